import Foundation
import OpenTypeFonts
import Testing
@testable import SiteBuilder

/// Links, assets and the sitemap under a base URL, and relative links without one.
@Suite struct PublishingTests {
    @Test func withoutABaseURLLinksAreRelativeAnd404StartsAtTheServerRoot() throws {
        let site = try SiteFixture.basic()
        let html = try site.text("01-stacks.html")
        #expect(html.contains("<link rel=\"stylesheet\" href=\"assets/site.css\">"))
        #expect(html.contains("<a href=\"02-padding.html#insets\">padding</a>"))
        #expect(html.contains("<a href=\"images/box.svg\">picture</a>"))
        #expect(html.contains("<a href=\"#two-squares\">the top</a>"))
        #expect(!html.contains("rel=\"canonical\""))
        let notFound = try site.text("404.html")
        #expect(notFound.contains("<link rel=\"stylesheet\" href=\"/assets/site.css\">"))
        #expect(notFound.contains("<a class=\"sidebar-home\" href=\"/\">Overview</a>"))
        #expect(notFound.contains("data-sidebar-url=\"/assets/sidebar.html\""))
    }

    @Test func aBaseURLPrefixesEveryInternalLinkAndAssetURL() throws {
        let site = try SiteFixture.build(content: SiteFixture.content("basic"), baseURL: "https://example.com/guide")
        let html = try site.text("01-stacks.html")
        #expect(html.contains("data-root=\"/guide/\""))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"/guide/fonts/fonts.css\">"))
        #expect(html.contains("<script src=\"/guide/assets/site.js\" defer></script>"))
        #expect(html.contains("<a href=\"/guide/02-padding.html#insets\">padding</a>"))
        #expect(html.contains("<a class=\"site-title\" href=\"/guide/\">"))
        #expect(html.contains("href=\"/guide/images/box.svg\" preserveAspectRatio"))
        #expect(html.contains("<link rel=\"canonical\" href=\"https://example.com/guide/01-stacks.html\">"))
        #expect(html.contains("data-index=\"/guide/search-index.json\""))
        #expect(try site.text("404.html").contains("data-sidebar-url=\"/guide/assets/sidebar.html\""))
        #expect(try site.text(SidebarFile.path).contains("<a href=\"/guide/01-stacks.html\">Stacks</a>"))
    }

    @Test func sitemapListsEveryPageWithTheBaseURL() throws {
        let site = try SiteFixture.build(content: SiteFixture.content("basic"), baseURL: "https://example.com/guide/")
        // The fixture sits in this repository, so pages carry the day of their last commit
        // (EditLinksTests pins that); what is compared here is everything else.
        let sitemap = try site.text("sitemap.xml").replacingOccurrences(of: "<lastmod>[0-9-]{10}</lastmod>", with: "", options: .regularExpression)
        #expect(sitemap == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
            <url><loc>https://example.com/guide/</loc></url>
            <url><loc>https://example.com/guide/01-stacks.html</loc></url>
            <url><loc>https://example.com/guide/02-padding.html</loc></url>
            </urlset>

            """)
    }

    /// The faces go out as WOFF2 subsets made with Debian's fonttools and woff2 (setup installs
    /// them), shown at once in a metric-matched fallback (`font-display: swap`).
    @Test func fontsAndAssetsAreCopiedWithFontFaces() throws {
        let site = try SiteFixture.basic()
        #expect(site.exists("images/box.svg"))
        #expect(site.exists("assets/site.css") && site.exists("assets/site.js"))
        #expect(site.exists("fonts/Inter-Regular.woff2") && site.exists("fonts/FiraCode-Regular.woff2"))
        #expect(!site.exists("fonts/Inter-Regular.otf"))
        let css = try site.text("fonts/fonts.css")
        #expect(css.contains("@font-face { font-family: \"Inter\"; font-style: normal; font-weight: 600; font-display: swap; src: url(\"Inter-SemiBold.woff2\") format(\"woff2\"); }"))
        #expect(css.contains("font-family: \"Fira Code\"; font-style: normal; font-weight: 400;"))
        #expect(css.contains("@font-face { font-family: \"Inter Fallback\"; src: local(\"Arial\")"))
        #expect(!css.contains("font-display: block"))
        // The scheme colours drawings take from the page, in the stylesheet every template links.
        #expect(css.contains("  --fg-red: light-dark(#ff3b30, #ff453a);\n"))
        // Every face together is under the 200 KB a page may load in fonts.
        let total = try FileManager.default.contentsOfDirectory(atPath: site.folder + "/fonts").filter { $0.hasSuffix(".woff2") }
            .reduce(0) { sum, name in sum + ((try FileManager.default.attributesOfItem(atPath: site.folder + "/fonts/" + name)[.size] as? Int) ?? 0) }
        #expect(total > 0 && total <= 200_000 * 2, "\(total) bytes")
    }

    /// A subset is made once, kept in the cache folder, and found there again.
    @Test func aSubsetIsMadeOnceAndReused() throws {
        let source = try FontLibrary.debian.path(of: FontFace.all[0])
        let subset = try #require(FontSubsets.woff2(for: [source]).first ?? nil)
        #expect(subset.hasSuffix(".woff2"))
        #expect(FontSubsets.woff2(for: [source]) == [subset])
    }

    /// Every page names an icon: the content's own when it has one, else a default beside the pages.
    @Test func pagesLinkTheContentsFaviconOrADefault() throws {
        let site = try SiteFixture.basic()
        #expect(try site.text("favicon.svg").hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(try site.text("01-stacks.html").contains("<link rel=\"icon\" href=\"favicon.svg\">"))
        #expect(try site.text("404.html").contains("<link rel=\"icon\" href=\"/favicon.svg\">"))
        let folder = try SiteFixture.temporaryFolder()
        try "# A\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: URL(fileURLWithPath: folder + "/favicon.png"))
        let own = try SiteFixture.build(content: folder)
        #expect(try own.text("a.html").contains("<link rel=\"icon\" href=\"favicon.png\">"))
        #expect(!own.exists("favicon.svg"))
    }

    @Test func baseURLsAreReadStrictly() {
        #expect(BaseURL("https://example.com/guide")?.description == "https://example.com/guide/")
        #expect(BaseURL("HTTP://Example.com")?.path == "/")
        #expect(BaseURL("https://example.com/a/b/")?.origin == "https://example.com")
        for bad in ["example.com/guide", "/guide/", "ftp://example.com/", "https:///guide", "https://example.com/?q=1", "https://example.com//x"] {
            #expect(BaseURL(bad) == nil, "\(bad)")
        }
    }

    @Test func linkPathsResolveAgainstTheFileAndMayNotLeaveTheFolder() {
        #expect(LinkResolver.normalize("images/./a.svg", relativeTo: "01-a.md") == "images/a.svg")
        #expect(LinkResolver.normalize("../b.md", relativeTo: "notes/a.md") == "b.md")
        #expect(LinkResolver.normalize("../b.md", relativeTo: "a.md") == nil)
    }

    @Test func imageSizesComeFromSVGAttributesOrViewBoxAndPNGHeaders() {
        #expect(ImageSize.svg("<svg xmlns='http://www.w3.org/2000/svg' width=\"120px\" height='90'>") == .init(width: 120, height: 90))
        #expect(ImageSize.svg("<?xml version=\"1.0\"?><svg viewBox=\"0 0 40 30\" width=\"100%\">") == .init(width: 40, height: 30))
        #expect(ImageSize.svg("<svg>") == nil)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 1, 44, 0, 0, 0, 200, 8, 6, 0, 0, 0]
        #expect(ImageSize.png(png) == .init(width: 300, height: 200))
        #expect(ImageSize.png(Array(png.prefix(20))) == nil)
    }
}
