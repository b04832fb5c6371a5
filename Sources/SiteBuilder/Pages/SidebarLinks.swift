import Foundation

/// The sidebar's article links as HTML, each rendered through the `partials/sidebar-link`
/// template at most once per build, so a page's sidebar costs a few string joins instead of a
/// template walk: the sidebar file and the home page list every article, and every other page the
/// links of its section. A link is rendered when a page first asks for it: a rebuild that rewrites
/// one article renders the forty links around it, not every link of the site. Only the current
/// page's own link is rendered per page. Pages are written from several threads.
final class SidebarLinks: @unchecked Sendable {
    static let template = "partials/sidebar-link"

    private let templates: TemplateSet
    /// Per section, per article: the link when it is not the current page.
    private let links: [[PageContext.Link]]
    /// Per section, per article: its HTML, once rendered.
    private var rendered: [[String?]]
    /// Per section: its links joined, none current, once asked for.
    private var joined: [String?]
    private let lock = NSLock()

    /// A templates folder without `partials/sidebar-link` uses the built-in one (`TemplateSet`).
    init(templates: TemplateSet, links: [[PageContext.Link]]) {
        self.templates = templates
        self.links = links
        rendered = links.map { Array(repeating: nil, count: $0.count) }
        joined = Array(repeating: nil, count: links.count)
    }

    /// The links of section `index` in `range` as HTML, the one at `current`'s position rendered
    /// with its link (as the current page).
    func html(section index: Int, range: Range<Int>, current: (position: Int, link: PageContext.Link)?) -> String {
        if current == nil, range == links[index].indices { return allLinks(of: index) }
        var items = range.map { html(section: index, position: $0) }
        if let current, range.contains(current.position) {
            items[current.position - range.lowerBound] = templates.render(Self.template, current.link)
        }
        return items.joined(separator: "\n")
    }

    private func allLinks(of index: Int) -> String {
        if let known = lock.withLock({ joined[index] }) { return known }
        let all = links[index].indices.map { html(section: index, position: $0) }.joined(separator: "\n")
        lock.withLock { joined[index] = all }
        return all
    }

    /// Two threads asking for the same new link may both render it, to the same HTML.
    private func html(section index: Int, position: Int) -> String {
        if let known = lock.withLock({ rendered[index][position] }) { return known }
        let link = templates.render(Self.template, links[index][position])
        lock.withLock { rendered[index][position] = link }
        return link
    }
}
