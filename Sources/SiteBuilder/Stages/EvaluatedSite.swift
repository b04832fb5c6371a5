import Diagnostics

/// Stage 3 of a build: the figures of every parsed page, each ```swift block evaluated, laid out
/// and drawn, or taken from earlier builds (`IncrementalReuse`). Evaluation, layout and drawing are
/// one stage because a block is all three at once: the figure cache keeps a block's drawing, and an
/// article's blocks share one evaluation session in document order.
struct EvaluatedSite {
    let parsed: ParsedSite
    /// Figures and findings by the file of each parsed page.
    private(set) var examples: [String: ArticleExamples]
    /// Published articles whose figures or whole page came from earlier builds.
    private(set) var reusedArticleCount: Int
    /// The earlier stages' findings, then the figures'.
    private(set) var diagnostics: [Diagnostic]

    init(
        _ parsed: ParsedSite, assets: AssetCatalog, urls: SiteURLs, reuse: IncrementalReuse, progress: (@Sendable (BuildProgress) -> Void)? = nil
    ) throws {
        self.parsed = parsed
        examples = [:]
        reusedArticleCount = 0
        diagnostics = parsed.diagnostics
        let pages = parsed.parsedArticles + [parsed.parsedHome].compactMap { $0 } + parsed.parsedSections
        let counter = progress.map { ProgressCounter(total: pages.count, report: $0) }
        try evaluate(pages, assets: assets, urls: urls, reuse: reuse, counter: counter)
    }

    /// This site with these reused articles parsed after all (`IncrementalReuse.settle`) and their
    /// figures made; the articles still reused count as reused, with their recorded findings.
    init(
        _ evaluated: EvaluatedSite, parsing records: [ArticleRecord], assets: AssetCatalog, urls: SiteURLs, reuse: IncrementalReuse
    ) throws {
        let (site, pages) = evaluated.parsed.parsing(records)
        parsed = site
        examples = evaluated.examples
        reusedArticleCount = evaluated.reusedArticleCount
        diagnostics = evaluated.diagnostics + pages.flatMap(\.diagnostics)
        try evaluate(pages, assets: assets, urls: urls, reuse: reuse)
        reusedArticleCount += site.reused.count
        for record in site.reused.values.sorted(by: { $0.file < $1.file }) { diagnostics += record.diagnostics }
    }

    var previewCount: Int {
        examples.values.reduce(0) { $0 + $1.previewCount } + parsed.reused.values.reduce(0) { $0 + $1.previewCount }
    }

    /// Blocks shown with `eval=off`, which the build reports so none goes unnoticed.
    var unevaluatedCount: Int {
        examples.values.reduce(0) { $0 + $1.unevaluatedCount } + parsed.reused.values.reduce(0) { $0 + $1.unevaluatedCount }
    }

    /// Every page's site path and anchors, for links: headings and figure ids of parsed pages, the
    /// recorded anchors of reused ones. A section page answers to its `_index.md` and its folder.
    var linkTargets: [String: LinkResolver.Target] {
        var targets: [String: LinkResolver.Target] = [:]
        for section in parsed.navigation.sections {
            guard let folder = section.folder, let page = section.page else { continue }
            let anchors = section.index?.document.map { TableOfContents($0).anchors.union(examples[section.index?.file ?? ""]?.anchors ?? []) }
            targets[folder] = LinkResolver.Target(sitePath: page, anchors: anchors ?? [])
            if let index = section.index { targets[index.file] = targets[folder] }
        }
        for article in parsed.navigation.articles + [parsed.home].compactMap({ $0 }) {
            let sitePath = article.file == parsed.home?.file ? "index.html" : article.page
            if let record = parsed.reused[article.file] {
                targets[article.file] = LinkResolver.Target(sitePath: sitePath, anchors: Set(record.anchors))
            } else if let document = article.document {
                let anchors = TableOfContents(document).anchors.union(examples[article.file]?.anchors ?? [])
                targets[article.file] = LinkResolver.Target(sitePath: sitePath, anchors: anchors)
            }
        }
        return targets
    }

    /// The figures are in the pages' HTML once rendered; only a builder that runs again keeps them.
    mutating func dropFigures() {
        for file in examples.keys { examples[file]?.figures = [:] }
    }

    /// Evaluates and draws the examples of these pages, in parallel, reusing the builder's figures
    /// of an unchanged article and cached figures of unchanged blocks.
    private mutating func evaluate(
        _ pages: [ParsedPage], assets: AssetCatalog, urls: SiteURLs, reuse: IncrementalReuse, counter: ProgressCounter? = nil
    ) throws {
        let fonts = FontLoader()
        var renderer = ExampleRenderer(fonts: fonts, assets: assets, urls: urls)
        renderer.cache = reuse.figureCache
        let markdown = parsed.markdown, images = assets.images, memory = reuse.memory
        let results = try pages.parallelMap { page in
            let key = ExampleCache.Key(markdown: markdown[page.article.file] ?? [], images: images)
            if let kept = memory?.examples(for: page.article.file, key: key) {
                counter?.advance()
                return (examples: kept, reused: true)
            }
            let examples = renderer.render(page.article, document: page.document)
            memory?.store(examples, for: page.article.file, key: key)
            counter?.advance()
            return (examples: examples, reused: false)
        }
        for (page, result) in zip(pages, results) {
            if result.reused, page.article.file != parsed.home?.file, parsed.indexes[page.article.folder]?.file != page.article.file { reusedArticleCount += 1 }
            examples[page.article.file] = result.examples
            diagnostics += result.examples.diagnostics
        }
        memory?.keepOnly(Set(parsed.navigation.articles.map(\.file) + [parsed.home?.file].compactMap { $0 } + parsed.indexes.values.map(\.file)))
        if results.contains(where: \.reused) { reuse.keepStoredFigures() }
        try fonts.check()
    }
}
