import Testing
import ViewEvaluator
import LayoutEngine
import ViewTree
@testable import SiteBuilder

/// The code of each view and modifier, from the source range the evaluator records for its node.
@Suite struct CodeExpressionTests {
    private static let code = """
        HStack(alignment: .top) {
            Color.green.frame(height: 40)
            Text("Hej!").font(.title)
        }
        .border(Color.yellow)

        """

    /// The code of every range found, by the file line and column of its node.
    private func ranges(_ code: String, startLine: Int = 1, width: Double = 393) -> [String] {
        let evaluation = EvaluationSession().evaluate(block: code, startLine: startLine)
        let bytes = Array(code.utf8)
        return expressions(evaluation, code: code, startLine: startLine, widths: [width]).map {
            String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)
        }
    }

    /// The expressions of the views the previews lay out at any of `widths`, as a figure finds them.
    private func expressions(_ evaluation: BlockEvaluation, code: String, startLine: Int, widths: [Double] = [393]) -> [CodeExpression] {
        let roots = evaluation.previews.map(\.root)
        var placed: Set<ViewTree.SourceLocation> = []
        for root in roots {
            for width in widths {
                LayoutEngine().layout(root, width: width).root.forEach { if let source = $0.source { placed.insert(source) } }
            }
        }
        return CodeExpression.all(in: roots, code: code, startLine: startLine, placed: placed)
    }

    @Test func viewsEndBeforeTheirModifiersAndModifiersSpanTheirCalls() throws {
        let stack = String(Self.code[..<(try #require(Self.code.range(of: "\n.border"))).lowerBound])
        #expect(ranges(Self.code) == [
            stack, "Color.green", ".frame(height: 40)", "Text(\"Hej!\")", ".font(.title)", ".border(Color.yellow)",
        ])
    }

    @Test func spansNestOrStayApart() {
        let evaluation = EvaluationSession().evaluate(block: Self.code)
        let found = expressions(evaluation, code: Self.code, startLine: 1)
        for a in found {
            for b in found { #expect(a.nestsOrAvoids(b)) }
        }
        #expect(found.map(\.start) == found.map(\.start).sorted())
    }

    @Test func locationsAreTheNodesOwnInFileLines() throws {
        // Block starting on file line 20: locations keep file lines and code columns, as outlines do.
        let evaluation = EvaluationSession().evaluate(block: Self.code, startLine: 20)
        let found = expressions(evaluation, code: Self.code, startLine: 20)
        let frame = try #require(found.first { Array(Self.code.utf8)[$0.start] == UInt8(ascii: ".") && $0.end - $0.start == 18 })
        #expect(frame.location == SourceLocation(line: 21, column: 16))
    }

    @Test func trailingClosureModifiersIncludeTheirContent() {
        let code = "Color.red\n    .overlay(alignment: .top) {\n        Text(\"A\")\n    }\n"
        #expect(ranges(code) == ["Color.red", ".overlay(alignment: .top) {\n        Text(\"A\")\n    }", "Text(\"A\")"])
    }

    @Test func forEachHasNoFrameSoNoRangeButItsViewsDo() {
        let code = "VStack {\n    ForEach(0..<2) { i in\n        Text(\"Row\")\n    }\n}\n"
        #expect(ranges(code) == [String(code.dropLast()), "Text(\"Row\")"])
    }

    @Test func viewsDeclaredInAnotherBlockHaveNoRangeHere() {
        let session = EvaluationSession()
        _ = session.evaluate(block: "struct Badge: View {\n    var body: some View { Text(\"B\") }\n}\n", startLine: 1)
        let code = "Badge()\n"
        let evaluation = session.evaluate(block: code, startLine: 10)
        let found = expressions(evaluation, code: code, startLine: 10)
        #expect(found.map(\.location) == [SourceLocation(line: 10, column: 1)])
    }

    /// A candidate `ViewThatFits` passes over gets no span at a width where it is not drawn, and
    /// one it never chooses at any width of the figure gets none at all (Containers.md §3).
    @Test func onlyTheCandidatesViewThatFitsDrawsGetSpans() {
        let code = "ViewThatFits(in: .horizontal) {\n    Color.red.frame(width: 300)\n    Color.blue.frame(width: 100)\n}\n"
        let wide = ["ViewThatFits(in: .horizontal) {\n    Color.red.frame(width: 300)\n    Color.blue.frame(width: 100)\n}", "Color.red", ".frame(width: 300)"]
        #expect(ranges(code, width: 393) == wide)
        #expect(ranges(code, width: 200) == [wide[0], "Color.blue", ".frame(width: 100)"])
        let evaluation = EvaluationSession().evaluate(block: code)
        #expect(expressions(evaluation, code: code, startLine: 1, widths: [200, 393]).count == 5)
    }

    /// The evaluator records the end of each node's code in file lines and code columns.
    @Test func theEvaluatorRecordsWhereEachNodesCodeEnds() throws {
        let evaluation = EvaluationSession().evaluate(block: "Text(\"Hi\")\n    .padding()\n", startLine: 5)
        let padding = try #require(evaluation.previews.first?.root)
        #expect(padding.source == SourceLocation(line: 6, column: 5))
        #expect(padding.sourceEnd == SourceLocation(line: 6, column: 15))
        #expect(padding.children.first?.source == SourceLocation(line: 5, column: 1))
        #expect(padding.children.first?.sourceEnd == SourceLocation(line: 5, column: 11))
    }
}
