import MarkdownTree
import Testing
@testable import SiteBuilder

/// Page fingerprints walk the page context through the keys its types declare (`TemplateContext`),
/// so whatever a template can read decides whether a page is rendered again.
@Suite struct PageFingerprintTests {
    private static let templates = Result { try TemplateSet(source: .builtIn) }

    private func contexts(titles: [String], baseURL: String? = nil, home: String = "---\ntitle: Guide\n---\n") -> PageContextBuilder {
        let articles = titles.enumerated().map { index, title in
            Article(file: "0\(index + 1).md", document: MarkdownDocument(parsing: "---\ntitle: \(title)\norder: \(index)\n---\n"))
        }
        return PageContextBuilder(
            urls: SiteURLs(baseURL: baseURL.flatMap(BaseURL.init)), navigation: SiteNavigation(articles: articles),
            home: Article(file: "index.md", document: MarkdownDocument(parsing: home)), templates: try? Self.templates.get())
    }

    private func site(_ contexts: PageContextBuilder) throws -> Fingerprint {
        PageFingerprint(templates: try Self.templates.get(), contexts: contexts).site
    }

    @Test func everyDeclaredKeyIsAStoredPropertyAndTheKeysSplitIntoNavigationAndContent() {
        let names = PageContext.templateKeys.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names == (PageContext.navigationKeys + PageContext.contentKeys).map(\.name))
        let stored = Mirror(reflecting: PageContextTests.context).children.compactMap(\.label)
        #expect(Set(names) == Set(stored))
        #expect(Set(PageContext.Link.templateKeys.map(\.name)) == Set(Mirror(reflecting: PageContextTests.link).children.compactMap(\.label)))
    }

    @Test func whatEveryPageSharesFollowsTheSidebarTheSiteNameAndTheURLs() throws {
        let base = try site(contexts(titles: ["Frames", "Stacks"]))
        #expect(try site(contexts(titles: ["Frames", "Stacks"])) == base)
        #expect(try site(contexts(titles: ["Frames", "Stacks!"])) != base)
        #expect(try site(contexts(titles: ["Stacks", "Frames"])) != base)
        #expect(try site(contexts(titles: ["Frames", "Stacks"], home: "---\ntitle: Other\n---\n")) != base)
        let published = try site(contexts(titles: ["Frames", "Stacks"], baseURL: "https://a.example/guide/"))
        #expect(published != base)
        // Only the host differs: pages' canonical URLs change, so the fingerprint does.
        #expect(try site(contexts(titles: ["Frames", "Stacks"], baseURL: "https://b.example/guide/")) != published)
    }

    @Test func aPagesOwnContentIsItsHTMLAndTableOfContents() {
        let builder = contexts(titles: ["Frames"])
        let article = builder.navigation.articles[0]
        let document = MarkdownDocument(parsing: "## One\n\n## Two\n")
        let rendered = { (html: String, contents: String) in
            RenderedArticle(article: article, html: html, contents: TableOfContents(MarkdownDocument(parsing: contents)), text: "", vocabulary: [])
        }
        let content = { PageFingerprint.content(of: builder.article($0)) }
        let base = content(rendered("<p>a</p>", "## One\n\n## Two\n"))
        #expect(content(rendered("<p>a</p>", "## One\n\n## Two\n")) == base)
        #expect(content(rendered("<p>b</p>", "## One\n\n## Two\n")) != base)
        #expect(content(rendered("<p>a</p>", "## One\n\n### Two\n")) != base)
        #expect(content(rendered("<p>a</p>", "## One\n")) != base)
        #expect(TableOfContents(document).entries.count == 2)
    }
}
