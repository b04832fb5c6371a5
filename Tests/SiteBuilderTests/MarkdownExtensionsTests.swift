import Diagnostics
import Foundation
import Testing
@testable import SiteBuilder

/// GFM in a built site: the extension layer's HTML reaches pages, its findings carry the article's
/// file, line and column, and highlight.js is published only for pages with non-Swift blocks.
@Suite struct MarkdownExtensionsTests {
    private func site(_ articles: [String: String]) throws -> BuiltSite {
        let content = try SiteFixture.temporaryFolder() + "/content"
        try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
        for (name, text) in articles {
            try text.write(toFile: content + "/" + name, atomically: true, encoding: .utf8)
        }
        return try SiteFixture.build(content: content)
    }

    @Test(.enabled(if: HighlightScript.isInstalled)) func onlyPagesWithOtherLanguagesLoadTheHighlighter() throws {
        let built = try site([
            "01-shell.md": "---\ntitle: Shell\n---\n\n```bash\necho hi\n```\n",
            "02-swift-only.md": "---\ntitle: Plain\n---\n\nNo code here.\n\n```text\nplain\n```\n",
        ])
        #expect(built.exists(HighlightScript.sitePath))
        #expect(try built.text("01-shell.html").contains("<script src=\"assets/highlight.min.js\" defer></script>"))
        #expect(try built.text("01-shell.html").contains("<pre><code class=\"language-bash\">echo hi\n</code></pre>"))
        #expect(try !built.text("02-swift-only.html").contains("highlight.min.js"))
    }

    @Test func aSiteWithoutOtherLanguagesGetsNoHighlighter() throws {
        let built = try site(["01-plain.md": "---\ntitle: Plain\n---\n\nJust *prose*.\n"])
        #expect(!built.exists(HighlightScript.sitePath))
    }

    @Test func tablesCalloutsAndFootnotesReachThePage() throws {
        let built = try site([
            "01-gfm.md": "---\ntitle: GFM\n---\n\n| a | b |\n| :- | -: |\n| 1 | 2 |\n\n> [!NOTE]\n> Read this[^n].\n\n[^n]: A note.\n",
        ])
        let html = try built.text("01-gfm.html")
        #expect(html.contains("<th align=\"left\">a</th>\n<th align=\"right\">b</th>"))
        #expect(html.contains("<div class=\"callout callout-note\">\n<p class=\"callout-title\">Note</p>"))
        #expect(html.contains("<sup class=\"footnote-ref\"><a href=\"#fn-1\" id=\"fnref-1\">1</a></sup>"))
        #expect(html.contains("<section class=\"footnotes\" aria-label=\"Footnotes\">"))
    }

    @Test func anUndefinedFootnoteIsReportedAtItsPlaceInTheFile() throws {
        let built = try site(["01-typo.md": "---\ntitle: Typo\n---\n\nSee the note[^nte].\n\n[^note]: Here.\n"])
        let found = built.report.diagnostics.filter { $0.id == .footnoteUndefined || $0.id == .footnoteUnused }
        #expect(found.map { "\($0.file ?? ""):\($0.position?.description ?? "")" } == ["01-typo.md:5:13", "01-typo.md:7:1"])
    }

    @Test func anOpeningTitleHeadingIsNotASecondH1AndOtherH1sAndRepeatedTitlesWarn() throws {
        let built = try site([
            "01-first.md": "# Padding\n\nText.\n\n# Another top heading\n",
            "02-second.md": "---\ntitle: Padding\n---\n\nMore.\n",
        ])
        let html = try built.text("01-first.html")
        #expect(html.components(separatedBy: "<h1").count - 1 == 2)
        #expect(html.components(separatedBy: ">Padding</h1>").count - 1 == 1)
        let found = built.report.diagnostics.filter { $0.id == .secondPageHeading || $0.id == .duplicateTitle }
        #expect(found.map { "\($0.id.rawValue) \($0.file ?? ""):\($0.position?.description ?? "")" } == [
            "content.second-h1 01-first.md:5:1",
            "content.duplicate-title 02-second.md:1:1",
        ])
    }
}
