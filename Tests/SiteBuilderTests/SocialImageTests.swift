import Foundation
import Testing
@testable import SiteBuilder

/// `og:image` cards: which pages get one and under what URL, the drawing a card shows, the
/// cache that keeps a card from being drawn twice, and (where Chromium is installed) the PNG.
@Suite struct SocialImageTests {
    static let article = """
        ---
        title: Stacks
        ---

        Two squares.

        ```swift
        HStack { Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 40, height: 40) }
        ```

        ```swift
        Text("Second")
        ```
        """
    static let prose = "---\ntitle: Words\n---\n\nNo code here.\n"
    static let home = "---\ntitle: Guide\n---\n\nHello.\n"

    /// Writes `files` (path → text) as a content folder.
    private func content(_ files: [String: String]) throws -> String {
        let content = try SiteFixture.temporaryFolder() + "/content"
        try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
        for (path, text) in files { try text.write(toFile: content + "/" + path, atomically: true, encoding: .utf8) }
        return content
    }

    private func build(
        _ content: String, baseURL: String? = "https://example.com/guide/", chromium: String? = BuildOptions.installedChromium, output: String? = nil
    ) throws -> BuiltSite {
        try SiteFixture.build(content: content, baseURL: baseURL, output: output, chromium: chromium)
    }

    /// The value of `<meta property="og:image" content="…">`, if the page has one.
    private func imageURL(in html: String) -> String? {
        guard let start = html.range(of: "<meta property=\"og:image\" content=\"") else { return nil }
        return String(html[start.upperBound...].prefix { $0 != "\"" })
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian), after its signature.
    private func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    // MARK: Which drawing

    @Test func theFirstDrawingOfTheFirstFigureWithOne() throws {
        let noPreview = "<figure class=\"example example-code-only\"><div class=\"example-code\"><svg width=\"1\" height=\"1\"></svg></div></figure>"
        let schemes = """
            <figure class="example"><div class="preview-canvas"><div class="preview-render"><div class="scheme-light">\
            <svg xmlns="http://www.w3.org/2000/svg" width="120" height="40.5"><svg width="2" height="2"></svg><rect/></svg>
            </div><div class="scheme-dark"><svg width="120" height="40.5"><circle/></svg></div></div></div></figure>
            """
        let drawing = try #require(FigureDrawing.first(in: ["", noPreview, schemes]))
        #expect(drawing.svg == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"40.5\"><svg width=\"2\" height=\"2\"></svg><rect/></svg>")
        #expect(drawing.width == 120 && drawing.height == 40.5)
        #expect(FigureDrawing.first(in: [noPreview]) == nil)
        #expect(FigureDrawing(svg: "<svg width=\"0\" height=\"4\"></svg>") == nil)
    }

    /// A drawing fills the panel's room (1200 − 2 × (40 + 32) by 630 − 2 × (40 + 32)) up to 3×.
    @Test func drawingsAreScaledToTheRoomUpToThreeTimes() throws {
        let small = try #require(FigureDrawing(svg: "<svg width=\"100\" height=\"40\"></svg>"))
        let wide = try #require(FigureDrawing(svg: "<svg width=\"1056\" height=\"100\"></svg>"))
        let tall = try #require(FigureDrawing(svg: "<svg width=\"393\" height=\"972\"></svg>"))
        #expect(SocialCard.scale(for: small) == 3)
        #expect(SocialCard.scale(for: wide) == 1)
        #expect(SocialCard.scale(for: tall) == 0.5)
    }

    @Test func imagesAreFoundInTheContentFolderAndChangeTheKey() throws {
        let drawing = try #require(FigureDrawing(svg: "<svg width=\"10\" height=\"10\"><image x=\"0\" href=\"/guide/images/a%20b.png\"/></svg>"))
        let urls = SiteURLs(baseURL: BaseURL("https://example.com/guide/"))
        let images = SocialCard.images(in: drawing, urls: urls, contentFolder: "/c")
        #expect(images == [SocialCard.Image(href: "/guide/images/a%20b.png", file: "/c/images/a b.png")])
        let relative = SocialCard.images(in: drawing, urls: urls, contentFolder: "content")
        #expect(relative.map(\.file) == [FileManager.default.currentDirectoryPath + "/content/images/a b.png"])
        let folder = try SiteFixture.temporaryFolder()
        let file = folder + "/a.png"
        try Data([1]).write(to: URL(fileURLWithPath: file))
        let before = SocialCard.key(for: drawing, images: [SocialCard.Image(href: "x", file: file)])
        try Data([1, 2]).write(to: URL(fileURLWithPath: file))
        #expect(SocialCard.key(for: drawing, images: [SocialCard.Image(href: "x", file: file)]) != before)
        #expect(SocialCard.key(for: drawing, images: []) == SocialCard.key(for: drawing, images: []))
    }

    // MARK: When cards are on

    @Test func cardsNeedABaseURLAndChromiumAndStayOffForLargeSitesUnlessAsked() {
        let with = BuildOptions(contentFolder: "c", baseURL: BaseURL("https://example.com/"), chromium: "/usr/bin/chromium")
        #expect(SocialImages.availability(setting: nil, articleCount: 100, options: with) == .on(chromium: "/usr/bin/chromium"))
        #expect(!SocialImages.availability(setting: nil, articleCount: 101, options: with).isOn)
        #expect(SocialImages.availability(setting: true, articleCount: 5_000, options: with).isOn)
        #expect(!SocialImages.availability(setting: false, articleCount: 1, options: with).isOn)
        let noBase = BuildOptions(contentFolder: "c", chromium: "/usr/bin/chromium")
        guard case .off(let reason) = SocialImages.availability(setting: true, articleCount: 1, options: noBase) else {
            Issue.record("on without a base URL")
            return
        }
        #expect(reason.contains("--base-url"))
        let noChromium = BuildOptions(contentFolder: "c", baseURL: BaseURL("https://example.com/"), chromium: nil)
        #expect(SocialImages.availability(setting: nil, articleCount: 1, options: noChromium) == .off(
            reason: "pages have no og:image: its cards are drawn by Chromium, which is not installed (Scripts/setup.sh installs it)"))
    }

    @Test func theLayoutNamesTheCardWithItsSize() throws {
        var context = PageContextTests.context
        context.socialImage = PageContext.SocialImage(url: "https://example.com/guide/og/k.png", width: 1200, height: 630)
        let html = try TemplateSet(source: .builtIn).render("page", context)
        #expect(html.contains("""
            <meta property="og:image" content="https://example.com/guide/og/k.png">
            <meta property="og:image:type" content="image/png">
            <meta property="og:image:width" content="1200">
            <meta property="og:image:height" content="630">
            <meta name="twitter:card" content="summary_large_image">
            """))
        #expect(!(try TemplateSet(source: .builtIn).render("page", PageContextTests.context)).contains("og:image"))
    }

    /// Without a base URL, or without Chromium, no page names a card, nothing is drawn, and one note says why.
    @Test func withoutABaseURLOrChromiumPagesHaveNoCardAndOneNote() throws {
        let folder = try content(["index.md": Self.home, "01-stacks.md": Self.article, "02-words.md": Self.prose])
        let unpublished = try build(folder, baseURL: nil, chromium: "/usr/bin/chromium")
        let noBrowser = try build(folder, chromium: nil)
        for site in [unpublished, noBrowser] {
            #expect(imageURL(in: try site.text("01-stacks.html")) == nil)
            #expect(!site.exists("og"))
            #expect(site.report.notes.count == 1)
            #expect(site.report.drawnCardCount == 0)
            #expect(site.report.diagnostics.isEmpty)
        }
        #expect(unpublished.report.notes[0].contains("--base-url"))
        #expect(noBrowser.report.notes[0].contains("Chromium"))
        let off = try build(try content(["index.md": "---\ntitle: Guide\nog-image: false\n---\n", "01-stacks.md": Self.article]), chromium: "/usr/bin/chromium")
        #expect(off.report.notes == ["pages have no og:image: 'og-image: false' in index.md turns the cards off"])
        #expect(imageURL(in: try off.text("01-stacks.html")) == nil)
    }

    // MARK: With Chromium

    @Test(.enabled(if: BuildOptions.installedChromium != nil, "needs Chromium (Scripts/setup.sh installs it)"))
    func aPageWithAFigureNamesItsCardByFullURLUnderTheSubpath() throws {
        let site = try build(try content(["index.md": Self.home, "01-stacks.md": Self.article, "02-words.md": Self.prose]))
        let url = try #require(imageURL(in: try site.text("01-stacks.html")))
        #expect(url.wholeMatch(of: #/https://example\.com/guide/og/[0-9a-f]{32}\.png/#) != nil, "\(url)")
        #expect(imageURL(in: try site.text("02-words.html")) == nil)
        #expect(imageURL(in: try site.text("index.html")) == nil)
        #expect(site.report.notes.isEmpty && site.report.drawnCardCount == 1)
        let png = try Data(contentsOf: URL(fileURLWithPath: site.folder + "/" + url.dropFirst("https://example.com/guide/".count)))
        let size = try #require(pngSize(png))
        #expect(size.width == SocialCard.width && size.height == SocialCard.height)
        #expect(try site.text("01-stacks.html").contains("<meta name=\"twitter:card\" content=\"summary_large_image\">"))
    }

    /// A second build draws nothing: the card of an unchanged drawing comes from the cache, whether
    /// the article changed elsewhere or the output is new.
    @Test(.enabled(if: BuildOptions.installedChromium != nil, "needs Chromium (Scripts/setup.sh installs it)"))
    func anUnchangedDrawingIsNeverDrawnAgain() throws {
        let folder = try content(["index.md": Self.home, "01-stacks.md": Self.article])
        let output = try SiteFixture.temporaryFolder() + "/site"
        let first = try build(folder, output: output)
        #expect(first.report.drawnCardCount == 1)
        let url = imageURL(in: try first.text("01-stacks.html"))
        try (Self.article + "\nMore words.\n").write(toFile: folder + "/01-stacks.md", atomically: true, encoding: .utf8)
        let second = try build(folder, output: output)
        #expect(second.report.reusedArticleCount == 0)
        #expect(second.report.drawnCardCount == 0)
        #expect(imageURL(in: try second.text("01-stacks.html")) == url)
        let besideIt = try build(folder, output: (output as NSString).deletingLastPathComponent + "/other")
        #expect(besideIt.report.drawnCardCount == 0)
        #expect(try SiteFixture.files(in: besideIt.folder + "/og") == SiteFixture.files(in: second.folder + "/og"))
        try Self.article.replacingOccurrences(of: "width: 40, height: 40); Color.blue", with: "width: 60, height: 40); Color.blue")
            .write(toFile: folder + "/01-stacks.md", atomically: true, encoding: .utf8)
        let changed = try build(folder, output: output)
        #expect(changed.report.drawnCardCount == 1)
        #expect(imageURL(in: try changed.text("01-stacks.html")) != url)
        let cached = try FileManager.default.contentsOfDirectory(atPath: (output as NSString).deletingLastPathComponent + "/.fieldguide-cache/og-images")
        #expect(cached.count == 1)
    }
}
