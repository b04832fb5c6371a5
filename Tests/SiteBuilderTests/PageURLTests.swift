import Foundation
import TestSupport
import Testing
@testable import SiteBuilder

/// File names with characters URLs reserve (`#`, `?`, `%`, spaces, `:`, non-ASCII) reach their pages
/// by every route: sidebar, home page cards, pager, Markdown links, canonical URL, search index,
/// sitemap, and previews' and Markdown's images. Before issue 17 the URLs were not encoded, so
/// `07-ha#sh.md` and `09-q?uery.md` were unreachable everywhere.
@Suite struct PageURLTests {
    /// Each article links to the next one, as its author would write it (encoded), and shows an image
    /// whose name also needs encoding; the first also shows it from code.
    static let articles = ["06-plain.md", "07-ha#sh.md", "09-q?uery.md", "10-s p.md", "11-100%.md", "12-é.md", "13-a:b.md", "14-&'.md"]
    static let image = "images/a b#1.svg"

    static func makeContent() throws -> String {
        let content = try SiteFixture.temporaryFolder() + "/content"
        try FileManager.default.createDirectory(atPath: content + "/images", withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"/>"#.write(toFile: content + "/" + image, atomically: true, encoding: .utf8)
        for (index, name) in articles.enumerated() {
            let next = articles[(index + 1) % articles.count]
            let text = """
                # Page \(index)

                [next](\(SiteURLs.encoded(next))) and ![picture](\(SiteURLs.encoded(image)))

                """ + (index == 0 ? "```swift\nImage(\"a b#1\")\n```\n" : "")
            try text.write(toFile: content + "/" + name, atomically: true, encoding: .utf8)
        }
        return content
    }

    @Test(arguments: [nil, "https://example.com/guide/"])
    func everyRouteReachesTheWrittenFile(baseURL: String?) throws {
        let site = try SiteFixture.build(content: try Self.makeContent(), baseURL: baseURL)
        #expect(site.report.diagnostics.isEmpty, "\(site.report.diagnostics)")
        let root = baseURL.map { _ in "/guide/" } ?? ""
        let origin = baseURL.map { _ in "https://example.com" }
        for name in Self.articles {
            let page = String(name.dropLast(3)) + ".html"
            #expect(site.exists(page), "\(page) was not written under its own name")
            let url = root + SiteURLs.encoded(page)
            let routes = try [
                ("sidebar", site.text("index.html").contains("<li><a href=\"\(url)\">")),
                ("home page card", site.text("index.html").contains("<a class=\"card\" href=\"\(url)\">")),
                ("search index", site.text("search-index.json").contains("\"path\":\"\(SiteURLs.encoded(page))\"")),
                ("sitemap", site.text("sitemap.xml").contains("<loc>\((origin ?? "") + url)</loc>")),
            ]
            for (route, found) in routes { #expect(found, "\(route) lacks \(url)") }
        }
        let links = try SiteLinks.links(in: site.folder)
        #expect(links.count > Self.articles.count * 8, "\(links.count) links")
        #expect(try SiteLinks.broken(in: site.folder, root: root, origin: origin) == [])
    }

    @Test func aPathKeepsOnlyUnreservedCharactersAndSlashes() {
        let cases = [
            ("05-frames.html", "05-frames.html"),
            ("assets/site.css", "assets/site.css"),
            ("07-ha#sh.html", "07-ha%23sh.html"),
            ("09-q?uery.html", "09-q%3Fuery.html"),
            ("images/a b.png", "images/a%20b.png"),
            ("100%.html", "100%25.html"),
            ("%41.html", "%2541.html"),
            ("é.html", "%C3%A9.html"),
            ("a:b.html", "a%3Ab.html"),
            ("&'\"<>.html", "%26%27%22%3C%3E.html"),
            ("~a_b-c.d", "~a_b-c.d"),
        ]
        for (path, url) in cases { #expect(SiteURLs.encoded(path) == url) }
    }
}
