import Foundation
import Testing

/// `fieldguide layout` on an author-written `Layout` (issue 12): the flow layout of the evaluator
/// corpus places every tag, wrapping on a narrow canvas, and `--trace` shows the author's
/// `sizeThatFits` called with the canvas's proposal; the equal-width, radial and simple-HStack
/// layouts print the frames worked out in their corpus files.
@Suite struct CustomLayoutCommandTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("EvaluatorCorpusTests/Corpus/custom-layouts")
    static let flowLayout = corpus.appendingPathComponent("flow_layout.swift").path

    /// The tree `fieldguide layout` prints for a corpus file on a 200 × 200 canvas.
    private func tree(_ file: String) async throws -> [String] {
        let result = try await CommandRunner.run(["layout", Self.corpus.appendingPathComponent(file).path, "--width", "200", "--height", "200", "--format", "tree"])
        #expect(result.status == 0, "\(result.errors)")
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test func theEqualWidthRowGivesEveryCellTheWidestWidth() async throws {
        // Containers.md §4.9 TV-P3: cells of the widest ideal 50 × 20, two gaps of 8: 166 × 20
        // centred at (17, 90); each fixed frame keeps its width at its cell's leading edge.
        #expect(try await tree("equal_width_row.swift") == [
            "EqualWidthRow (17, 90, 166, 20)",
            "  frame (17, 90, 30, 20)", "    Color (17, 90, 30, 20)",
            "  frame (75, 90, 50, 20)", "    Color (75, 90, 50, 20)",
            "  frame (133, 90, 40, 20)", "    Color (133, 90, 40, 20)",
        ])
    }

    @Test func theRadialLayoutPutsFourSquaresOnACircle() async throws {
        // Radius 200 / 2 − 20 = 80 around (100, 100), a quarter turn apart from the top; each
        // 20 × 20 square centred on its point.
        #expect(try await tree("radial_layout.swift") == [
            "Ring (0, 0, 200, 200)",
            "  frame (90, 10, 20, 20)", "    Color (90, 10, 20, 20)",
            "  frame (170, 90, 20, 20)", "    Color (170, 90, 20, 20)",
            "  frame (90, 170, 20, 20)", "    Color (90, 170, 20, 20)",
            "  frame (10, 90, 20, 20)", "    Color (10, 90, 20, 20)",
        ])
    }

    @Test func theSimpleHStackPlacesIdealSizesSideBySide() async throws {
        // The file's two rows, 30 and 10 tall, share the canvas 8 apart: 48 tall, from y 76.
        // PlainRow: 20 + 4 + 30 = 54 wide at x 73; red on its middle (76 + 10), blue at 73 + 24.
        // The AnyLayout row: 10 + 8 + 10 = 28 wide at x 86, at 76 + 30 + 8 = 114.
        #expect(try await tree("simple_hstack.swift") == [
            "PlainRow (73, 76, 54, 30)",
            "  frame (73, 86, 20, 10)", "    Color (73, 86, 20, 10)",
            "  frame (97, 76, 30, 30)", "    Color (97, 76, 30, 30)",
            "AnyLayout (86, 114, 28, 10)",
            "  frame (86, 114, 10, 10)", "    Color (86, 114, 10, 10)",
            "  frame (104, 114, 10, 10)", "    Color (104, 114, 10, 10)",
        ])
    }

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
