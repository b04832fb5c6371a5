import Diagnostics
import Foundation

extension BuildStep {
    /// Opens the folder the site is written into, next to the output folder.
    static let stageOutput = BuildStep(name: "stage output") { state in
        guard let output = state.options.outputFolder else { return }
        let inputs = [state.options.contentFolder] + [state.options.templatesFolder].compactMap { $0 }
        state.staging = try StagingFolder(destination: output, protecting: inputs)
    }

    /// Renders every parsed article (in parallel), the home page and `404.html` through the
    /// templates; an article page whose inputs are those of the page already in the output folder
    /// is kept, as is the page of every reused article.
    static let writePages = BuildStep(name: "write pages") { state in
        guard let staging = state.staging, let templates = state.templates else { return }
        let contexts = PageContextBuilder(urls: state.urls, navigation: state.navigation, home: state.renderedHome, templates: templates)
        let writer = ReusingWriter(staging: staging, manifest: state.outputManifest)
        let inputs = PageFingerprint(templates: templates, urls: state.urls, navigation: state.navigation, home: state.home)
        _ = try state.rendered.parallelMap { rendered in
            try writer.write(rendered.article.page, fingerprint: inputs.of(content: PageFingerprint.content(of: rendered))) {
                Data(templates.render("page", contexts.article(rendered)).utf8)
            }
        }
        for record in state.reused.values {
            try writer.keep(Article(record: record).page, fingerprint: inputs.of(content: record.pageContent))
        }
        try writer.write("index.html", fingerprint: inputs.of(sitePath: "index.html", html: state.renderedHome?.html ?? "")) {
            Data(templates.render("index", contexts.homePage()).utf8)
        }
        try writer.write("404.html", fingerprint: inputs.of(sitePath: "404.html", html: "")) {
            Data(templates.render("404", contexts.notFoundPage()).utf8)
        }
        state.pageCount = state.navigation.articles.count + 2
    }

    /// Writes `search-index.json`: the entries of rendered articles encoded now, of reused ones as recorded.
    static let writeSearchIndex = BuildStep(name: "write search index") { state in
        guard let staging = state.staging else { return }
        let encoded = try state.rendered.parallelMap { try SearchIndex.encode(SearchIndex.Entry($0)) }
        for (rendered, entry) in zip(state.rendered, encoded) { state.searchEntries[rendered.article.file] = entry }
        let entries = state.navigation.articles.map { state.reused[$0.file]?.searchEntry ?? state.searchEntries[$0.file] ?? [] }
        try staging.write(SearchIndex.json(entries: entries), to: SearchIndex.file)
    }

    /// Writes `sitemap.xml`: the home page and every article.
    static let writeSitemap = BuildStep(name: "write sitemap") { state in
        let pages = ["index.html"] + state.navigation.articles.map(\.page)
        try state.staging?.write(Sitemap.xml(pages: pages, urls: state.urls), to: Sitemap.file)
    }

    /// Copies the templates' assets, the fonts with their stylesheet, and the content's assets;
    /// a content file that would replace a generated one is an error and is not copied.
    static let copyAssets = BuildStep(name: "copy assets and fonts") { state in
        guard let staging = state.staging, let templates = state.templates else { return }
        let writer = ReusingWriter(staging: staging, manifest: state.outputManifest)
        for asset in templates.assets {
            var hasher = FingerprintHasher()
            hasher.combine(asset.bytes)
            try writer.write(asset.path, fingerprint: hasher.finalize()) { Data(asset.bytes) }
        }
        for font in try FontFiles.files() {
            try writer.copy(from: font.source, to: font.sitePath)
        }
        try staging.write(FontFiles.css(), to: FontFiles.stylesheet)
        for path in state.assets.files {
            guard !staging.contains(path) else {
                state.diagnostics.append(Diagnostic(
                    .error, .assetConflict, "'\(path)' has the path of a file the build generates; it is not copied",
                    file: path, at: .init(line: 1, column: 1)))
                continue
            }
            try writer.copy(from: state.content.absolute(path), to: path)
        }
    }

    /// Replaces the output folder with the finished site, unless the build has errors and the
    /// caller asked to keep the output then.
    static let swapOutput = BuildStep(name: "swap output") { state in
        guard let staging = state.staging else { return }
        if state.keepsOutputOnErrors, state.hasErrors {
            staging.discard()
            return
        }
        try staging.commit()
        state.replacedOutput = true
    }

    /// Drops cached figures this build did not use and notes what the output folder now holds and
    /// what the next build needs of each article.
    static let finishCache = BuildStep(name: "finish cache") { state in
        state.figureCache?.removeUnused()
        guard state.replacedOutput else { return }
        state.outputManifest?.save()
        guard let store = state.articleRecords, let templates = state.templates else { return }
        let pages = PageFingerprint(templates: templates, urls: state.urls, navigation: state.navigation, home: state.home)
        let site = SiteFingerprint.of(pages: pages, targets: state.linkTargets, assets: state.assets.files, options: state.options)
        // A build that rendered no article under unchanged shared inputs found the records as they are.
        guard !state.rendered.isEmpty || site != store.site else { return }
        store.save(site: site, records: state.rendered.compactMap(state.record(of:)) + state.reused.values)
    }
}

extension BuildState {
    /// What the next build needs of an article this build rendered.
    func record(of rendered: RenderedArticle) -> ArticleRecord? {
        let article = rendered.article
        guard let key = articleKeys[article.file], let searchEntry = searchEntries[article.file] else { return nil }
        return ArticleRecord(
            key: key, file: article.file, title: article.title, summary: article.summary, order: article.order,
            section: article.section, anchors: (linkTargets[article.file]?.anchors ?? []).sorted(),
            previewCount: examples[article.file]?.previewCount ?? 0, pageContent: PageFingerprint.content(of: rendered),
            diagnostics: diagnostics.filter { $0.file == article.file }, searchEntry: searchEntry)
    }
}
