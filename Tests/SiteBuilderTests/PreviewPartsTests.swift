import LayoutEngine
import MarkdownTree
import Testing
import ViewEvaluator
import ViewTree
@testable import SiteBuilder

/// The pieces of an interactive preview: highlighted expressions, variant slots, slider widths, traces.
@Suite struct PreviewPartsTests {
    // MARK: Highlighting with expression spans

    @Test func expressionSpansNestWithTokenSpansAndRestartOnEachLine() {
        let code = "HStack {\n    Text(\"a\")\n}\n"
        let text = CodeExpression(start: 13, end: 22, location: SourceLocation(line: 2, column: 5))
        let stack = CodeExpression(start: 0, end: 24, location: SourceLocation(line: 1, column: 1))
        #expect(String(Array(code.utf8)[13..<22].map { Character(Unicode.Scalar($0)) }) == "Text(\"a\")")
        let lines = SwiftHighlighter.lines(of: code, expressions: [stack, text])
        let open = { (line: Int, column: Int, focus: String) in
            "<span class=\"expr\" data-column=\"\(column)\" data-line=\"\(line)\"\(focus)>"
        }
        #expect(lines == [
            open(1, 1, " tabindex=\"0\"") + "<span class=\"t-type\">HStack</span> {</span>",
            "    " + open(1, 1, "") + open(2, 5, " tabindex=\"-1\"") + "<span class=\"t-type\">Text</span>(<span class=\"t-string\">&quot;a&quot;</span>)</span></span>",
            open(1, 1, "") + "}</span>",
        ])
    }

    /// A listing highlights the evaluator's tree as it would its own parse, and the evaluator
    /// offers its tree only when that tree is the block's own text without errors.
    @Test func theEvaluatorsTreeHighlightsAsAFreshParse() throws {
        let code = "struct Card: View {\n    var body: some View {\n        Text(\"a\" + \"b\").padding(2 * 3)\n    }\n}\n"
        let syntax = try #require(EvaluationSession().evaluate(block: code).syntax)
        #expect(SwiftHighlighter.lines(of: code, syntax: syntax) == SwiftHighlighter.lines(of: code))
        #expect(EvaluationSession().evaluate(block: "Text(\"a\"\n").syntax == nil)
        #expect(EvaluationSession().evaluate(block: "VStack {\n\u{A0}Text(\"a\")\n}\n").syntax == nil)
    }

    // MARK: Variant slots

    @Test func slotTakesTheLongestListedValueAfterTheMarker() throws {
        let code = "HStack(alignment: /*variant*/.firstTextBaseline) {\n}\n"
        let slot = try VariantSlot.find(in: code, variants: [".top", ".firstTextBaseline", ".first"])
        #expect(slot.writtenIndex == 1)
        #expect(slot.line == 1)
        #expect(slot.column == 19)
        #expect(slot.code(0, in: code) == "HStack(alignment: .top) {\n}\n")
        #expect(slot.code(1, in: code) == "HStack(alignment: .firstTextBaseline) {\n}\n")
        // Past the slot, shown columns move right by the marker's 11 bytes; before it, and on other lines, they stay.
        #expect(slot.writtenColumn(line: 1, column: 19) == 30)
        #expect(slot.writtenColumn(line: 1, column: 8) == 8)
        #expect(slot.writtenColumn(line: 2, column: 19) == 19)
    }

    @Test func slotProblems() {
        #expect(throws: VariantSlot.Problem.noMarker) { try VariantSlot.find(in: "Text(\"a\")", variants: ["a", "b"]) }
        #expect(throws: VariantSlot.Problem.severalMarkers) {
            try VariantSlot.find(in: "f(/*variant*/a, /*variant*/b)", variants: ["a", "b"])
        }
        #expect(throws: VariantSlot.Problem.unlistedValue(".topLeading")) {
            try VariantSlot.find(in: "ZStack(alignment: /*variant*/.topLeading)", variants: [".top", ".bottom"])
        }
    }

    // MARK: Traces

    @Test func traceNestsByDepthAndLeavesCachedAnswersOut() throws {
        let evaluation = EvaluationSession().evaluate(block: "HStack {\n    Color.red\n    Text(\"Hello, world\")\n}\n")
        let root = try #require(evaluation.previews.first?.root)
        let steps = LayoutEngine(options: LayoutOptions(recordsTrace: true)).layout(root, width: 120, height: .fixed(100)).trace
        let fresh = steps.filter { !$0.cached }
        try #require(fresh.count < steps.count, "the stack asks a child the same question twice")
        let trace = TraceList(steps: steps)
        let html = trace.html(index: 2)
        #expect(html.hasPrefix("<ol class=\"trace-steps\" data-trace=\"2\"><li><span class=\"trace-step\" data-node=\"\(steps[0].childID)\" tabindex=\"0\">"))
        #expect(html.occurrences(of: "<li>") == fresh.count)
        #expect(html.occurrences(of: "tabindex=") == 1)
        // One list per step that asked something, plus the outer list.
        let parents = Set(fresh.compactMap(\.parentID))
        #expect(html.occurrences(of: "<ol") == parents.count + 1)
        #expect(html.occurrences(of: "<ol") == html.occurrences(of: "</ol>"))
        for step in fresh { #expect(html.contains(HTMLEscaping.escape(step.description))) }
        #expect(trace.summary == "\(fresh.count) steps, \(steps.count - fresh.count) repeat\(steps.count - fresh.count == 1 ? "" : "s") answered from cache not shown")
    }
}
