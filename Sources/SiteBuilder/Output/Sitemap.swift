import MarkdownTree

/// `sitemap.xml` (sitemaps.org protocol 0.9): every published page, home first, then articles in
/// reading order, with the base URL. No `lastmod`: builds carry no timestamps.
enum Sitemap {
    static let file = "sitemap.xml"

    static func xml(pages: [String], urls: SiteURLs) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages {
            xml += "<url><loc>\(HTMLEscaping.escape(urls.absolute(page)))</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}
