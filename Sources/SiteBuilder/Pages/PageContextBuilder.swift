import MarkdownTree

/// Builds the contexts templates render: the site's name and URLs, the sidebar, and per page its
/// title, contents, neighbours and HTML.
struct PageContextBuilder {
    /// The site's name when `index.md` names none.
    static let defaultTitle = "Field Guide"

    let urls: SiteURLs
    let navigation: SiteNavigation
    /// `index.md`, whose front matter names the site.
    let home: Article?
    /// The site path of the site's icon (`Favicon`).
    let favicon: String
    /// Each article's edit link and last commit day.
    let edits: EditLinks
    private let templates: TemplateSet?
    /// Per sidebar section, its articles' links with none current: made once, not per page.
    private let links: [[PageContext.Link]]
    private let sidebar: SidebarLinks?

    /// With templates, every page's sidebar links come pre-rendered (`SidebarLinks`).
    init(
        urls: SiteURLs, navigation: SiteNavigation, home: Article?, templates: TemplateSet? = nil, favicon: String = Favicon.defaultPath,
        edits: EditLinks = EditLinks(home: nil, history: .unknown)
    ) {
        self.urls = urls
        self.edits = edits
        self.navigation = navigation
        self.home = home
        self.favicon = favicon
        self.templates = templates
        let link = { (article: Article, isCurrent: Bool) in
            PageContext.Link(title: article.title, url: urls.url(article.page), summary: article.summary, isCurrent: isCurrent)
        }
        links = navigation.sections.map { $0.articles.map { link($0, false) } }
        sidebar = templates.map { SidebarLinks(templates: $0, sections: navigation.sections, link: link) }
    }

    var site: PageContext.Site {
        let frontMatter = home?.document?.frontMatter
        return PageContext.Site(
            title: HTMLEscaping.replacingCharactersXMLForbids(frontMatter?.title ?? Self.defaultTitle),
            description: frontMatter?.summary.map(HTMLEscaping.replacingCharactersXMLForbids),
            root: urls.root,
            homeURL: urls.url("index.html"),
            stylesheetURL: urls.url(TemplateSource.stylesheet),
            fontsStylesheetURL: urls.url(FontFiles.stylesheet),
            scriptURL: urls.url(TemplateSource.script),
            searchIndexURL: urls.url(SearchIndex.file),
            faviconURL: urls.url(favicon))
    }

    /// An article's page; `image` is its `og:image` card.
    func article(_ rendered: RenderedArticle, image: PageContext.SocialImage? = nil) -> PageContext {
        let article = rendered.article
        let (previous, next) = navigation.neighbours(of: article)
        return PageContext(
            site: site,
            page: PageContext.Page(
                title: article.title, summary: article.summary, section: article.section,
                canonicalURL: canonical(article.page), isHome: false,
                highlightScriptURL: rendered.needsHighlighting && HighlightScript.isInstalled ? urls.url(HighlightScript.sitePath) : nil),
            sections: sections(current: article.file),
            contents: rendered.contents.entries.map { PageContext.ContentsEntry(id: $0.id, text: $0.title, isNested: $0.isNested) },
            hasContents: rendered.contents.entries.count > 1,
            previous: previous.map { link($0, current: nil) },
            next: next.map { link($0, current: nil) },
            content: rendered.html, edit: edits.edit(for: article.file), socialImage: image)
    }

    /// The home page: `index.md`'s text (`html`), then every section with its articles' summaries.
    func homePage(html: String) -> PageContext {
        let site = site
        return PageContext(
            site: site,
            page: PageContext.Page(title: site.title, summary: site.description, section: nil, canonicalURL: canonical("index.html"), isHome: true),
            sections: sections(current: nil), contents: [], hasContents: false, previous: nil, next: nil,
            content: html)
    }

    /// A content folder's section page, through the `page` template (so every templates folder
    /// has one): its `_index.md`'s title, summary and text (`html`), then its articles as cards.
    func sectionPage(_ section: SiteNavigation.Section, html: String) -> PageContext {
        let cards = section.articles.map { article in
            let summary = article.summary.map { "<span class=\"card-summary\">\(HTMLEscaping.escape($0))</span>" } ?? ""
            return "<li><a class=\"card\" href=\"\(HTMLEscaping.escape(urls.url(article.page)))\"><span class=\"card-title\">"
                + HTMLEscaping.escape(article.title) + "</span>\(summary)</a></li>"
        }
        let list = cards.isEmpty ? "" : "\n<ul class=\"cards section-pages\">\n" + cards.joined(separator: "\n") + "\n</ul>"
        return PageContext(
            site: site,
            page: PageContext.Page(
                title: section.title ?? "", summary: section.index?.summary, section: nil, canonicalURL: section.page.flatMap(canonical), isHome: false),
            sections: sections(current: nil), contents: [], hasContents: false, previous: nil, next: nil,
            content: html + list, edit: section.index.flatMap { edits.edit(for: $0.file) })
    }

    /// `404.html`: served for any missing path, so its links start at the site root.
    func notFoundPage() -> PageContext {
        let builder = PageContextBuilder(
            urls: SiteURLs(baseURL: urls.baseURL, rootWithoutBaseURL: "/"), navigation: navigation, home: home, templates: templates,
            favicon: favicon)
        return PageContext(
            site: builder.site,
            page: PageContext.Page(title: "Page not found", summary: nil, section: nil, canonicalURL: nil, isHome: false),
            sections: builder.sections(current: nil), contents: [], hasContents: false, previous: nil, next: nil, content: "")
    }

    private func sections(current: String?) -> [PageContext.Section] {
        navigation.sections.enumerated().map { index, section in
            var links = links[index]
            var currentLink: (file: String, link: PageContext.Link)?
            if let current, let position = section.articles.firstIndex(where: { $0.file == current }) {
                links[position] = link(section.articles[position], current: current)
                currentLink = (current, links[position])
            }
            return PageContext.Section(
                heading: section.title, url: section.page.map(urls.url), articles: links, links: sidebar?.html(section: index, current: currentLink))
        }
    }

    private func link(_ article: Article, current: String?) -> PageContext.Link {
        PageContext.Link(title: article.title, url: urls.url(article.page), summary: article.summary, isCurrent: article.file == current)
    }

    private func canonical(_ sitePath: String) -> String? {
        urls.baseURL == nil ? nil : urls.absolute(sitePath)
    }
}
