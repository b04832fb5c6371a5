import Foundation
import Testing
@testable import SiteBuilder

/// The whole sidebar is one file (`SidebarFile`, issue 15 item 4); each page carries only its own
/// section's links and the other sections' headings, so a page's size does not depend on how many
/// articles the rest of the site has.
@Suite struct SidebarFileTests {
    /// Articles `<prefix>-<n>.md` titled "<Section> <n>", in the section `section`, ordered from `order`.
    private static func articles(_ count: Int, section: String, prefix: String, order: Int) -> [String: String] {
        Dictionary(uniqueKeysWithValues: (1...max(count, 1)).prefix(count).map { n in
            ("\(prefix)-\(n).md", "---\ntitle: \"\(section) \(n)\"\nsection: \"\(section)\"\norder: \(order + n)\n---\nText \(n).\n")
        })
    }

    private func site(_ files: [String: String], baseURL: String? = nil) throws -> BuiltSite {
        let content = try SiteFixture.temporaryFolder() + "/content"
        try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
        for (path, text) in files { try text.write(toFile: content + "/" + path, atomically: true, encoding: .utf8) }
        return try SiteFixture.build(content: content, baseURL: baseURL)
    }

    /// Two sections of three articles each.
    private static let twoSections = articles(3, section: "Alpha", prefix: "a", order: 0).merging(articles(3, section: "Beta", prefix: "b", order: 10)) { a, _ in a }

    /// The `href`s inside `<nav id="sidebar" …>`, in order.
    private func sidebarHrefs(_ html: String) -> [String] {
        guard let start = html.range(of: "<nav id=\"sidebar\""), let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex) else { return [] }
        return html[start.upperBound..<end.lowerBound].components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func theSidebarFileListsEveryArticleOnceInReadingOrderWithNoPageCurrent() throws {
        let built = try site(Self.twoSections)
        let file = try built.text(SidebarFile.path)
        #expect(sidebarHrefs(file) == ["index.html", "a-1.html", "a-2.html", "a-3.html", "b-1.html", "b-2.html", "b-3.html"])
        #expect(file.contains("<h2 class=\"nav-heading\">Alpha</h2>") && file.contains("<h2 class=\"nav-heading\">Beta</h2>"))
        #expect(!file.contains("aria-current"))
        #expect(!file.contains("<html") && file.hasPrefix("<nav id=\"sidebar\""))
        #expect(try site(Self.twoSections).text(SidebarFile.path) == file)
    }

    @Test func aPageListsItsOwnSectionAndTheOtherSectionsHeadings() throws {
        let built = try site(Self.twoSections)
        let page = try built.text("a-2.html")
        #expect(sidebarHrefs(page) == ["index.html", "a-1.html", "a-2.html", "a-3.html"])
        #expect(page.contains("<a href=\"a-2.html\" aria-current=\"page\">Alpha 2</a>"))
        #expect(page.contains("<h2 class=\"nav-heading\">Beta</h2>") && !page.contains("Beta 1</a></li>"))
        #expect(page.contains("data-sidebar-url=\"assets/sidebar.html\""))
        // The home page lists every article, with the sidebar file's links.
        #expect(sidebarHrefs(try built.text("index.html")) == sidebarHrefs(try built.text(SidebarFile.path)))
        #expect(sidebarHrefs(try built.text("404.html")) == ["/"])
    }

    @Test func theFileIsAddressedThroughTheBaseURL() throws {
        let built = try site(Self.twoSections, baseURL: "https://example.com/guide/")
        #expect(try built.text("a-1.html").contains("data-sidebar-url=\"/guide/assets/sidebar.html\""))
        #expect(sidebarHrefs(try built.text(SidebarFile.path)).prefix(2) == ["/guide/", "/guide/a-1.html"])
    }

    /// 20 or 200 articles in another section: the page of an article of the first is the same, to
    /// the byte; a page of the long section shows the 40 links around it and a link to the rest.
    @Test func aPageDoesNotGrowWithTheArticlesOfOtherSections() throws {
        let mine = Self.articles(2, section: "Mine", prefix: "m", order: 0)
        let few = try site(mine.merging(Self.articles(20, section: "Other", prefix: "o", order: 100)) { a, _ in a })
        let many = try site(mine.merging(Self.articles(200, section: "Other", prefix: "o", order: 100)) { a, _ in a })
        #expect(try few.text("m-1.html") == many.text("m-1.html"))
        #expect(try few.text("m-2.html").utf8.count == many.text("m-2.html").utf8.count)
        let long = try many.text("o-150.html")
        #expect(sidebarHrefs(long) == ["index.html"] + (130..<170).map { "o-\($0).html" } + ["index.html"])
        #expect(long.contains("<li class=\"nav-more\"><a href=\"index.html\">All 200 articles</a></li>"))
        #expect(try many.text("o-150.html").utf8.count < 2 * few.text("o-15.html").utf8.count)
        #expect(sidebarHrefs(try many.text(SidebarFile.path)).count == 1 + 202)
    }

    @Test func theWindowKeepsFortyLinksAroundThePageInsideTheSection() {
        #expect(PageContextBuilder.window(count: 10, around: 4) == 0..<10)
        #expect(PageContextBuilder.window(count: 40, around: 39) == 0..<40)
        #expect(PageContextBuilder.window(count: 100, around: 0) == 0..<40)
        #expect(PageContextBuilder.window(count: 100, around: 50) == 30..<70)
        #expect(PageContextBuilder.window(count: 100, around: 99) == 60..<100)
    }
}
