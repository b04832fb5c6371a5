import Diagnostics
import Foundation
import MarkdownTree

/// Writes a site into its staging folder: pages through the templates, the search index,
/// the sitemap, the assets and fonts (`BuildPipeline` swaps it in when all are written). A file whose
/// inputs (or, for a generated file, bytes) are those of the file the previous build wrote is
/// linked instead (`ReusingWriter`), so a rebuild rewrites only the files that changed.
struct SiteWriter {
    let staging: StagingFolder
    let templates: TemplateSet
    let manifest: OutputManifest?
    let urls: SiteURLs

    /// Writes one rendered article's page through the `page` template, unless its path belongs to
    /// another page (`PageClaims`); returns its `PageFingerprint.content`, for its record.
    func writeArticle(
        _ article: RenderedArticle, contexts: PageContextBuilder, pages: PageFingerprint, claims: PageClaims, socialImages: SocialImages = SocialImages()
    ) throws -> Fingerprint? {
        guard !claims.refused.contains(article.article.file) else { return nil }
        let context = contexts.article(article, image: socialImages.image(for: article.article.file, urls: urls))
        let content = PageFingerprint.content(of: context)
        try ReusingWriter(staging: staging, manifest: manifest).write(article.article.page, fingerprint: pages.of(article: article.article, content: content)) {
            Data(templates.render("page", context).utf8)
        }
        return content
    }

    /// Writes the pages besides the rendered articles': each reused article's (kept), the home
    /// page, `404.html`, the whole sidebar once (`SidebarFile`), the section pages and redirects.
    func writeOtherPages(_ rendered: RenderedSite, contexts: PageContextBuilder, pages: PageFingerprint) throws {
        let writer = ReusingWriter(staging: staging, manifest: manifest)
        let refused = rendered.parsed.claims.refused
        for record in rendered.parsed.reused.values where !refused.contains(record.file) {
            let article = rendered.parsed.navigation.article(file: record.file) ?? Article(record: record, paths: rendered.parsed.paths)
            try writer.keep(article.page, fingerprint: pages.of(article: article, content: record.pageContent))
        }
        // The home page, the sidebar file and the section pages are fingerprinted with their links unrendered
        // (as `PageContextBuilder.articleNavigation` is), and rendered only when they changed.
        let homeHTML = rendered.home?.html ?? ""
        let home = contexts.homePage(html: homeHTML, rendersLinks: false)
        try writer.write("index.html", fingerprint: pages.of(sitePath: "index.html", context: home, content: PageFingerprint.content(of: home))) {
            Data(templates.render("index", contexts.homePage(html: homeHTML)).utf8)
        }
        let notFound = contexts.notFoundPage()
        try writer.write("404.html", fingerprint: pages.of(sitePath: "404.html", context: notFound, content: nil)) {
            Data(templates.render("404", notFound).utf8)
        }
        try writer.write(SidebarFile.path, fingerprint: pages.of(sitePath: SidebarFile.path, context: contexts.sidebarFile(rendersLinks: false), content: nil)) {
            Data(templates.render(SidebarFile.template, contexts.sidebarFile()).utf8)
        }
        try writeSectionPages(rendered, contexts: contexts, pages: pages, writer: writer)
        for redirect in rendered.parsed.claims.redirects {
            try staging.write(RedirectPage.html(redirect, urls: urls), to: redirect.sitePath)
        }
    }

    /// Every content folder's section page, through the `page` template.
    private func writeSectionPages(_ rendered: RenderedSite, contexts: PageContextBuilder, pages: PageFingerprint, writer: ReusingWriter) throws {
        for section in rendered.parsed.navigation.sections {
            guard let page = section.page, let folder = section.folder,
                  !rendered.parsed.claims.refused.contains(PageClaims.indexFile(of: section, folder: folder)) else { continue }
            let intro = rendered.sectionIntros[folder]?.html ?? ""
            let context = contexts.sectionPage(section, html: intro, rendersLinks: false)
            try writer.write(page, fingerprint: pages.of(sitePath: page, context: context, content: PageFingerprint.content(of: context))) {
                Data(templates.render("page", contexts.sectionPage(section, html: intro)).utf8)
            }
        }
    }

    /// Publishes every page's `og:image` card: drawn by this build (`pngs`), kept in the cache, or
    /// linked from the previous output when it is the same card.
    func writeSocialImages(_ socialImages: SocialImages, pngs: [Fingerprint: Data], cache: SocialImageCache?) throws {
        let writer = ReusingWriter(staging: staging, manifest: manifest)
        var written: Set<Fingerprint> = []
        for card in socialImages.cards.values.sorted(by: { $0.sitePath < $1.sitePath }) where written.insert(card.key).inserted {
            try writer.write(card.sitePath, fingerprint: card.key) {
                if let png = pngs[card.key] ?? cache.flatMap({ FileManager.default.contents(atPath: $0.path(card.key)) }) { return png }
                throw SiteBuildError("the og:image card '\(card.sitePath)' is in neither the cache nor the output; delete the cache folder and build again")
            }
        }
    }

    /// Writes `search-index.json`: the entries of rendered articles as they were encoded, of reused
    /// ones as recorded.
    ///
    /// The index is fingerprinted by the program and its entries' fingerprints, so while none
    /// changed (an edit to code, not prose) it is kept without being put together; the entries of
    /// reused articles are read from the previous build's (`searchEntries`) only when it is written.
    func writeSearchIndex(_ rendered: RenderedSite, searchEntries: SearchEntryStore?) throws {
        let fresh = Dictionary(uniqueKeysWithValues: rendered.articles.map { ($0.article.file, $0) })
        let articles = rendered.parsed.navigation.articles, reused = rendered.parsed.reused
        var hasher = FingerprintHasher()
        hasher.combine(fileAt: RunningExecutable.path)
        hasher.combine(articles.count)
        for article in articles {
            hasher.combine(reused[article.file]?.searchEntry ?? fresh[article.file]?.searchEntryFingerprint ?? SearchEntryStore.fingerprint(of: []))
        }
        try ReusingWriter(staging: staging, manifest: manifest).write(SearchIndex.file, fingerprint: hasher.finalize()) {
            let kept = reused.isEmpty ? [:] : searchEntries?.entries() ?? [:]
            return SearchIndex.json(entries: try articles.map { article in
                guard reused[article.file] != nil else { return fresh[article.file]?.searchEntry ?? [] }
                guard let entry = kept[article.file] else {
                    throw CacheDamage(message: "the previous build's search entries are gone from the cache or damaged; build again")
                }
                return entry
            })
        }
    }

    /// Writes `sitemap.xml`: the home page and every article, each with its last commit day.
    func writeSitemap(_ navigation: SiteNavigation, edits: EditLinks) throws {
        let home = Sitemap.Entry(page: "index.html", lastModified: edits.lastUpdated(ContentFolder.homePageFile))
        let sections = navigation.sections.compactMap { section in
            section.page.map { Sitemap.Entry(page: $0, lastModified: section.index.flatMap { edits.lastUpdated($0.file) }) }
        }
        let entries = [home] + navigation.articles.map { Sitemap.Entry(page: $0.page, lastModified: edits.lastUpdated($0.file)) } + sections
        try ReusingWriter(staging: staging, manifest: manifest).write(Data(Sitemap.xml(entries, urls: urls).utf8), to: Sitemap.file)
    }

    /// Copies the templates' assets, the fonts with their stylesheet, highlight.js when a page
    /// needs it, and the content's assets; a content file that would replace a generated one is an
    /// error and is not copied.
    func copyAssets(_ loaded: LoadedContent, highlighting: Bool) throws -> [Diagnostic] {
        let writer = ReusingWriter(staging: staging, manifest: manifest)
        for asset in templates.assets {
            var hasher = FingerprintHasher()
            hasher.combine(asset.bytes)
            try writer.write(asset.path, fingerprint: hasher.finalize()) { Data(asset.bytes) }
        }
        let faces = try FontFiles.published()
        for face in faces {
            try writer.copy(from: face.source, to: face.sitePath)
        }
        for licence in FontFiles.licences() {
            try writer.copy(from: licence.source, to: licence.sitePath)
        }
        try writer.write(Data(FontFiles.css(faces).utf8), to: FontFiles.stylesheet)
        if highlighting, HighlightScript.isInstalled {
            try writer.copy(from: HighlightScript.systemPath, to: HighlightScript.sitePath)
        }
        if Favicon.path(in: loaded.assets) == Favicon.defaultPath, !loaded.assets.files.contains(Favicon.defaultPath) {
            try writer.write(Data(Favicon.defaultSVG.utf8), to: Favicon.defaultPath)
        }
        var conflicts: [Diagnostic] = []
        for path in loaded.assets.files {
            guard !staging.contains(path) else {
                conflicts.append(Diagnostic(
                    .error, .assetConflict, "'\(path)' has the path of a file the build generates; it is not copied",
                    file: path, at: .init(line: 1, column: 1)))
                continue
            }
            try loaded.assets.publish(path, from: loaded.content, with: writer)
        }
        return conflicts
    }
}
