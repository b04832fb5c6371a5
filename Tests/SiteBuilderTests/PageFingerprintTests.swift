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

    /// What every page shares is the site's name and URLs, not the articles' titles: those reach
    /// only the pages whose part of the sidebar or neighbours show them.
    @Test func whatEveryPageSharesFollowsTheSiteNameAndTheURLsNotTheTitles() throws {
        let base = try site(contexts(titles: ["Frames", "Stacks"]))
        #expect(try site(contexts(titles: ["Frames", "Stacks"])) == base)
        #expect(try site(contexts(titles: ["Frames", "Stacks!"])) == base)
        #expect(try site(contexts(titles: ["Frames", "Stacks"], home: "---\ntitle: Other\n---\n")) != base)
        let published = try site(contexts(titles: ["Frames", "Stacks"], baseURL: "https://a.example/guide/"))
        #expect(published != base)
        // Only the host differs: the URLs pages share are the same, each page's canonical URL is not.
        let otherHost = contexts(titles: ["Frames", "Stacks"], baseURL: "https://b.example/guide/")
        #expect(try site(otherHost) == published)
        let hosts = try ["https://a.example/guide/", "https://b.example/guide/"].map { baseURL in
            let builder = contexts(titles: ["Frames", "Stacks"], baseURL: baseURL)
            return PageFingerprint(templates: try Self.templates.get(), contexts: builder).of(article: builder.navigation.articles[0], content: Fingerprint(high: 1, low: 2))
        }
        #expect(hosts[0] != hosts[1])
    }

    /// An article's page follows its section's titles and order (its sidebar and neighbours).
    @Test func anArticlesPageFollowsTheTitlesAndOrderOfItsSection() throws {
        let page = { (titles: [String]) throws -> Fingerprint in
            let builder = contexts(titles: titles)
            let first = try #require(builder.navigation.articles.first { $0.file == "01.md" })
            return PageFingerprint(templates: try Self.templates.get(), contexts: builder).of(article: first, content: Fingerprint(high: 1, low: 2))
        }
        let base = try page(["Frames", "Stacks", "Grids"])
        #expect(try page(["Frames", "Stacks", "Grids"]) == base)
        #expect(try page(["Frames", "Stacks", "Grids!"]) != base)
        #expect(try page(["Frames!", "Stacks", "Grids"]) != base)
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

    /// An article's navigation is fingerprinted once per build (`NavigationFingerprints`): asking
    /// again, with another content or for another article, gives what the page's context gives.
    @Test func anArticlesPageFingerprintIsTheSameWhenAskedAgain() throws {
        let builder = contexts(titles: ["Frames", "Stacks", "Grids"])
        let templates = try Self.templates.get()
        let pages = PageFingerprint(templates: templates, contexts: builder)
        let articles = builder.navigation.articles
        let contents = [Fingerprint(high: 1, low: 2), Fingerprint(high: 3, low: 4)]
        let asked = articles.flatMap { article in contents.map { pages.of(article: article, content: $0) } }
        let again = articles.flatMap { article in contents.map { pages.of(article: article, content: $0) } }
        let fresh = articles.flatMap { article in
            contents.map { pages.of(sitePath: article.page, context: builder.articleNavigation(article), content: $0) }
        }
        #expect(asked == fresh)
        #expect(again == fresh)
        #expect(Set(fresh).count == 6)
    }

    /// A rebuild takes the previous build's article navigation fingerprints only while everything
    /// they are made of is unchanged (`NavigationFingerprints.digest`): for every pair of sites
    /// below, differing in one input of some article's navigation, the fingerprints taken from the
    /// first are those the second makes afresh.
    @Test func previousNavigationFingerprintsAreTakenOnlyForTheSameNavigation() throws {
        let front = { (title: String, extra: String) in "---\ntitle: \(title)\n\(extra)---\n" }
        let base = [front("Frames", "order: 1\n"), front("Stacks", "order: 2\nsummary: Rows\n"), front("Grids", "order: 3\n")]
        let sites: [(articles: [String], baseURL: String?)] = [
            (base, nil),
            ([base[0], front("Stacks!", "order: 2\nsummary: Rows\n"), base[2]], nil),
            ([base[0], front("Stacks", "order: 2\nsummary: Columns\n"), base[2]], nil),
            ([base[0], front("Stacks", "order: 2\n"), base[2]], nil),
            ([base[0], front("Stacks", "order: 4\nsummary: Rows\n"), base[2]], nil),
            ([base[0], front("Stacks", "order: 2\nsummary: Rows\nsection: Layout\n"), base[2]], nil),
            ([base[0], front("Stacks", "order: 2\nsummary: Rows\nslug: rows\n"), base[2]], nil),
            (base, "https://a.example/guide/"),
            (base, "https://b.example/guide/"),
        ]
        let templates = try Self.templates.get()
        let builders = sites.map { site in
            let articles = site.articles.enumerated().map { Article(file: "0\($0.offset + 1).md", document: MarkdownDocument(parsing: $0.element)) }
            return PageContextBuilder(
                urls: SiteURLs(baseURL: site.baseURL.flatMap(BaseURL.init)), navigation: SiteNavigation(articles: articles),
                home: Article(file: "index.md", document: MarkdownDocument(parsing: "---\ntitle: Guide\n---\n")), templates: templates)
        }
        let content = Fingerprint(high: 1, low: 2)
        let stored = builders.map { builder in
            let pages = PageFingerprint(templates: templates, contexts: builder)
            for article in builder.navigation.articles { _ = pages.of(article: article, content: content) }
            return pages.storedNavigation
        }
        #expect(Set(stored.map(\.digest)).count == sites.count)
        for (index, builder) in builders.enumerated() {
            let fresh = PageFingerprint(templates: templates, contexts: builder)
            for previous in stored {
                let taking = PageFingerprint(templates: templates, contexts: builder, previous: previous)
                for article in builder.navigation.articles {
                    #expect(taking.of(article: article, content: content) == fresh.of(article: article, content: content), "site \(index), \(article.file)")
                }
            }
        }
    }
}
