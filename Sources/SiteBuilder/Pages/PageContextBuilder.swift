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
    /// The site's name and URLs, which every page's context holds: made once, not per page.
    let site: PageContext.Site

    /// With templates, pages' sidebar links are rendered once each (`SidebarLinks`).
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
        let links = navigation.sections.map { section in
            section.articles.map { PageContext.Link(title: $0.title, url: urls.url($0.page), summary: $0.summary, isCurrent: false) }
        }
        self.links = links
        sidebar = templates.map { SidebarLinks(templates: $0, links: links) }
        site = Self.site(home: home, urls: urls, favicon: favicon)
    }

    private static func site(home: Article?, urls: SiteURLs, favicon: String) -> PageContext.Site {
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
            faviconURL: urls.url(favicon),
            sidebarURL: urls.url(SidebarFile.path))
    }

    /// An article's page; `image` is its `og:image` card.
    func article(_ rendered: RenderedArticle, image: PageContext.SocialImage? = nil) -> PageContext {
        articlePage(rendered.article, rendered: rendered, image: image)
    }

    /// An article's page without its own content (`PageContext.contentKeys`), from its place in
    /// the reading order alone: what its page fingerprint walks, rendered or reused.
    /// Its sidebar's links are left unrendered: they follow from the links listed and the
    /// templates, which the fingerprint covers (`PageFingerprint.site`), and rendering them for
    /// every unchanged page was most of a one-article rebuild.
    func articleNavigation(_ article: Article) -> PageContext {
        articlePage(article, rendered: nil, image: nil, rendersLinks: false)
    }

    private func articlePage(
        _ article: Article, rendered: RenderedArticle?, image: PageContext.SocialImage?, rendersLinks: Bool = true
    ) -> PageContext {
        let (previous, next) = navigation.neighbours(of: article)
        let highlighting = rendered?.needsHighlighting == true && HighlightScript.isInstalled
        return PageContext(
            site: site,
            page: PageContext.Page(
                title: article.title, summary: article.summary, section: article.section,
                canonicalURL: canonical(article.page), isHome: false,
                highlightScriptURL: highlighting ? urls.url(HighlightScript.sitePath) : nil),
            sections: sections(
                navigation.place(of: article.file).map { Focus.article(section: $0.section, position: $0.index, file: article.file) } ?? .headings,
                rendersLinks: rendersLinks),
            contents: rendered?.contents.entries.map { PageContext.ContentsEntry(id: $0.id, text: $0.title, isNested: $0.isNested) } ?? [],
            hasContents: (rendered?.contents.entries.count ?? 0) > 1,
            previous: previous.map { link($0, current: nil) },
            next: next.map { link($0, current: nil) },
            content: rendered?.html ?? "", edit: rendered == nil ? nil : edits.edit(for: article.file), socialImage: image)
    }

    /// The home page: `index.md`'s text (`html`), then every section with its articles' summaries;
    /// its sidebar lists every article. `rendersLinks: false` leaves the sidebar's links
    /// unrendered, for its fingerprint (as `articleNavigation`).
    func homePage(html: String, rendersLinks: Bool = true) -> PageContext {
        let site = site
        return PageContext(
            site: site,
            page: PageContext.Page(title: site.title, summary: site.description, section: nil, canonicalURL: canonical("index.html"), isHome: true),
            sections: sections(.all, rendersLinks: rendersLinks), contents: [], hasContents: false, previous: nil, next: nil,
            content: html)
    }

    /// What `partials/sidebar` renders for the sidebar file (`SidebarFile`): every section with
    /// every article, no page current; `rendersLinks` as for `homePage`.
    func sidebarFile(rendersLinks: Bool = true) -> PageContext {
        let site = site
        return PageContext(
            site: site, page: PageContext.Page(title: site.title, summary: nil, section: nil, canonicalURL: nil, isHome: false),
            sections: sections(.all, rendersLinks: rendersLinks), contents: [], hasContents: false, previous: nil, next: nil, content: "")
    }

    /// A content folder's section page, through the `page` template (so every templates folder
    /// has one): its `_index.md`'s title, summary and text (`html`), then its articles as cards;
    /// `rendersLinks` as for `homePage`.
    func sectionPage(_ section: SiteNavigation.Section, html: String, rendersLinks: Bool = true) -> PageContext {
        let cards = section.articles.map { article in
            let summary = article.summary.map { "<span class=\"card-summary\">\(HTMLEscaping.escape($0))</span>" } ?? ""
            return "<li><a class=\"card\" href=\"\(HTMLEscaping.escape(urls.url(article.page)))\"><span class=\"card-title\">"
                + HTMLEscaping.escape(article.title) + "</span>\(summary)</a></li>"
        }
        let list = cards.isEmpty ? "" : "\n<ul class=\"cards section-pages\">\n" + cards.joined(separator: "\n") + "\n</ul>"
        let index = navigation.sections.firstIndex { $0.folder == section.folder && $0.title == section.title }
        return PageContext(
            site: site,
            page: PageContext.Page(
                title: section.title ?? "", summary: section.index?.summary, section: nil, canonicalURL: section.page.flatMap(canonical), isHome: false),
            sections: sections(index.map(Focus.section) ?? .headings, rendersLinks: rendersLinks), contents: [], hasContents: false,
            previous: nil, next: nil, content: html + list, edit: section.index.flatMap { edits.edit(for: $0.file) })
    }

    /// `404.html`: served for any missing path, so its links start at the site root.
    func notFoundPage() -> PageContext {
        let builder = PageContextBuilder(
            urls: SiteURLs(baseURL: urls.baseURL, rootWithoutBaseURL: "/"), navigation: navigation, home: home, templates: templates,
            favicon: favicon)
        return PageContext(
            site: builder.site,
            page: PageContext.Page(title: "Page not found", summary: nil, section: nil, canonicalURL: nil, isHome: false),
            sections: builder.sections(.headings), contents: [], hasContents: false, previous: nil, next: nil, content: "")
    }

    /// Which sections a page's sidebar expands.
    private enum Focus {
        /// The home page and the sidebar file: every section.
        case all
        /// `404.html`: headings only.
        case headings
        /// A section's own page.
        case section(Int)
        /// An article's page: its section, around its link.
        case article(section: Int, position: Int, file: String)
    }

    /// Every section's heading, with the articles of the sections `focus` expands. A page other
    /// than the home page lists only its own section, so its size does not grow with the rest of
    /// the site; `site.js` brings in the others from the sidebar file.
    private func sections(_ focus: Focus, rendersLinks: Bool = true) -> [PageContext.Section] {
        navigation.sections.enumerated().map { index, section in
            let collapsed = PageContext.Section(heading: section.title, url: section.page.map(urls.url), isExpanded: false, articles: [], links: nil)
            let count = section.articles.count
            switch focus {
            case .all:
                return expanded(collapsed, index: index, range: 0..<count, current: nil, rendersLinks: rendersLinks)
            case .section(let current) where current == index:
                // The section's page lists all its articles itself.
                var own = expanded(collapsed, index: index, range: Self.window(count: count, around: 0), current: nil, rendersLinks: rendersLinks)
                own.isCurrentPage = true
                own.more = nil
                return own
            case .article(let current, let position, let file) where current == index:
                return expanded(
                    collapsed, index: index, range: Self.window(count: count, around: position),
                    current: (position, link(section.articles[position], current: file)), rendersLinks: rendersLinks)
            default:
                return collapsed
            }
        }
    }

    /// `section` listing its links in `range`, `current`'s marked, and a link to all of them when
    /// the range leaves some out.
    private func expanded(
        _ section: PageContext.Section, index: Int, range: Range<Int>, current: (position: Int, link: PageContext.Link)?, rendersLinks: Bool = true
    ) -> PageContext.Section {
        var articles = Array(links[index][range])
        if let current, range.contains(current.position) { articles[current.position - range.lowerBound] = current.link }
        var listed = PageContext.Section(
            heading: section.heading, url: section.url, articles: articles,
            links: rendersLinks ? sidebar?.html(section: index, range: range, current: current) : nil)
        if range.count < links[index].count {
            listed.more = PageContext.Link(title: "All \(links[index].count) articles", url: section.url ?? site.homeURL, summary: nil, isCurrent: false)
        }
        return listed
    }

    /// How many of a section's links a page other than the home page shows at most.
    static let fallbackLinks = 40

    /// The `fallbackLinks` positions around `position` in a section of `count` articles.
    static func window(count: Int, around position: Int) -> Range<Int> {
        guard count > fallbackLinks else { return 0..<count }
        let lower = min(max(0, position - fallbackLinks / 2), count - fallbackLinks)
        return lower..<(lower + fallbackLinks)
    }

    private func link(_ article: Article, current: String?) -> PageContext.Link {
        PageContext.Link(title: article.title, url: urls.url(article.page), summary: article.summary, isCurrent: article.file == current)
    }

    private func canonical(_ sitePath: String) -> String? {
        urls.baseURL == nil ? nil : urls.absolute(sitePath)
    }
}
