import Testing
@testable import DevServer

/// Content types a static site needs, as registered with IANA (RFC 9239 for JavaScript,
/// RFC 8081 for fonts); textual ones declare UTF-8.
struct ContentTypeTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("site.css", "text/css; charset=utf-8"),
        ("search.js", "text/javascript; charset=utf-8"),
        ("module.mjs", "text/javascript; charset=utf-8"),
        ("logo.svg", "image/svg+xml; charset=utf-8"),
        ("search-index.json", "application/json; charset=utf-8"),
        ("sitemap.xml", "application/xml; charset=utf-8"),
        ("site.webmanifest", "application/manifest+json; charset=utf-8"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("site.css.map", "application/json; charset=utf-8"),
        ("Inter.woff2", "font/woff2"),
        ("Inter.woff", "font/woff"),
        ("SFMono.ttf", "font/ttf"),
        ("SFMono.otf", "font/otf"),
        ("preview.png", "image/png"),
        ("photo.JPG", "image/jpeg"),
        ("hero.webp", "image/webp"),
        ("hero.avif", "image/avif"),
        ("favicon.ico", "image/vnd.microsoft.icon"),
        ("archive.unknownext", "application/octet-stream"),
        ("Makefile", "application/octet-stream"),
        (".htaccess", "application/octet-stream"),
    ])
    func contentTypeFollowsExtension(fileName: String, expected: String) {
        #expect(ContentType.forFileName(fileName) == expected)
    }

    @Test func onlyHTMLCountsAsHTML() {
        #expect(ContentType.isHTML("text/html; charset=utf-8"))
        #expect(!ContentType.isHTML("application/xhtml+xml"))
        #expect(!ContentType.isHTML("text/css; charset=utf-8"))
    }
}
