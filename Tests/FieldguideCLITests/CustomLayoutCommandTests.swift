import Foundation
import Testing

/// `fieldguide layout` on an author-written `Layout` (issue 12): the flow layout of the evaluator
/// corpus places every tag, wrapping on a narrow canvas, and `--trace` shows the author's
/// `sizeThatFits` called with the canvas's proposal.
@Suite struct CustomLayoutCommandTests {
    static let flowLayout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("EvaluatorCorpusTests/Corpus/custom-layouts/flow_layout.swift").path

    @Test func theFlowLayoutPrintsItsTagsAndItsTraceShowsSizeThatFits() async throws {
        let result = try await CommandRunner.run(["layout", Self.flowLayout, "--width", "120", "--format", "tree", "--trace"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        let tags = ["swift", "ui", "layout", "grid", "flow"].map { tag in lines.first { $0.hasSuffix("\"\(tag)\"") } }
        #expect(tags.allSatisfy { $0 != nil }, "\(result.output)")
        #expect(lines.contains { $0.hasPrefix("    TagFlow.sizeThatFits(proposal: 120 × 759) → ") }, "\(result.output)")
        #expect(Set(tags.compactMap { $0.flatMap(Self.y) }).count == 2, "the five tags take two lines at 120 pt")
    }

    @Test func withoutTraceTheJSONHasNoTraceKey() async throws {
        let result = try await CommandRunner.run(["layout", Self.flowLayout])
        #expect(result.status == 0)
        #expect(!result.output.contains("\"trace\""))
    }

    /// The y of a tree line `Text (x, y, w, h) "tag"`.
    private static func y(_ line: String) -> Double? {
        guard let open = line.firstIndex(of: "(") else { return nil }
        let numbers = line[line.index(after: open)...].split(separator: ",")
        return numbers.count > 1 ? Double(numbers[1].trimmingCharacters(in: .whitespaces)) : nil
    }
}
