import MarkdownTree

/// `sitemap.xml` (sitemaps.org protocol 0.9): every published page, home first, then articles in
/// reading order, with the base URL, and `lastmod` where git knows the page's last commit day
/// (never the build's time, so the same checkout writes the same bytes).
enum Sitemap {
    static let file = "sitemap.xml"

    struct Entry {
        let page: String
        /// `YYYY-MM-DD`, the W3C date form the protocol takes.
        let lastModified: String?
    }

    static func xml(_ entries: [Entry], urls: SiteURLs) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for entry in entries {
            let lastmod = entry.lastModified.map { "<lastmod>\(HTMLEscaping.escape($0))</lastmod>" } ?? ""
            xml += "<url><loc>\(HTMLEscaping.escape(urls.absolute(entry.page)))</loc>\(lastmod)</url>\n"
        }
        return xml + "</urlset>\n"
    }
}
