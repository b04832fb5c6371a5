import Diagnostics
import MarkdownTree

/// One page from its document to HTML: its ```swift blocks evaluated, laid out and drawn (or taken
/// from the builder's memory of an unchanged article, or from the figure cache: `IncrementalReuse`),
/// then its Markdown rendered with the figures in place and its links rewritten and checked. Safe
/// to run for many pages at once: everything it holds is read-only or locked.
struct ArticleRendering {
    /// One page rendered, with what its examples gave.
    struct Result {
        let article: RenderedArticle
        let examples: ArticleExamples
        /// Its links' and plain code blocks' findings (the examples' are in `examples`).
        let findings: [Diagnostic]
        /// Its figures came from the builder's memory of the previous run.
        let isRemembered: Bool
    }

    let renderer: ExampleRenderer
    let resolver: LinkResolver
    let markdown: [String: [UInt8]]
    let images: [String: AssetCatalog.NamedImage]
    let memory: ExampleCache?
    let allowsRawHTML: Bool
    let clock: StageClock

    init(fonts: FontLoader, parsed: ParsedSite, assets: AssetCatalog, urls: SiteURLs, reuse: IncrementalReuse, options: BuildOptions, clock: StageClock) {
        var renderer = ExampleRenderer(fonts: fonts, assets: assets, urls: urls)
        renderer.cache = reuse.figureCache
        self.renderer = renderer
        resolver = LinkResolver(pages: parsed.linkTargets, assets: Set(assets.files), urls: urls, strict: options.strict)
        markdown = parsed.markdown
        images = assets.images
        memory = reuse.memory
        allowsRawHTML = options.allowsRawHTML
        self.clock = clock
    }

    /// 1. Make or recall the page's figures. 2. Render its HTML around them.
    func render(_ page: ParsedPage) -> Result {
        let (examples, isRemembered) = clock.accumulate(Self.examplesStage) { figures(of: page) }
        let (article, findings) = clock.accumulate(Self.htmlStage) { html(of: page, examples: examples) }
        return Result(article: article, examples: examples, findings: findings, isRemembered: isRemembered)
    }

    /// Names of an article's steps in the build's timings, each summed over all threads.
    static let examplesStage = "articles: examples (thread sum)"
    static let htmlStage = "articles: HTML (thread sum)"
    static let writeStage = "articles: pages (thread sum)"

    /// The page's figures: the builder's own of an unchanged article, or made now and remembered.
    private func figures(of page: ParsedPage) -> (ArticleExamples, Bool) {
        guard let memory else { return (renderer.render(page.article, document: page.document), false) }
        let key = ExampleCache.Key(markdown: markdown[page.article.file] ?? [], images: images)
        if let kept = memory.examples(for: page.article.file, key: key) { return (kept, true) }
        let examples = renderer.render(page.article, document: page.document)
        memory.store(examples, for: page.article.file, key: key)
        return (examples, false)
    }

    /// The page's HTML, table of contents, text and vocabulary, and its broken links.
    private func html(of page: ParsedPage, examples: ArticleExamples) -> (RenderedArticle, [Diagnostic]) {
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
