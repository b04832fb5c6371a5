import Foundation
import MarkdownTree

extension BuildStep {
    /// Evaluates, lays out and draws every ```swift block of the articles this build parsed,
    /// articles in parallel. An article whose Markdown and images are as in the builder's previous
    /// run keeps the figures made then; other figures whose inputs are unchanged since an earlier
    /// build come from the figure cache.
    static let renderExamples = BuildStep(name: "render examples") { state in
        try state.renderExamples(of: state.parsedPages())
    }

    /// Settles which unchanged articles keep their previous page: all of them while what every page
    /// shares, the link targets, the assets and `--strict` are as in the previous build
    /// (`SiteFingerprint`) and the previous page is still in the output folder as written; the
    /// others are parsed and rendered after all.
    static let reuseUnchangedArticles = BuildStep(name: "reuse unchanged articles") { state in
        guard !state.reused.isEmpty, let templates = state.templates else { return }
        state.linkTargets = state.pageTargets()
        let pages = PageFingerprint(templates: templates, urls: state.urls, navigation: state.navigation, home: state.home)
        let site = SiteFingerprint.of(pages: pages, targets: state.linkTargets, assets: state.assets.files, options: state.options)
        let output = state.options.outputFolder ?? "", sameSite = site == state.articleRecords?.site
        let stale = state.reused.values.filter { record in
            let page = Article(record: record).page
            let previous = (output as NSString).appendingPathComponent(page)
            return !sameSite || state.outputManifest?.matches(page, fingerprint: pages.of(content: record.pageContent), file: previous) != true
        }
        for record in stale { state.reused[record.file] = nil }
        let reparsed = stale.map { record in
            let document = MarkdownParser.parse(utf8: state.markdown[record.file] ?? [])
            return (article: Article(file: record.file, document: document), document: document)
        }
        for (article, document) in reparsed {
            state.diagnostics += document.diagnostics.map { $0.located(in: article.file) }
        }
        let byFile = Dictionary(uniqueKeysWithValues: reparsed.map { ($0.article.file, $0.article) })
        state.navigation = SiteNavigation(articles: state.navigation.articles.map { byFile[$0.file] ?? $0 })
        try state.renderExamples(of: reparsed)
        state.reusedArticleCount += state.reused.count
        for record in state.reused.values.sorted(by: { $0.file < $1.file }) { state.diagnostics += record.diagnostics }
        // Reused articles read no figures, which must not make their figures look stale.
        if !state.reused.isEmpty { state.figureCache?.keepUnused() }
    }

    /// Turns each parsed article into HTML with its figures, rewriting and checking its links,
    /// articles in parallel.
    static let renderArticles = BuildStep(name: "render articles") { state in
        let pages = state.parsedPages()
        state.linkTargets = state.pageTargets()
        let resolver = LinkResolver(pages: state.linkTargets, assets: Set(state.assets.files), urls: state.urls, strict: state.options.strict)
        let examples = state.examples, allowsRawHTML = state.options.allowsRawHTML
        let results = try pages.parallelMap { article, document in
            let examples = examples[article.file] ?? ArticleExamples()
            let writer = HTMLWriter(
                allowsRawHTML: allowsRawHTML,
                codeBlockRenderer: { block in block.language == "swift" ? examples.figures[block.range.start] : nil },
                destinationRewriter: { resolver.url(for: $0, in: article.file) })
            let rendered = RenderedArticle(
                article: article, html: writer.render(document), contents: TableOfContents(document),
                text: DocumentWalk.text(of: document), vocabulary: examples.vocabulary.sorted())
            return (rendered, resolver.check(document, file: article.file))
        }
        state.diagnostics += results.flatMap(\.1)
        // The figures are in the pages' HTML now; only a builder that runs again keeps them.
        for file in state.examples.keys { state.examples[file]?.figures = [:] }
        state.rendered = Array(results.map(\.0).prefix(pages.count - (state.home == nil ? 0 : 1)))
        state.renderedHome = state.home == nil ? nil : results.last?.0
    }
}

extension BuildState {
    /// Evaluates and draws the examples of these parsed articles, in parallel, reusing the
    /// builder's figures of an unchanged article and cached figures of unchanged blocks.
    mutating func renderExamples(of pages: [(article: Article, document: MarkdownDocument)]) throws {
        let fonts = FontLoader()
        var renderer = ExampleRenderer(fonts: fonts, assets: assets, urls: urls)
        if let figureCache, let figureEnvironment {
            renderer.cache = (figureCache, figureEnvironment)
        }
        let markdown = self.markdown, images = assets.images, previous = cache
        let results = try pages.parallelMap { article, document in
            let key = ExampleCache.Key(markdown: markdown[article.file] ?? [], images: images)
            if let cached = previous?.examples(for: article.file, key: key) { return (examples: cached, reused: true) }
            let examples = renderer.render(article, document: document)
            previous?.store(examples, for: article.file, key: key)
            return (examples: examples, reused: false)
        }
        for ((article, _), result) in zip(pages, results) {
            if result.reused, article.file != home?.file { reusedArticleCount += 1 }
            examples[article.file] = result.examples
            diagnostics += result.examples.diagnostics
        }
        cache?.keepOnly(Set(navigation.articles.map(\.file) + [home?.file].compactMap { $0 }))
        if results.contains(where: \.reused) { figureCache?.keepUnused() }
        try fonts.check()
    }

    /// The published articles this build parsed, in reading order, then the home page.
    func parsedPages() -> [(article: Article, document: MarkdownDocument)] {
        (navigation.articles + [home].compactMap { $0 }).compactMap { article in article.document.map { (article, $0) } }
    }

    /// Every page's site path and anchors: headings and figure ids of parsed articles, the
    /// recorded anchors of reused ones.
    func pageTargets() -> [String: LinkResolver.Target] {
        var targets: [String: LinkResolver.Target] = [:]
        for article in navigation.articles + [home].compactMap({ $0 }) {
            let sitePath = article.file == home?.file ? "index.html" : article.page
            if let record = reused[article.file] {
                targets[article.file] = LinkResolver.Target(sitePath: sitePath, anchors: Set(record.anchors))
            } else if let document = article.document {
                let anchors = TableOfContents(document).anchors.union(examples[article.file]?.anchors ?? [])
                targets[article.file] = LinkResolver.Target(sitePath: sitePath, anchors: anchors)
            }
        }
        return targets
    }
}
