import MarkdownTree
import OpenTypeFonts

extension BuildStep {
    /// Evaluates, lays out and draws every ```swift block, page by page; an article whose Markdown
    /// and images are as in the builder's previous run keeps the figures made then.
    static let renderExamples = BuildStep(name: "render examples") { state in
        let measurer: FontTextMeasurer
        do {
            measurer = try FontTextMeasurer()
        } catch {
            throw SiteBuildError("\(error)")
        }
        let renderer = ExampleRenderer(measurer: measurer, assets: state.assets, urls: state.urls)
        let articles = state.navigation.articles + [state.home].compactMap { $0 }
        for (index, article) in articles.enumerated() {
            let key = ExampleCache.Key(markdown: state.markdown[article.file] ?? [], images: state.assets.images)
            let examples: ArticleExamples
            if let cached = state.cache.examples(for: article.file, key: key) {
                examples = cached
                if index < state.navigation.articles.count { state.reusedArticleCount += 1 }
            } else {
                examples = renderer.render(article)
                state.cache.store(examples, for: article.file, key: key)
            }
            state.examples[article.file] = examples
            state.diagnostics += examples.diagnostics
        }
        state.cache.keepOnly(Set(articles.map(\.file)))
    }

    /// Turns each article into HTML with its figures, rewriting and checking its links.
    static let renderArticles = BuildStep(name: "render articles") { state in
        let pages = state.navigation.articles.map { ($0, $0.page) } + [state.home].compactMap { $0.map { ($0, "index.html") } }
        let contents = pages.map { TableOfContents($0.0.document) }
        var targets: [String: LinkResolver.Target] = [:]
        for ((article, sitePath), toc) in zip(pages, contents) {
            targets[article.file] = LinkResolver.Target(sitePath: sitePath, anchors: toc.anchors.union(state.examples[article.file]?.anchors ?? []))
        }
        let resolver = LinkResolver(pages: targets, assets: Set(state.assets.files), urls: state.urls, strict: state.options.strict)
        var rendered: [RenderedArticle] = []
        for ((article, _), toc) in zip(pages, contents) {
            let examples = state.examples[article.file] ?? ArticleExamples()
            state.diagnostics += resolver.check(article.document, file: article.file)
            let writer = HTMLWriter(
                codeBlockRenderer: { block in block.language == "swift" ? examples.figures[block.range.start] : nil },
                destinationRewriter: { resolver.url(for: $0, in: article.file) })
            rendered.append(RenderedArticle(
                article: article, html: writer.render(article.document), contents: toc,
                text: DocumentWalk.text(of: article.document), vocabulary: examples.vocabulary.sorted()))
        }
        state.rendered = Array(rendered.prefix(state.navigation.articles.count))
        state.renderedHome = state.home == nil ? nil : rendered.last
    }
}
