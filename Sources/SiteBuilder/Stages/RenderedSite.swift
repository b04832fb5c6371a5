import Diagnostics
import MarkdownTree

/// Stages 3 and 4 of a build, one article at a time: each article this build renders is parsed
/// again (`ParsedSite.page(of:)`), made into HTML with its figures (`ArticleRendering`) and handed
/// to `publish`, which writes its page, before its figures and HTML are let go. The site keeps only
/// what the search index, the records and the report need of it (`ArticleSummary`), so a build's
/// memory grows with its sidebar and search text, not with every figure and page of the site.
/// Articles are rendered in parallel; the home page and the section pages' introductions last,
/// whole, since the pages written after the articles need their HTML.
struct RenderedSite {
    let parsed: ParsedSite
    /// What is kept of each article this build rendered, in reading order.
    let articles: [ArticleSummary]
    let home: RenderedArticle?
    /// Each folder's `_index.md`, the introduction of its section page, by folder.
    let sectionIntros: [String: RenderedArticle]
    /// Every page's path and anchors, as links were checked against them.
    let linkTargets: [String: LinkResolver.Target]
    /// The Markdown's findings, then the examples', the links', and those recorded for reused articles.
    let diagnostics: [Diagnostic]
    let previewCount: Int
    /// Blocks shown with `eval=off`, which the build reports so none goes unnoticed.
    let unevaluatedCount: Int
    /// Published articles whose figures or whole page came from earlier builds.
    let reusedArticleCount: Int
    /// The rendered articles whose pages wait to be written, in reading order (with `keepsPages`).
    let waitingPages: [RenderedArticle]

    /// - Parameters:
    ///   - publish: called once per article as soon as it is rendered, on any thread; returns its
    ///     page's `PageFingerprint.content` when it wrote the page.
    ///   - fonts: read when the first preview is laid out, unless they are being read already.
    ///   - keepsPages: keep every rendered article in `waitingPages`, for pages that cannot be
    ///     written before all are rendered (their og:image cards are drawn together).
    init(
        _ parsed: ParsedSite, fonts: FontLoader = FontLoader(), assets: AssetCatalog, urls: SiteURLs, reuse: IncrementalReuse,
        options: BuildOptions, clock: StageClock, progress: (@Sendable (BuildProgress) -> Void)?, keepsPages: Bool = false,
        publish: (RenderedArticle) throws -> Fingerprint? = { _ in nil }
    ) throws {
        let rendering = ArticleRendering(fonts: fonts, parsed: parsed, assets: assets, urls: urls, reuse: reuse, options: options, clock: clock)
        let fresh = parsed.freshArticles, homePage = parsed.parsedHome, introPages = [homePage].compactMap { $0 } + parsed.parsedSections
        let counter = progress.map { ProgressCounter(total: fresh.count + introPages.count, report: $0) }
        let rendered = try Self.render(fresh, of: parsed, with: rendering, keepsPages: keepsPages, counter: counter, publish: publish)
        let intros = try introPages.parallelMap { page in
            defer { counter?.advance() }
            return rendering.render(page)
        }
        let articles = rendered.map(\.summary), reused = parsed.reused.values
        self.parsed = parsed
        self.articles = articles
        waitingPages = rendered.compactMap(\.page)
        // The home page comes first among the introductions, when there is one.
        let (homeIntro, sections) = homePage == nil ? (nil, intros[...]) : (intros.first, intros.dropFirst())
        home = homeIntro?.article
        sectionIntros = Dictionary(uniqueKeysWithValues: sections.map { ($0.article.article.folder, $0.article) })
        linkTargets = rendering.resolver.pages
        let introExamples = intros.map(\.examples)
        var diagnostics = parsed.diagnostics + articles.flatMap(\.exampleDiagnostics) + introExamples.flatMap(\.diagnostics)
        diagnostics += articles.flatMap(\.findings) + intros.flatMap(\.findings)
            + reused.filter { !$0.diagnostics.isEmpty }.sorted { $0.file < $1.file }.flatMap(\.diagnostics)
        self.diagnostics = diagnostics
        previewCount = articles.map(\.previewCount).sum + introExamples.map(\.previewCount).sum + reused.map(\.previewCount).sum
        unevaluatedCount = articles.map(\.unevaluatedCount).sum + introExamples.map(\.unevaluatedCount).sum + reused.map(\.unevaluatedCount).sum
        reusedArticleCount = articles.count(where: \.isRemembered) + reused.count
        reuse.memory?.keepOnly(Set(parsed.navigation.articles.map(\.file) + [parsed.home?.file].compactMap { $0 } + parsed.indexes.values.map(\.file)))
        if articles.contains(where: \.isRemembered) || intros.contains(where: \.isRemembered) || !reused.isEmpty { reuse.keepStoredFigures() }
        try fonts.check()
    }
}

extension RenderedSite {
    /// Each article parsed again, rendered and published, in parallel; what is kept of it.
    private static func render(
        _ articles: [Article], of parsed: ParsedSite, with rendering: ArticleRendering, keepsPages: Bool, counter: ProgressCounter?,
        publish: (RenderedArticle) throws -> Fingerprint?
    ) throws -> [(summary: ArticleSummary, page: RenderedArticle?)] {
        try articles.parallelMap { article in
            let page = parsed.page(of: article)
            let result = rendering.render(page)
            let pageContent = try rendering.clock.accumulate(ArticleRendering.writeStage) { try publish(result.article) }
            counter?.advance()
            let anchors = rendering.resolver.pages[article.file]?.anchors ?? []
            let summary = try ArticleSummary(result, document: page.document, anchors: anchors, pageContent: pageContent)
            return (summary, keepsPages ? result.article : nil)
        }
    }
}

private extension [Int] {
    var sum: Int { reduce(0, +) }
}
