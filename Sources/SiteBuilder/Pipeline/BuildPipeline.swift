import Diagnostics
import Foundation

/// A build from the content folder to the site, as stages that each hand the next a typed result:
/// loaded (`LoadedContent`) → parsed (`ParsedSite`) → evaluated, laid out, drawn and rendered to
/// HTML, article by article, each page written as soon as it is rendered (`RenderedSite`) → the
/// rest written (`WrittenSite`). `check` runs the stages that find every diagnostic; `build` also
/// loads the templates, takes what earlier builds left (`IncrementalReuse`) and writes the site.
/// A failing stage's name goes into its error.
struct BuildPipeline {
    let options: BuildOptions
    /// Figures of the builder's previous run.
    let memory: ExampleCache?
    let started: ContinuousClock.Instant
    let progress: (@Sendable (BuildProgress) -> Void)?
    /// The duration of each stage, for the report.
    private let clock = StageClock()

    /// How pages address the site's files: `--base-url`, and `urls:` in `index.md`.
    private func siteURLs(for loaded: LoadedContent) -> SiteURLs { SiteURLs(baseURL: options.baseURL, paths: loaded.paths) }

    /// `fieldguide check`: every finding, nothing written.
    func check() throws -> BuildReport {
        let loaded = try stage("load content") { try LoadedContent(folder: options.contentFolder, allowsScripts: options.allowsRawHTML) }
        let urls = siteURLs(for: loaded)
        let reuse = try stage("open cache") { try IncrementalReuse(checking: options, memory: memory, assets: loaded.assets, urls: urls) }
        let parsed = try stage("parse articles") { try ParsedSite(loaded, reuse: reuse) }
        let rendered = try stage("render articles") {
            try RenderedSite(parsed, assets: loaded.assets, urls: urls, reuse: reuse, options: options, clock: clock, progress: progress)
        }
        var checked = report(rendered, written: nil, reuse: reuse)
        checked.stageDurations = clock.durations
        return checked
    }

    /// A build whose site is in place, with what the next build reads still to write.
    struct FinishingBuild {
        /// The report as the site went in place.
        let report: BuildReport
        /// Writes the cache files and notes the build (`UnchangedBuild`); returns the report with
        /// the time that took. Must run before the next build with the same output folder starts.
        let finish: () -> BuildReport
    }

    /// `fieldguide build`: the checked site written beside the output folder and swapped in, with
    /// whatever earlier builds made that is still good reused; nothing at all when no input changed
    /// since the previous build and its output is as it wrote it (`UnchangedBuild`).
    func build(into output: String) throws -> FinishingBuild {
        let (unchanged, previous) = try stage("compare with the previous build") {
            let unchanged = UnchangedBuild(options: options)
            return (unchanged, unchanged?.previousReport(started: started))
        }
        if var previous {
            previous.changedFiles = []
            previous.stageDurations = clock.durations
            return FinishingBuild(report: previous) { previous }
        }
        // The previous build's records are read on another thread while the templates and the
        // content load. Not before the inputs are compared: beside that walk, the read slowed a
        // build that then found nothing to do by a tenth.
        let records = IncrementalReuse.readPrevious(options, writtenOutput: unchanged?.writtenOutput)
        let templates = try stage("load templates") {
            try TemplateSet(source: options.templatesFolder.map(TemplateSource.folder) ?? .builtIn)
        }
        let loaded = try stage("load content") {
            try LoadedContent(folder: options.contentFolder, allowsScripts: options.allowsRawHTML, walk: unchanged?.content)
        }
        let urls = siteURLs(for: loaded)
        let reuse = try stage("open cache") {
            try IncrementalReuse(options: options, memory: memory, assets: loaded.assets, urls: urls, previous: records)
        }
        let parsed = try stage("parse articles") { try ParsedSite(loaded, reuse: reuse) }
        // An article to render most likely lays out a preview: the fonts are read while the
        // unchanged articles are settled and the output is staged.
        let fonts = FontLoader(readsAhead: parsed.rendersArticles)
        let availability = SocialImages.availability(
            setting: parsed.home?.document?.frontMatter?.socialImages, articleCount: parsed.navigation.articles.count, options: options)
        let cache = reuse.socialImageCache
        // A cold build starts Chromium now, so its start-up overlaps the layout of the figures.
        let renderer = availability.chromium.map { SocialCardRenderer(chromium: $0, startsNow: cache?.isEmpty ?? true) }
        // Settling only exchanges reused articles for the same articles parsed, with the same
        // sidebar entries (a record's key covers the Markdown), so the contexts can be made before.
        let contexts = PageContextBuilder(
            urls: urls, navigation: parsed.navigation, home: parsed.home, templates: templates, favicon: Favicon.path(in: loaded.assets),
            edits: parsed.edits)
        let pages = PageFingerprint(
            templates: templates, contexts: contexts, drawsSocialImages: availability.isOn, previous: reuse.previousNavigation)
        let settled = try stage("reuse unchanged articles") { try reuse.settle(parsed, pages: pages, assets: loaded.assets, options: options) }
        let reusedRecords = reuse.encodeReused(settled)
        let inputs = [options.contentFolder] + [options.templatesFolder].compactMap { $0 }
        let staging = try stage("stage output") {
            try StagingFolder(destination: output, protecting: inputs, force: options.replacesAnyOutput, inPlace: reuse.manifest != nil)
        }
        let written: WrittenSite, rendered: RenderedSite, socialImages: SocialImages, drawn: (pngs: [Fingerprint: Data], note: String?)
        let update: Prefetched<[PendingCacheFile]>
        let changedFiles: [String]?
        do {
            let writer = SiteWriter(staging: staging, templates: templates, manifest: reuse.manifest, urls: urls)
            // With og:image cards a page names its card, so pages wait until every card is drawn.
            rendered = try stage("render and write articles") {
                try RenderedSite(
                    settled, fonts: fonts, assets: loaded.assets, urls: urls, reuse: reuse, options: options, clock: clock, progress: progress,
                    keepsPages: availability.isOn
                ) { article in
                    availability.isOn ? nil : try writer.writeArticle(article, contexts: contexts, pages: pages, claims: settled.claims)
                }
            }
            var cards = SocialImages(
                availability, articles: rendered.waitingPages, reused: settled.reused.values, urls: urls, contentFolder: options.contentFolder)
            drawn = try stage("draw og:image cards") { cards.draw(with: renderer, cache: cache) }
            socialImages = cards
            written = try write(
                rendered, writer: writer, contexts: contexts, pages: pages, loaded: loaded, socialImages: (cards, drawn.pngs, cache),
                searchEntries: reuse.searchEntries)
            // The cache files are encoded on another core while the new site is swapped in.
            update = Prefetched { [written, rendered, loaded] in
                reuse.cacheUpdate(rendered, written: written, pages: pages, assets: loaded.assets, options: options, reusedRecords: reusedRecords)
            }
            changedFiles = try stage("swap output") { try staging.commit() }
        } catch {
            staging.discard()
            throw error
        }
        var built = report(rendered, written: written, reuse: reuse)
        built.templateDiagnostics = templates.diagnostics
        built.changedFiles = changedFiles
        built.notes = [socialImages.note(previewCount: rendered.previewCount), drawn.note].compactMap { $0 }
        built.drawnCardCount = drawn.pngs.count
        built.pages = try stage("locate findings") { DiagnosticPage.pages(of: Set(built.diagnostics.compactMap(\.file)), in: rendered, urls: urls) }
        built.stageDurations = clock.durations
        return FinishingBuild(report: built) { [clock, started] in
            cache?.removeAll(except: Set(socialImages.cards.values.map(\.key)))
            clock.measure("finish cache") { reuse.finish(update.value) }
            // Noted once the records it names are written: a build that stops before then is done again.
            clock.measure("note the build") { unchanged?.save(built) }
            var finished = built
            finished.duration = ContinuousClock.now - started
            finished.stageDurations = clock.durations
            return finished
        }
    }

    /// The writing stages after the articles: their pages that waited for og:image cards, the
    /// other pages, the cards, the search index, the sitemap and the assets.
    private func write(
        _ rendered: RenderedSite, writer: SiteWriter, contexts: PageContextBuilder, pages: PageFingerprint, loaded: LoadedContent,
        socialImages: (cards: SocialImages, pngs: [Fingerprint: Data], cache: SocialImageCache?), searchEntries: SearchEntryStore?
    ) throws -> WrittenSite {
        let pageContents = try stage("write pages") {
            let contents = try rendered.waitingPages.parallelMap { article in
                (article.article.file, try writer.writeArticle(
                    article, contexts: contexts, pages: pages, claims: rendered.parsed.claims, socialImages: socialImages.cards))
            }
            try writer.writeOtherPages(rendered, contexts: contexts, pages: pages)
            return Dictionary(uniqueKeysWithValues: contents.compactMap { file, content in content.map { (file, $0) } })
        }
        try stage("write og:image cards") { try writer.writeSocialImages(socialImages.cards, pngs: socialImages.pngs, cache: socialImages.cache) }
        try stage("write search index") { try writer.writeSearchIndex(rendered, searchEntries: searchEntries) }
        try stage("write sitemap") { try writer.writeSitemap(rendered.parsed.navigation, edits: rendered.parsed.edits) }
        let highlighting = rendered.articles.contains(where: \.needsHighlighting) || rendered.parsed.reused.values.contains(where: \.needsHighlighting)
        let conflicts = try stage("copy assets and fonts") { try writer.copyAssets(loaded, highlighting: highlighting) }
        let navigation = rendered.parsed.navigation
        return WrittenSite(
            pageCount: navigation.articles.count + navigation.sections.filter { $0.page != nil }.count + 2, pageContents: pageContents,
            diagnostics: conflicts, socialImages: socialImages.cards.cards.mapValues(\.key))
    }

    private func report(_ rendered: RenderedSite, written: WrittenSite?, reuse: IncrementalReuse) -> BuildReport {
        let diagnostics = rendered.diagnostics + (written?.diagnostics ?? [])
        return BuildReport(
            pageCount: written?.pageCount ?? 0, articleCount: rendered.parsed.navigation.articles.count,
            previewCount: rendered.previewCount, unevaluatedCount: rendered.unevaluatedCount,
            reusedArticleCount: rendered.reusedArticleCount, diagnostics: diagnostics.sortedBySource(),
            duration: ContinuousClock.now - started, cachedFigureCount: reuse.cachedFigureCount)
    }

    /// Runs one stage; its failure is reported with the stage's name.
    private func stage<Result>(_ name: String, _ work: () throws -> Result) throws -> Result {
        do {
            return try clock.measure(name, work)
        } catch let damage as CacheDamage {
            throw damage
        } catch var error as SiteBuildError {
            error.step = error.step ?? name
            throw error
        } catch {
            throw SiteBuildError("\(error)", step: name)
        }
    }
}
