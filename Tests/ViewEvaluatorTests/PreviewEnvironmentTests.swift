import Testing
import ViewEvaluator
import ViewTree

/// A block evaluated again in a preview's look (`EvaluationSession.evaluateAgain`) reads that look
/// where no modifier wrote the value, and leaves the page as the first evaluation left it.
@Suite struct PreviewEnvironmentTests {
    static let themed = """
        struct Themed: View {
            @Environment(\\.colorScheme) private var scheme
            var body: some View { Text(scheme == .dark ? "Night" : "Day") }
        }
        log.append("shown")
        Themed()
        Themed().environment(\\.colorScheme, .light)
        """

    private func texts(_ evaluation: BlockEvaluation) -> [String] {
        evaluation.previews.flatMap { preview in
            var found: [String] = []
            var pending = [preview.root]
            while let node = pending.popLast() {
                if case .text(let content) = node.kind { found.append(content.string) }
                pending.append(contentsOf: node.children.reversed())
            }
            return found
        }
    }

    @Test func theCodeReadsTheLookItIsEvaluatedIn() {
        let session = EvaluationSession()
        _ = session.evaluate(block: "var log: [String] = []")
        let first = session.evaluate(block: Self.themed)
        #expect(texts(first) == ["Day", "Day"])
        #expect(first.environmentKeysRead == ["colorScheme"])
        let dark = session.evaluateAgain(block: Self.themed, in: PreviewEnvironment(isDark: true))
        // The second view's modifier wrote light; only the first reads the preview's look.
        #expect(texts(dark) == ["Night", "Day"])
    }

    /// The block appends to a variable of an earlier block: once, as far as later blocks know.
    @Test func aLaterBlockSeesThePageTheFirstEvaluationLeft() {
        let session = EvaluationSession()
        _ = session.evaluate(block: "var log: [String] = []")
        _ = session.evaluate(block: Self.themed)
        _ = session.evaluateAgain(block: Self.themed, in: PreviewEnvironment(isDark: true))
        let later = session.evaluate(block: "Text(\"\\(log.count)\")")
        #expect(texts(later) == ["1"])
    }

    @Test func onlyAChangedKeyThatWasReadCallsForAnotherEvaluation() {
        let accessibility = PreviewEnvironment(dynamicTypeSize: .accessibility3), dark = PreviewEnvironment(isDark: true)
        #expect(accessibility.changes(["dynamicTypeSize"]))
        #expect(!accessibility.changes(["colorScheme"]))
        #expect(dark.changes(["colorScheme", "horizontalSizeClass"]))
        #expect(!PreviewEnvironment.standard.changes(["colorScheme", "dynamicTypeSize"]))
    }
}
