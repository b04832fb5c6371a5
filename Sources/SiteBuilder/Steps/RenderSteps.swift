import MarkdownTree

extension BuildStep {
    /// Evaluates, lays out and draws every ```swift block, articles in parallel. An article whose
    /// Markdown and images are as in the builder's previous run keeps the figures made then; other
    /// figures whose inputs are unchanged since an earlier build come from the figure cache.
    static let renderExamples = BuildStep(name: "render examples") { state in
        let fonts = FontLoader()
        var renderer = ExampleRenderer(fonts: fonts, assets: state.assets, urls: state.urls)
        if let cache = FigureCache.forBuild(state.options) {
            renderer.cache = (cache, FigureKey.environment(assets: state.assets, urls: state.urls, fonts: try FontFiles.files()))
            state.figureCache = cache
        }
        let articles = state.navigation.articles + [state.home].compactMap { $0 }
        let markdown = state.markdown, images = state.assets.images, previous = state.cache
        let results = try articles.parallelMap { article in
            let key = ExampleCache.Key(markdown: markdown[article.file] ?? [], images: images)
            if let cached = previous.examples(for: article.file, key: key) { return (examples: cached, reused: true) }
            let examples = renderer.render(article)
            previous.store(examples, for: article.file, key: key)
            return (examples: examples, reused: false)
        }
        for (index, (article, result)) in zip(articles, results).enumerated() {
            if result.reused, index < state.navigation.articles.count { state.reusedArticleCount += 1 }
            state.examples[article.file] = result.examples
            state.diagnostics += result.examples.diagnostics
        }
        state.cache.keepOnly(Set(articles.map(\.file)))
        if results.contains(where: \.reused) { state.figureCache?.keepUnused() }
        try fonts.check()
    }

    /// Turns each article into HTML with its figures, rewriting and checking its links, articles in parallel.
    static let renderArticles = BuildStep(name: "render articles") { state in
        let pages = state.navigation.articles.map { ($0, $0.page) } + [state.home].compactMap { $0.map { ($0, "index.html") } }
        let contents = pages.map { TableOfContents($0.0.document) }
        var targets: [String: LinkResolver.Target] = [:]
        for ((article, sitePath), toc) in zip(pages, contents) {
            targets[article.file] = LinkResolver.Target(sitePath: sitePath, anchors: toc.anchors.union(state.examples[article.file]?.anchors ?? []))
        }
        let resolver = LinkResolver(pages: targets, assets: Set(state.assets.files), urls: state.urls, strict: state.options.strict)
        let examples = state.examples
        let results = try Array(zip(pages, contents)).parallelMap { page, toc in
            let (article, _) = page
            let examples = examples[article.file] ?? ArticleExamples()
            let writer = HTMLWriter(
                codeBlockRenderer: { block in block.language == "swift" ? examples.figures[block.range.start] : nil },
                destinationRewriter: { resolver.url(for: $0, in: article.file) })
            let rendered = RenderedArticle(
                article: article, html: writer.render(article.document), contents: toc,
                text: DocumentWalk.text(of: article.document), vocabulary: examples.vocabulary.sorted())
            return (rendered, resolver.check(article.document, file: article.file))
        }
        let rendered = results.map(\.0)
        state.diagnostics += results.flatMap(\.1)
        state.rendered = Array(rendered.prefix(state.navigation.articles.count))
        state.renderedHome = state.home == nil ? nil : rendered.last
    }
}
