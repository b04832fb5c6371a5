import Diagnostics
import Testing
import ViewEvaluator
@testable import SiteBuilder

/// Bidirectional controls in code ("Trojan Source", issue 17 item 16) are never written raw into a
/// listing: each shows as a visible `<U+XXXX>` mark, in strings, comments and between tokens alike.
@Suite struct BidiListingTests {
    static let hidden: [Unicode.Scalar] = ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}"]

    @Test func everyBidiControlIsShownAsAMark() {
        let code = "let access = \"user\u{202E} \u{2066}// admin\u{2069} \u{2066}\"\n// a\u{200F}b\n" + Self.hidden.map { "Text(\"\($0)\")\n" }.joined()
        let html = SwiftHighlighter.lines(of: code).joined(separator: "\n")
        for scalar in Self.hidden {
            #expect(!html.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16, uppercase: true)) is written raw")
        }
        #expect(html.contains("<span class=\"bidi-control\" title=\"RIGHT-TO-LEFT OVERRIDE\">&lt;U+202E&gt;</span>"))
        #expect(html.contains("<span class=\"bidi-control\" title=\"LEFT-TO-RIGHT ISOLATE\">&lt;U+2066&gt;</span>"))
        #expect(html.contains("a<span class=\"bidi-control\" title=\"RIGHT-TO-LEFT MARK\">&lt;U+200F&gt;</span>b"))
        #expect(html.contains("&lt;U+061C&gt;"))
    }

    @Test func textAroundAMarkIsStillEscaped() {
        #expect(HighlightWriter.visible("<a>\u{202E}&") == "&lt;a&gt;<span class=\"bidi-control\" title=\"RIGHT-TO-LEFT OVERRIDE\">&lt;U+202E&gt;</span>&amp;")
        #expect(HighlightWriter.visible("plain <b>") == "plain &lt;b&gt;")
    }

    /// A block in another language shows the marks too, and each run-changing control is warned at
    /// its place in the Markdown file, also inside a list item's indented fence.
    @Test func blocksInOtherLanguagesShowMarksAndWarnAtTheirPosition() throws {
        let content = try SiteFixture.temporaryFolder()
        try "# Guide\n".write(toFile: content + "/index.md", atomically: true, encoding: .utf8)
        let article = "# Shell\n\n- Run:\n\n  ```bash\n  rm -rf \u{202E}txt.exe\n  ```\n"
        try article.write(toFile: content + "/01-shell.md", atomically: true, encoding: .utf8)
        let site = try SiteFixture.build(content: content)
        let html = try site.text("01-shell.html")
        #expect(!html.unicodeScalars.contains("\u{202E}"))
        #expect(html.contains("<code class=\"language-bash\">rm -rf <span class=\"bidi-control\" title=\"RIGHT-TO-LEFT OVERRIDE\">&lt;U+202E&gt;</span>txt.exe"))
        let warnings = site.report.diagnostics.filter { $0.id == .bidiControl }
        #expect(warnings.map(\.file) == ["01-shell.md"])
        #expect(warnings.map(\.position) == [SourcePosition(line: 6, column: 10)])
    }
}
