/// The sidebar's article links as HTML, each rendered once per build through the
/// `partials/sidebar-link` template, so a page's sidebar costs a few string joins instead of a
/// template walk: the sidebar file and the home page list every article, and every other page the
/// links of its section. Only the current page's own link is rendered per page.
struct SidebarLinks {
    static let template = "partials/sidebar-link"

    private let templates: TemplateSet
    /// Per section, per article: the link when it is not the current page.
    private let links: [[String]]
    /// Per section: its links joined, none current.
    private let joined: [String]

    /// A templates folder without `partials/sidebar-link` uses the built-in one (`TemplateSet`).
    init(templates: TemplateSet, sections: [SiteNavigation.Section], link: (Article, Bool) -> PageContext.Link) {
        self.templates = templates
        links = sections.map { section in section.articles.map { templates.render(Self.template, link($0, false)) } }
        joined = links.map { $0.joined(separator: "\n") }
    }

    /// The links of section `index` in `range` as HTML, the one at `current`'s position rendered
    /// with its link (as the current page).
    func html(section index: Int, range: Range<Int>, current: (position: Int, link: PageContext.Link)?) -> String {
        if current == nil, range == links[index].indices { return joined[index] }
        var items = Array(links[index][range])
        if let current, range.contains(current.position) {
            items[current.position - range.lowerBound] = templates.render(Self.template, current.link)
        }
        return items.joined(separator: "\n")
    }
}
