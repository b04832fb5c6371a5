import Testing
import ViewEvaluator
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
    private func ranges(_ code: String, startLine: Int = 1) -> [String] {
        let evaluation = EvaluationSession().evaluate(block: code, startLine: startLine)
        let bytes = Array(code.utf8)
        return CodeExpression.all(in: evaluation.previews.map(\.root), code: code, startLine: startLine).map {
            String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)
        }
    }

    @Test func viewsEndBeforeTheirModifiersAndModifiersSpanTheirCalls() throws {
        let stack = String(Self.code[..<(try #require(Self.code.range(of: "\n.border"))).lowerBound])
        #expect(ranges(Self.code) == [
            stack, "Color.green", ".frame(height: 40)", "Text(\"Hej!\")", ".font(.title)", ".border(Color.yellow)",
        ])
    }

    @Test func spansNestOrStayApart() {
        let evaluation = EvaluationSession().evaluate(block: Self.code)
        let found = CodeExpression.all(in: evaluation.previews.map(\.root), code: Self.code, startLine: 1)
        for a in found {
            for b in found { #expect(a.nestsOrAvoids(b)) }
        }
        #expect(found.map(\.start) == found.map(\.start).sorted())
    }

    @Test func locationsAreTheNodesOwnInFileLines() throws {
        // Block starting on file line 20: locations keep file lines and code columns, as outlines do.
        let evaluation = EvaluationSession().evaluate(block: Self.code, startLine: 20)
        let found = CodeExpression.all(in: evaluation.previews.map(\.root), code: Self.code, startLine: 20)
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
        let found = CodeExpression.all(in: evaluation.previews.map(\.root), code: code, startLine: 10)
        #expect(found.map(\.location) == [SourceLocation(line: 10, column: 1)])
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
