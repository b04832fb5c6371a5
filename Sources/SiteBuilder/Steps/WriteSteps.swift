import Foundation

extension BuildStep {
    /// Opens the folder the site is written into, next to the output folder.
    static let stageOutput = BuildStep(name: "stage output") { state in
        guard let output = state.options.outputFolder else { return }
        let inputs = [state.options.contentFolder] + [state.options.templatesFolder].compactMap { $0 }
        state.staging = try StagingFolder(destination: output, protecting: inputs)
        state.outputManifest = state.figureCache.map { OutputManifest(cacheFolder: $0.folder, output: output) }
    }

    /// Renders every article (in parallel), the home page and `404.html` through the templates; an
    /// article page whose inputs are those of the page already in the output folder is kept.
    static let writePages = BuildStep(name: "write pages") { state in
        guard let staging = state.staging, let templates = state.templates else { return }
        let contexts = PageContextBuilder(urls: state.urls, navigation: state.navigation, home: state.renderedHome)
        let writer = ReusingWriter(staging: staging, manifest: state.outputManifest)
        let inputs = PageFingerprint(templates: templates, urls: state.urls, navigation: state.navigation, home: state.renderedHome)
        _ = try state.rendered.parallelMap { rendered in
            try writer.write(rendered.article.page, fingerprint: inputs.of(rendered)) {
                Data(templates.render("page", contexts.article(rendered)).utf8)
            }
        }
        try staging.write(templates.render("index", contexts.homePage()), to: "index.html")
        try staging.write(templates.render("404", contexts.notFoundPage()), to: "404.html")
        state.pageCount = state.rendered.count + 2
    }

    /// Writes `search-index.json`.
    static let writeSearchIndex = BuildStep(name: "write search index") { state in
        try state.staging?.write(try SearchIndex(articles: state.rendered).json(), to: SearchIndex.file)
    }

    /// Writes `sitemap.xml`: the home page and every article.
    static let writeSitemap = BuildStep(name: "write sitemap") { state in
        let pages = ["index.html"] + state.rendered.map(\.article.page)
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
                state.diagnostics.append(SiteDiagnostic(
                    .error, "asset.conflict", "'\(path)' has the path of a file the build generates; it is not copied",
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

    /// Drops cached figures this build did not use and notes what the output folder now holds.
    static let finishCache = BuildStep(name: "finish cache") { state in
        state.figureCache?.removeUnused()
        if state.replacedOutput { state.outputManifest?.save() }
    }
}
