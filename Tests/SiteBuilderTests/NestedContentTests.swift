import Diagnostics
import Foundation
import Testing
@testable import SiteBuilder

/// Content in folders (issue 15, item 3): each folder is a sidebar section with a section page,
/// `urls: pretty` publishes pages as folders, `slug`, `aliases` and `weight` place and order
/// them, and links between folders resolve or are reported with what to write instead. The
/// `nested` fixture has two folder sections (one without `_index.md`), aliases and `redirects: true`.
@Suite struct NestedContentTests {
    private static let nested = Result { try SiteFixture.build(content: SiteFixture.content("nested"), baseURL: "https://example.com/guide/") }

    private func nested() throws -> BuiltSite { try Self.nested.get() }

    /// Builds `files` (path → text) as a content folder with the built-in templates.
    private func site(_ files: [String: String], baseURL: String? = nil) throws -> BuiltSite {
        let content = try SiteFixture.temporaryFolder() + "/content"
        for (path, text) in files {
            let file = content + "/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return try SiteFixture.build(content: content, baseURL: baseURL)
    }

    /// A finding as one line with its id: `a.md:5:5: warning: … [link.broken]`.
    private static func line(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.file ?? ""):\(diagnostic.position?.description ?? ""): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id.rawValue)]"
    }

    /// The `href`s inside the first element that starts with `opening`, in order.
    private func hrefs(in html: String, after opening: String, until closing: String) -> [String] {
        guard let start = html.range(of: opening), let end = html.range(of: closing, range: start.upperBound..<html.endIndex) else { return [] }
        return html[start.upperBound..<end.lowerBound].components(separatedBy: "href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func prettyURLsPublishEveryPageAsAFolderAndKeepRedirectsAtTheOldPaths() throws {
        let built = try nested()
        #expect(built.report.diagnostics.map(Self.line) == [])
        #expect(built.report.pageCount == 9)
        let pages = try SiteFixture.files(in: built.folder).keys.filter { $0.hasSuffix(".html") && $0 != SidebarFile.path }.sorted()
        #expect(pages == [
            "01-basics.html", "01-stacks-02-hstack.html", "01-stacks-03-vstack.html", "02-grids-lazy-grid.html", "404.html",
            "basics/index.html", "frame-modifier.html", "frame-modifier/index.html", "grids/index.html", "grids/lazy-grid/index.html",
            "hstack-old/index.html", "index.html", "old/basics.html", "stack-views/index.html", "stacks/hstack/index.html",
            "stacks/index.html", "stacks/vstack/index.html",
        ])
    }

    @Test func foldersAreSidebarSectionsOrderedByTheirIndexWithLinkedHeadings() throws {
        let home = try nested().text("index.html")
        #expect(hrefs(in: home, after: "<nav id=\"sidebar\"", until: "</nav>") == [
            "/guide/", "/guide/basics/", "/guide/frame-modifier/", "/guide/stacks/", "/guide/stacks/hstack/", "/guide/stacks/vstack/",
            "/guide/grids/", "/guide/grids/lazy-grid/",
        ])
        #expect(home.contains("<h2 class=\"nav-heading\"><a href=\"/guide/stacks/\">Stacks</a></h2>"))
        #expect(home.contains("<h2 class=\"nav-heading\"><a href=\"/guide/grids/\">Grids</a></h2>"))
        #expect(home.contains("<h2><a href=\"/guide/stacks/\">Stacks</a></h2>"))
    }

    @Test func aSectionPageShowsItsIndexTextThenItsArticles() throws {
        let built = try nested()
        let stacks = try built.text("stacks/index.html")
        #expect(stacks.contains("<title>Stacks · Nested Guide</title>"))
        #expect(stacks.contains("<h1>Stacks</h1>"))
        #expect(stacks.contains("<p class=\"article-summary\">Views in a row or a column.</p>"))
        #expect(stacks.contains("Read <a href=\"/guide/frame-modifier/\">frames</a> first."))
        #expect(stacks.contains("""
            <ul class="cards section-pages">
            <li><a class="card" href="/guide/stacks/hstack/"><span class="card-title">HStack</span><span class="card-summary">Children in a row.</span></a></li>
            <li><a class="card" href="/guide/stacks/vstack/"><span class="card-title">VStack</span></a></li>
            </ul>
            """))
        #expect(stacks.contains("<link rel=\"canonical\" href=\"https://example.com/guide/stacks/\">"))
        let grids = try built.text("grids/index.html")
        #expect(grids.contains("<h1>Grids</h1>"))
        #expect(grids.contains("<li><a class=\"card\" href=\"/guide/grids/lazy-grid/\"><span class=\"card-title\">Lazy grids</span>"))
    }

    @Test func linksBetweenFoldersResolveToThePagesURLs() throws {
        let built = try nested()
        let basics = try built.text("basics/index.html")
        #expect(basics.contains("<a href=\"/guide/stacks/hstack/#spacing\">HStack article</a>"))
        #expect(basics.contains("<a href=\"/guide/grids/\">grids</a>"))
        #expect(basics.contains("<a href=\"/guide/frame-modifier/#top-of-page\">frames</a>"))
        let hstack = try built.text("stacks/hstack/index.html")
        #expect(hstack.contains("<a href=\"/guide/stacks/vstack/\">VStack</a>"))
        #expect(hstack.contains("<p class=\"article-section\">Stacks</p>"))
        #expect(hstack.contains("<a href=\"/guide/grids/lazy-grid/\">lazy grids</a>"))
        let grid = try built.text("grids/lazy-grid/index.html")
        #expect(grid.contains("<a href=\"/guide/stacks/\">the stacks section</a>"))
        #expect(grid.contains("<a href=\"/guide/\">the overview</a>"))
        let home = try built.text("index.html")
        #expect(home.contains("<a href=\"/guide/stacks/\">the stacks section</a>"))
    }

    @Test func thePagerFollowsTheSidebarAcrossSections() throws {
        let vstack = try nested().text("stacks/vstack/index.html")
        #expect(hrefs(in: vstack, after: "<nav class=\"pager\"", until: "</nav>") == ["/guide/stacks/hstack/", "/guide/grids/lazy-grid/"])
        let frames = try nested().text("frame-modifier/index.html")
        #expect(hrefs(in: frames, after: "<nav class=\"pager\"", until: "</nav>") == ["/guide/basics/", "/guide/stacks/hstack/"])
    }

    @Test func aliasesAndOldPathsAreRedirectPages() throws {
        let built = try nested()
        #expect(try built.text("old/basics.html") == """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Basics</title>
            <meta name="robots" content="noindex">
            <link rel="canonical" href="https://example.com/guide/basics/">
            <meta http-equiv="refresh" content="0; url=/guide/basics/">
            </head>
            <body>
            <p>This page has moved to <a href="/guide/basics/">Basics</a>.</p>
            </body>
            </html>

            """)
        #expect(try built.text("01-stacks-02-hstack.html").contains("<meta http-equiv=\"refresh\" content=\"0; url=/guide/stacks/hstack/\">"))
        #expect(try built.text("hstack-old/index.html").contains("<a href=\"/guide/stacks/hstack/\">HStack</a>"))
        #expect(try built.text("stack-views/index.html").contains("<a href=\"/guide/stacks/\">Stacks</a>"))
    }

    @Test func theSitemapAndSearchIndexUseThePrettyURLs() throws {
        let built = try nested()
        let sitemap = try built.text("sitemap.xml")
        for url in ["guide/", "guide/stacks/", "guide/grids/", "guide/stacks/hstack/", "guide/frame-modifier/"] {
            #expect(sitemap.contains("<loc>https://example.com/\(url)</loc>"), "\(url)")
        }
        #expect(!sitemap.contains("old/basics.html"))
        let search = try built.text("search-index.json")
        #expect(search.contains("\"path\":\"stacks/hstack/\",\"section\":\"Stacks\""))
        #expect(search.contains("\"path\":\"grids/lazy-grid/\",\"section\":\"Grids\""))
    }

    /// Without `urls: pretty` every page stays at the site's root, so relative links work from
    /// `file://`: a folder's articles join its name with `-`.
    @Test func theFilesStyleKeepsEveryPageAtTheRoot() throws {
        let built = try site([
            "01-intro.md": "---\ntitle: Intro\n---\n\nSee [HStack](stacks/hstack.md).\n",
            "stacks/hstack.md": "---\ntitle: HStack\n---\n\nBack to [the intro](../01-intro.md) or [the section](../stacks/).\n",
        ])
        #expect(built.report.diagnostics.map(Self.line) == [])
        let pages = try SiteFixture.files(in: built.folder).keys.filter { $0.hasSuffix(".html") && $0 != SidebarFile.path }.sorted()
        #expect(pages == ["01-intro.html", "404.html", "index.html", "stacks-hstack.html", "stacks.html"])
        #expect(try built.text("01-intro.html").contains("<a href=\"stacks-hstack.html\">HStack</a>"))
        let hstack = try built.text("stacks-hstack.html")
        #expect(hstack.contains("<a href=\"01-intro.html\">the intro</a> or <a href=\"stacks.html\">the section</a>"))
        #expect(hstack.contains("<h2 class=\"nav-heading\"><a href=\"stacks.html\">Stacks</a></h2>"))
    }

    @Test func weightOrdersLikeOrderAndOrderWinsWithAWarning() throws {
        let built = try site([
            "a.md": "---\ntitle: A\nweight: 3\n---\n",
            "b.md": "---\ntitle: B\norder: 1\nweight: 5\n---\n",
            "c.md": "---\ntitle: C\nweight: 2\n---\n",
        ])
        #expect(hrefs(in: try built.text("index.html"), after: "<nav id=\"sidebar\"", until: "</nav>") == ["index.html", "b.html", "c.html", "a.html"])
        #expect(built.report.diagnostics.map(Self.line) == [
            "b.md:4:1: warning: both 'order' (1) and 'weight' (5) are set; 'order' is used: remove one of them [front-matter.invalid-value]",
        ])
    }

    @Test func misplacedPagesAndBrokenLinksAreReportedWithWhatToDo() throws {
        let built = try site([
            "a.md": "---\ntitle: A\n---\n\nSee [b](b.md) and [x](../x.md).\n",
            "c.md": "---\ntitle: C\nslug: a\n---\n",
            "d.md": "---\ntitle: D\naliases: [\"https://example.com/old\", \"a.html\", \"../up.html\"]\n---\n",
            "e.md": "---\ntitle: E\nslug: x/y\n---\n",
            "guides/b.md": "---\ntitle: B\nsection: Other\n---\n",
            "guides/_index.md": "---\ntitle: Guides\nslug: g\n---\n",
        ])
        #expect(built.report.diagnostics.map(Self.line) == [
            "a.md:5:5: warning: link 'b.md' is broken: no published article 'b.md'; did you mean 'guides/b.md'? [link.broken]",
            "a.md:5:19: error: link '../x.md' points outside the content folder [link.outside-content]",
            "c.md:1:1: error: its page would be published at 'a.html', which 'a.md' already takes; give one of them another 'slug' or alias [content.duplicate-path]",
            "d.md:1:1: error: alias 'https://example.com/old' is not a path inside the site; write it from the site's root, as in 'old/frames.html' or 'frames-old/' [content.invalid-alias]",
            "d.md:1:1: error: alias 'a.html' would be published at 'a.html', which 'a.md' already takes; give one of them another 'slug' or alias [content.duplicate-path]",
            "d.md:1:1: error: alias '../up.html' is not a path inside the site; write it from the site's root, as in 'old/frames.html' or 'frames-old/' [content.invalid-alias]",
            "e.md:3:7: error: 'slug' must be one URL name without '/' or spaces, as in 'frames' [front-matter.invalid-value]",
            "guides/_index.md:1:1: warning: 'slug' is ignored in '_index.md': the section's URL name is its folder's; rename the folder instead [front-matter.unknown-key]",
            "guides/b.md:1:1: warning: 'section' is ignored in a folder: the folder 'guides' is the article's section; remove the key [front-matter.unknown-key]",
        ])
        #expect(try built.text("a.html").contains("<h1>A</h1>"))
    }

    /// A rebuild reuses unchanged articles at their pretty paths, with their aliases, and a section
    /// page follows its `_index.md`; the result is the same as a build without a cache, byte for byte.
    @Test func aRebuildKeepsPrettyPagesAndFollowsTheSectionIndex() throws {
        let folder = try SiteFixture.temporaryFolder()
        let content = folder + "/content", output = folder + "/site"
        try FileManager.default.copyItem(atPath: SiteFixture.content("nested"), toPath: content)
        _ = try SiteFixture.build(content: content, baseURL: "https://example.com/guide/", output: output)
        let index = content + "/01-stacks/_index.md"
        let text = try String(contentsOfFile: index, encoding: .utf8)
        try text.replacingOccurrences(of: "summary: Views in a row or a column.", with: "summary: Rows and columns.")
            .write(toFile: index, atomically: true, encoding: .utf8)
        let second = try SiteFixture.build(content: content, baseURL: "https://example.com/guide/", output: output)
        #expect(second.report.reusedArticleCount == 5)
        #expect(try second.text("stacks/index.html").contains("<p class=\"article-summary\">Rows and columns.</p>"))
        #expect(try second.text("hstack-old/index.html").contains("url=/guide/stacks/hstack/"))
        let cold = try SiteFixture.temporaryFolder() + "/site"
        _ = try SiteBuilder(options: BuildOptions(contentFolder: content, outputFolder: cold, baseURL: BaseURL("https://example.com/guide/"), usesCache: false, chromium: nil)).run()
        #expect(try SiteFixture.files(in: output) == SiteFixture.files(in: cold))
    }

    @Test func pagePathsInBothStyles() {
        let pretty = PagePaths(style: .pretty), files = PagePaths(style: .files)
        #expect(pretty.article(file: "05-frames.md", slug: nil) == "frames/index.html")
        #expect(pretty.article(file: "01-stacks/02-hstack.md", slug: nil) == "stacks/hstack/index.html")
        #expect(pretty.article(file: "01-stacks/02-hstack.md", slug: "row") == "stacks/row/index.html")
        #expect(pretty.article(file: "404.md", slug: nil) == "404/index.html")
        #expect(pretty.article(file: "2024_notes.md", slug: nil) == "notes/index.html")
        #expect(pretty.section(folder: "01-stacks") == "stacks/index.html")
        #expect(pretty.section(folder: "guides/02-deep") == "guides/deep/index.html")
        #expect(files.article(file: "05-frames.md", slug: nil) == "05-frames.html")
        #expect(files.article(file: "stacks/hstack.md", slug: "row") == "stacks-row.html")
        #expect(files.article(file: "05-frames.md", slug: "frames") == "frames.html")
        #expect(files.article(file: "Notes.MD", slug: nil) == "Notes.html")
        #expect(files.article(file: "notes.mdx", slug: nil) == "notes.mdx.html")
        #expect(files.article(file: "x\u{0E}md", slug: nil) == "x\u{0E}md.html")
        #expect(files.article(file: "café.Md", slug: nil) == "café.html")
        #expect(files.article(file: "md", slug: nil) == "md.html")
        #expect(files.section(folder: "a/b") == "a-b.html")
        #expect(PagePaths.redirect(alias: "old/frames.html") == "old/frames.html")
        #expect(PagePaths.redirect(alias: "/frames-old/") == "frames-old/index.html")
        #expect(PagePaths.redirect(alias: "frames-old") == "frames-old/index.html")
        #expect(PagePaths.redirect(alias: "https://example.com/x") == nil)
        #expect(PagePaths.redirect(alias: "a/../../b.html") == nil)
        #expect(PagePaths.redirect(alias: "/") == nil)
        #expect(SiteNavigation.title(folder: "guides/02-stack_views") == "Stack views")
    }

    @Test func relativeLinksBetweenContentFiles() {
        #expect(LinkResolver.relative("guides/b.md", from: "a.md") == "guides/b.md")
        #expect(LinkResolver.relative("b.md", from: "guides/x.md") == "../b.md")
        #expect(LinkResolver.relative("guides/b.md", from: "guides/x.md") == "b.md")
        #expect(LinkResolver.relative("x/y/z.md", from: "x/q/w.md") == "../y/z.md")
    }
}
