import Diagnostics
import MarkdownTree
import Testing
@testable import SiteBuilder

/// Links may name a figure by its id (`#example-3`). The ids a page answers to are read from the
/// fences before any block is evaluated, so each page can be written as soon as it is rendered:
/// every ```swift block is numbered, and a `hidden` block keeps its number but shows no figure.
@Suite struct FigureAnchorTests {
    @Test func everyShownBlockIsAnAnchorAndAHiddenOneIsNot() throws {
        let markdown = try String(contentsOfFile: SiteFixture.content("figure-anchors") + "/01-shapes.md", encoding: .utf8)
        #expect(ArticleExamples.anchors(in: MarkdownParser.parse(utf8: Array(markdown.utf8))) == ["example-1", "example-3"])
    }

    @Test func aLinkToAHiddenBlockIsBrokenAndTheOthersResolve() throws {
        let site = try SiteFixture.build(content: SiteFixture.content("figure-anchors"))
        let broken = site.report.diagnostics.filter { $0.id == .brokenLink }
        #expect(broken.map(\.message) == ["link '01-shapes.md#example-2' is broken: '01-shapes.md' has no heading '#example-2'"])
        let page = try site.text("02-links.html")
        #expect(page.contains("href=\"01-shapes.html#example-1\""))
        #expect(page.contains("href=\"01-shapes.md#example-2\""), "a broken link is left as written")
        #expect(page.contains("href=\"01-shapes.html#example-3\""))
        #expect(try site.figure("example-3", in: "01-shapes.html").contains("<svg"))
        #expect(try site.figure("example-2", in: "01-shapes.html").isEmpty)
    }
}
