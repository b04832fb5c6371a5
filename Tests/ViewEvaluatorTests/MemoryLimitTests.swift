import Diagnostics
import Testing
import ViewEvaluator

/// Strings and collections a block makes are charged to a per-block memory budget
/// (`EvaluationLimits.maxBytes`), so a few steps cannot build gigabytes (issue #17): each of these
/// reached one to twenty gigabytes before the limit existed. How fast they stop is checked by the
/// adversarial corpus, which bounds each input's time and the run's peak memory.
@Suite struct MemoryLimitTests {
    private static let bomb = #"let a = Array(repeating: String(repeating: "A", count: 99_990), count: 99_990)"#

    /// Default limits, except a time limit long enough that a busy machine never stops a block
    /// by the clock before the memory limit does.
    private static let limits = EvaluationLimits(timeLimit: .seconds(30))

    /// Evaluates `source` and checks it stopped with exactly one error, `id`.
    private func expectStopped(
        _ source: String, with id: DiagnosticID, limits: EvaluationLimits = Self.limits, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        let result = EvaluationSession(limits: limits).evaluate(block: source)
        #expect(result.errors.map(\.id) == [id], "\(result.diagnostics.map(\.description))", sourceLocation: sourceLocation)
        return result.errors.first
    }

    /// Each new string is within the length limit; together they are ten gigabytes.
    @Test func manyLongStringsHitTheMemoryLimit() throws {
        let error = expectStopped(Self.bomb + "\nlet b = a.map { $0 + \"!\" }\nText(\"\\(b.count)\")", with: .memoryLimit)
        #expect(error?.message == "evaluation stopped after making 64 MiB of strings and collections; is something growing without end?")
        #expect(error?.position?.line == 2)
    }

    @Test func stringMethodsAreCharged() {
        _ = expectStopped(Self.bomb + "\nlet b = a.map { $0.lowercased() }", with: .memoryLimit)
    }

    @Test func appendingInALoopIsCharged() {
        let source = "let line = String(repeating: \"x\", count: 90_000)\nvar parts: [String] = []\nfor i in 0..<100_000 {\n    parts.append(line + \"\\(i)\")\n}"
        _ = expectStopped(source, with: .memoryLimit)
    }

    /// Describing the array stops once its text passes the length limit, instead of building it whole.
    @Test func describingAHugeArrayStopsAtTheLengthLimit() {
        let error = expectStopped(Self.bomb + "\nText(\"\\(a)\")", with: .lengthLimit)
        #expect(error?.position?.line == 2)
    }

    /// The joined length is known before joining, so the 10 GB string is never built.
    @Test func joiningAHugeArrayIsRefusedBeforeItIsBuilt() {
        let error = expectStopped(Self.bomb + "\nText(a.joined())", with: .lengthLimit)
        #expect(error?.message == "evaluation stopped: a string or array grew to 9998000100 elements, over the limit of 100000")
    }

    @Test func replacingThatWouldGrowPastTheLimitIsRefused() {
        _ = expectStopped(#"let s = String(repeating: "a", count: 50_000).replacingOccurrences(of: "a", with: "bbbb")"#, with: .lengthLimit)
    }

    @Test func theLimitIsASetting() {
        let limits = EvaluationLimits(timeLimit: .seconds(30), maxBytes: 1 << 20)
        _ = expectStopped(#"let a = (0..<20).map { _ in String(repeating: "x", count: 60_000) }"#, with: .memoryLimit, limits: limits)
    }

    /// The budget is per block: twenty blocks that each make 600 KB pass under a 1 MiB limit.
    @Test func theBudgetIsPerBlock() {
        let session = EvaluationSession(limits: EvaluationLimits(timeLimit: .seconds(30), maxBytes: 1 << 20))
        for index in 0..<20 {
            let block = "let s\(index) = (0..<10).map { _ in String(repeating: \"x\", count: 60_000) }\nText(\"\\(s\(index).count)\")"
            #expect(session.evaluate(block: block).diagnostics.isEmpty, "block \(index)")
        }
    }

    /// Twenty bombs on one page each stop at their own limit.
    @Test func twentyBombsOnOnePageEachStop() {
        let session = EvaluationSession(limits: Self.limits)
        for index in 0..<20 {
            let result = session.evaluate(block: Self.bomb + "\nlet b = a.map { $0 + \"\(index)\" }")
            #expect(result.errors.map(\.id) == [.memoryLimit], "block \(index)")
        }
    }

    @Test func ordinarySnippetsStayFarBelowTheLimit() {
        let source = """
            struct Row: Identifiable { let id: Int; let title: String }
            let rows = (0..<500).map { Row(id: $0, title: "Row \\($0) of the list, with some words") }
            VStack { ForEach(rows) { row in Text(row.title.uppercased()) } }
            """
        let limits = EvaluationLimits(maxNodes: 100_000, timeLimit: .seconds(30), maxBytes: 1 << 20)
        #expect(EvaluationSession(limits: limits).evaluate(block: source).diagnostics.isEmpty)
    }
}
