import Diagnostics
import Testing
import ViewEvaluator

/// Messages about broken code stay few and short (issue 17 item 18): one error where the parser
/// gives up, one line per place, and no message of kilobytes from a short input.
@Suite struct SyntaxMessageTests {
    private func lines(_ source: String) -> [String] {
        EvaluationSession().evaluate(block: source).diagnostics.map(\.description)
    }

    /// 3,000 nested parentheses: one error at the first '(' past the limit, not 20 cascading ones.
    @Test func aNestingOverflowIsOneError() {
        let source = "let x = " + String(repeating: "(", count: 3000) + "1" + String(repeating: ")", count: 3000) + "\n"
        #expect(lines(source) == ["1:74: error: parsing has exceeded the maximum nesting level [evaluator.syntax-error]"])
    }

    @Test func twoOpenIfsAreReportedOnce() {
        #expect(lines("#if os(iOS)\n#if os(macOS)\nText(\"a\")\n") == ["3:10: error: expected '#endif' in conditional compilation block [evaluator.syntax-error]"])
    }

    @Test func fifteenOpenTuplesAreReportedOnce() {
        let source = "let x = " + String(repeating: "-(", count: 15) + "1\n"
        #expect(lines(source).count == 1, "\(lines(source))")
    }

    /// Swift reads `------…1` as one undeclared operator; the message says so in one short line.
    @Test func aRunOfUnaryMinusIsOneShortMessage() {
        for count in [30, 5000] {
            let found = lines("let x = " + String(repeating: "-", count: count) + "1\nText(\"\\(x)\")\n")
            #expect(found == ["1:9: error: cannot find prefix operator '--------…' (\(count) × '-') in scope; Swift reads a run of operator characters as one operator, so write '-(-x)' to apply it twice [evaluator.type-mismatch]"])
        }
    }

    @Test func everyMessageIsCutPastThreeHundredCharacters() {
        let diagnostic = Diagnostic(.error, .syntaxError, String(repeating: "x", count: 40_000), at: nil)
        #expect(diagnostic.message.count < Diagnostic.maximumMessageLength + 40)
        #expect(diagnostic.message.hasSuffix("… (39740 more characters)"))
    }

    @Test func aReversedRangeTrapsAtItsOperator() {
        #expect(lines("let r = 5...1\nText(\"\\(r)\")\n").first == "1:10: error: range requires lowerBound <= upperBound [evaluator.runtime-error]")
    }

    @Test func bidiControlsAreWarnedAtTheirColumn() {
        let found = lines("Text(\"abc\u{202E} def\") // \u{2066}\n")
        #expect(found.prefix(2) == [
            "1:10: warning: bidirectional control character U+202E (RIGHT-TO-LEFT OVERRIDE) in code: it can make the code read in another order than it runs; remove it, or write it as '\\u{202E}' in a string [evaluator.bidi-control]",
            "1:23: warning: bidirectional control character U+2066 (LEFT-TO-RIGHT ISOLATE) in code: it can make the code read in another order than it runs; remove it, or write it as '\\u{2066}' in a string [evaluator.bidi-control]",
        ])
    }
}
