/// The sidebar's article links as HTML, each rendered once per build through the
/// `partials/sidebar-link` template, so a page's sidebar costs a few string joins instead of a
/// template walk over every article: every page of a 1,000-article site lists 1,000 links, which
/// rendered one by one was most of a cold build. Only the current page's own link is rendered per page.
struct SidebarLinks {
    static let template = "partials/sidebar-link"

    private let templates: TemplateSet
    /// Per section, per article: the link when it is not the current page.
    private let links: [[(file: String, html: String)]]
    /// Per section: its links joined, none current.
    private let joined: [String]

    /// A templates folder without `partials/sidebar-link` uses the built-in one (`TemplateSet`).
    init(templates: TemplateSet, sections: [SiteNavigation.Section], link: (Article, Bool) -> PageContext.Link) {
        self.templates = templates
        links = sections.map { section in
            section.articles.map { ($0.file, templates.render(Self.template, link($0, false))) }
        }
        joined = links.map { $0.map(\.html).joined(separator: "\n") }
    }

    /// The links of section `index` as HTML, with `current`'s own link rendered as current.
    func html(section index: Int, current: (file: String, link: PageContext.Link)?) -> String {
        guard let current, let position = links[index].firstIndex(where: { $0.file == current.file }) else { return joined[index] }
        var items = links[index].map(\.html)
        items[position] = templates.render(Self.template, current.link)
        return items.joined(separator: "\n")
    }
}
