import Diagnostics
import MarkdownTree

/// Stage 4 of a build: every parsed page as HTML with its figures, its links rewritten to the
/// pages' URLs and checked. Once the figures are in the HTML they are dropped (a builder that runs
/// again keeps its own copy), so a large site does not hold every drawing twice.
struct RenderedSite {
    /// The previous stage, without its figures.
    let evaluated: EvaluatedSite
    /// The published articles this build parsed, in reading order.
    let articles: [RenderedArticle]
    let home: RenderedArticle?
    /// Each folder's `_index.md`, the introduction of its section page, by folder.
    let sectionIntros: [String: RenderedArticle]
    /// Every page's path and anchors, as links were checked against them.
    let linkTargets: [String: LinkResolver.Target]
    /// The earlier stages' findings, then the links'.
    let diagnostics: [Diagnostic]

    var parsed: ParsedSite { evaluated.parsed }

    init(_ evaluated: consuming EvaluatedSite, assets: AssetCatalog, urls: SiteURLs, options: BuildOptions) throws {
        let parsed = evaluated.parsed, examples = evaluated.examples
        let targets = evaluated.linkTargets
        let resolver = LinkResolver(pages: targets, assets: Set(assets.files), urls: urls, strict: options.strict)
        let render = { (page: ParsedPage) in
            Self.render(page, examples: examples[page.article.file] ?? ArticleExamples(), resolver: resolver, allowsRawHTML: options.allowsRawHTML)
        }
        let articles = try parsed.parsedArticles.parallelMap(render)
        let home = parsed.parsedHome.map(render)
        let intros = parsed.parsedSections.map(render)
        diagnostics = evaluated.diagnostics + articles.flatMap(\.diagnostics) + (home?.diagnostics ?? []) + intros.flatMap(\.diagnostics)
        sectionIntros = Dictionary(uniqueKeysWithValues: intros.map { ($0.article.article.folder, $0.article) })
        self.articles = articles.map(\.article)
        self.home = home?.article
        linkTargets = targets
        evaluated.dropFigures()
        self.evaluated = evaluated
    }

    /// One page's HTML, table of contents, text and vocabulary, and its broken links.
    private static func render(
        _ page: ParsedPage, examples: ArticleExamples, resolver: LinkResolver, allowsRawHTML: Bool
    ) -> (article: RenderedArticle, diagnostics: [Diagnostic]) {
        let file = page.article.file
        let writer = HTMLWriter(
            allowsRawHTML: allowsRawHTML,
            codeBlockRenderer: { block in block.language == "swift" ? examples.figures[block.range.start] : PlainCodeBlock.html(block) },
            destinationRewriter: { resolver.url(for: $0, in: file) })
        let highlighted = HighlightScript.firstBlock(in: page.document)
        let figures = page.document.codeBlocks.compactMap { examples.figures[$0.range.start] }
        let rendered = RenderedArticle(
            article: page.article, html: writer.render(page.document), contents: TableOfContents(page.document),
            text: DocumentWalk.text(of: page.document), vocabulary: examples.vocabulary.sorted(), needsHighlighting: highlighted != nil,
            firstDrawing: FigureDrawing.first(in: figures))
        let missing = highlighted.flatMap { HighlightScript.isInstalled ? nil : HighlightScript.missing(file, at: $0) }
        let findings = resolver.check(page.document, file: file) + PlainCodeBlock.warnings(in: page.document, file: file)
        return (rendered, findings + (missing.map { [$0] } ?? []))
    }
}
