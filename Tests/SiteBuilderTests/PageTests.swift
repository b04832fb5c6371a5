import Foundation
import Testing
@testable import SiteBuilder

/// The pages a site consists of: articles in reading order, the home page, 404, no drafts.
@Suite struct PageTests {
    @Test func buildsEveryPublishedPageAndSkipsDrafts() throws {
        let site = try SiteFixture.basic()
        for page in ["index.html", "01-stacks.html", "02-padding.html", "404.html", "search-index.json", "sitemap.xml"] {
            #expect(site.exists(page), "\(page) is missing")
        }
        #expect(!site.exists("03-draft.html"))
        #expect(try !site.text("sitemap.xml").contains("03-draft"))
        #expect(try !site.text("search-index.json").contains("Unfinished"))
        #expect(try !site.text("01-stacks.html").contains("Unfinished"))
        #expect(site.report.pageCount == 4)
        #expect(site.report.articleCount == 2)
        #expect(site.report.diagnostics.isEmpty)
    }

    /// A page lists every section's heading in the articles' order, and the links of its own
    /// section; the sidebar file lists every article (`SidebarFileTests`).
    @Test func sidebarListsSectionsInTheArticlesOrderWithTheCurrentPageMarked() throws {
        let site = try SiteFixture.basic()
        let html = try site.text("02-padding.html")
        let basics = try #require(html.range(of: ">Basics</h2>")), modifiers = try #require(html.range(of: ">Modifiers</h2>"))
        #expect(basics.lowerBound < modifiers.lowerBound)
        #expect(html.contains("<a href=\"02-padding.html\" aria-current=\"page\">Padding</a>"))
        #expect(!html.contains("<a href=\"01-stacks.html\">Stacks</a>"))
        #expect(try site.text(SidebarFile.path).contains("<a href=\"01-stacks.html\">Stacks</a>"))
    }

    @Test func articlePagesHaveContentsAnchorsAndNeighbours() throws {
        let site = try SiteFixture.basic()
        let html = try site.text("01-stacks.html")
        #expect(html.contains("<h2 id=\"two-squares\">Two squares<a aria-label=\"Permalink to “Two squares”\" class=\"heading-anchor\" href=\"#two-squares\">#</a></h2>"))
        #expect(html.contains("<li><a href=\"#two-previews\">Two previews</a></li>"))
        #expect(html.contains("<a class=\"pager-link pager-next\" href=\"02-padding.html\" rel=\"next\">"))
        #expect(!html.contains("pager-previous"))
        #expect(try site.text("02-padding.html").contains("<a class=\"pager-link pager-previous\" href=\"01-stacks.html\" rel=\"prev\">"))
        #expect(html.contains("<title>Stacks · Fixture Guide</title>"))
    }

    @Test func homePageShowsTheIntroductionAndEveryArticleWithItsSummary() throws {
        let site = try SiteFixture.basic()
        let html = try site.text("index.html")
        #expect(html.contains("<h1>Fixture Guide</h1>"))
        #expect(html.contains("<p class=\"home-summary\">A small site the SiteBuilder tests build.</p>"))
        #expect(html.contains("Read <a href=\"01-stacks.html\">the stacks article</a> first."))
        #expect(html.contains("<span class=\"card-title\">Padding</span><span class=\"card-summary\">Insets around a text.</span>"))
    }

    @Test func articlesAreOrderedByOrderThenFileNameWithSectionsInFirstArticleOrder() {
        func article(_ file: String, order: Int?, section: String?) -> Article {
            var front = "---\n"
            if let order { front += "order: \(order)\n" }
            if let section { front += "section: \(section)\n" }
            return Article(file: file, document: .init(parsing: front + "---\n"))
        }
        let navigation = SiteNavigation(articles: [
            article("z.md", order: nil, section: "B"),
            article("b.md", order: 2, section: "A"),
            article("a.md", order: 2, section: "B"),
            article("c.md", order: 1, section: "B"),
        ])
        #expect(navigation.sections.map(\.title) == ["B", "A"])
        #expect(navigation.articles.map(\.file) == ["c.md", "a.md", "z.md", "b.md"])
        #expect(navigation.neighbours(of: navigation.articles[2]).previous?.file == "a.md")
        #expect(navigation.neighbours(of: navigation.articles[2]).next?.file == "b.md")
    }
}
