import Diagnostics
import Foundation

/// Everything a build may take from earlier builds instead of doing it again, and what it leaves
/// for the next one, in one place:
/// - the figures of the builder's previous run, in memory (`ExampleCache`, `serve`'s builder);
/// - the figure cache: each block's drawn figure, kept between builds in a file per article (`FigureCache`);
/// - the previous build's article records: an unchanged article is neither parsed nor rendered
///   (`ArticleRecordStore`);
/// - what the previous build wrote into the output folder: an unchanged page is linked, not
///   written (`OutputManifest`).
///
/// A check or a build with the cache off has only the first.
struct IncrementalReuse {
    /// What is kept on disk between builds.
    struct Stored {
        let figures: FigureCache
        /// What every figure of this build depends on (`FigureKey.environment`).
        let environment: Fingerprint
        let records: ArticleRecordStore
        let manifest: OutputManifest
    }

    let memory: ExampleCache?
    let stored: Stored?
    /// A check's figure cache and environment (a build's are in `stored`).
    private let checkFigures: (figures: FigureCache, environment: Fingerprint)?

    /// `check`: the builder's own figures, and those of the figure cache a build with the same
    /// output folder uses (`BuildOptions.cacheFolder`), so checking after a build, or again, draws
    /// only what changed; a check keeps no page records and writes no manifest.
    init(checking options: BuildOptions, memory: ExampleCache?, assets: AssetCatalog, urls: SiteURLs) throws {
        self.memory = memory
        stored = nil
        guard options.usesCache, let folder = options.cacheFolder else {
            checkFigures = nil
            return
        }
        checkFigures = (FigureCache(folder: folder), FigureKey.environment(assets: assets, urls: urls, fonts: try FontFiles.files()))
    }

    /// What a build reads of the previous one: its article records and its output manifest.
    typealias Previous = (records: ArticleRecordStore, manifest: OutputManifest)

    /// Starts reading the previous build's records and manifest on another thread (a build with an
    /// output folder and the cache on; nil otherwise), for `init(options:memory:assets:urls:previous:)`.
    /// - Parameter writtenOutput: the output folder as the no-change check found it (`UnchangedBuild`).
    static func readPrevious(_ options: BuildOptions, writtenOutput: Prefetched<[String: OutputManifest.Entry]?>? = nil) -> Prefetched<Previous>? {
        guard let cache = FigureCache.forBuild(options), let output = options.outputFolder else { return nil }
        return Prefetched {
            (ArticleRecordStore(cacheFolder: cache.folder, output: output), OutputManifest(cacheFolder: cache.folder, output: output, found: writtenOutput))
        }
    }

    /// Opens the figure cache, takes the previous build's article records and output manifest
    /// (`readPrevious`), and fingerprints what every figure depends on.
    init(options: BuildOptions, memory: ExampleCache?, assets: AssetCatalog, urls: SiteURLs, previous: Prefetched<Previous>?) throws {
        self.memory = memory
        checkFigures = nil
        guard let cache = FigureCache.forBuild(options), let previous = previous?.value else {
            stored = nil
            return
        }
        stored = Stored(
            figures: cache, environment: FigureKey.environment(assets: assets, urls: urls, fonts: try FontFiles.files()),
            records: previous.records, manifest: previous.manifest)
    }

    /// Figures of earlier builds and the fingerprint of this build's environment, for `ExampleRenderer`.
    var figureCache: (figures: FigureCache, environment: Fingerprint)? {
        stored.map { ($0.figures, $0.environment) } ?? checkFigures
    }

    var manifest: OutputManifest? { stored?.manifest }

    /// The previous build's search entries, for the articles this build reuses.
    var searchEntries: SearchEntryStore? { stored?.records.searchEntries }

    /// The previous build's article navigation fingerprints, for `PageFingerprint`.
    var previousNavigation: NavigationFingerprints.Stored? { stored?.records.navigation }

    /// Figures this build took from the figure cache.
    var cachedFigureCount: Int { stored?.figures.reusedFigureCount ?? 0 }

    /// The previous build's record of an article whose file has the identity it had when that
    /// record was made (so the Markdown need not be read), when its key is still the same (what
    /// its page shows besides its Markdown (`page`) and everything its figures depend on are unchanged).
    func record(of file: String, identity: FileIdentity?, page: String) -> ArticleRecord? {
        guard let stored, let identity, let record = stored.records.records[file],
              record.source.identity == identity.fingerprint else { return nil }
        return key(of: file, source: record.source, page: page) == record.key ? record : nil
    }

    /// An article's record key, and its record from the previous build when the key is the same
    /// (the article, what its page shows besides its Markdown (`page`), and everything its figures
    /// depend on are unchanged).
    func record(of file: String, source: ArticleSource, page: String) -> (key: Fingerprint?, record: ArticleRecord?) {
        guard let key = key(of: file, source: source, page: page) else { return (nil, nil) }
        guard let record = stored?.records.records[file], record.key == key else { return (key, nil) }
        return (key, record)
    }

    private func key(of file: String, source: ArticleSource, page: String) -> Fingerprint? {
        stored.map { ArticleRecord.key(source: source, file: file, page: page, environment: $0.environment) }
    }

    /// Keeps every stored figure at the end of this build: some figures came from memory or from
    /// records, so a stored figure this build did not read is not necessarily stale.
    func keepStoredFigures() {
        stored?.figures.keepUnused()
    }

    /// Settles which unchanged articles keep their previous page: all of them while what every
    /// page shares, the link targets, the assets and the options are as in the previous build
    /// (`SiteFingerprint`) and the previous page is still in the output folder as written; the
    /// others are parsed and their figures made after all. The pages are checked on every core:
    /// each check is an `lstat` of the page, a thousand of them for a one-article rebuild.
    func settle(_ parsed: ParsedSite, pages: PageFingerprint, assets: AssetCatalog, options: BuildOptions) throws -> ParsedSite {
        guard let stored, !parsed.reused.isEmpty else { return parsed }
        let site = SiteFingerprint.of(pages: pages, targets: parsed.linkTargets, assets: assets.files, options: options)
        let output = options.outputFolder ?? "", sameSite = site == stored.records.site
        let stale = try Array(parsed.reused.values).parallelMap { record -> ArticleRecord? in
            let article = parsed.navigation.article(file: record.file) ?? Article(record: record, paths: parsed.paths)
            let previous = (output as NSString).appendingPathComponent(article.page)
            let kept = sameSite && stored.manifest.matches(article.page, fingerprint: pages.of(article: article, content: record.pageContent), file: previous)
            return kept ? nil : record
        }.compactMap { $0 }.sorted { $0.file < $1.file }
        return stale.isEmpty ? parsed : parsed.parsing(stale)
    }

    /// Starts encoding the records of the articles this build reuses, on another thread, for
    /// `cacheUpdate`: `settled` is what the build renders from.
    func encodeReused(_ settled: ParsedSite) -> Prefetched<ArticleRecordStore.EncodedRecords>? {
        guard stored != nil else { return nil }
        return Prefetched { ArticleRecordStore.EncodedRecords(settled.reused) }
    }

    /// What the next build reads, encoded while the new site is swapped in (`finish` writes it
    /// once the site is in place): the output manifest, and unless no article was rendered under
    /// unchanged shared inputs, the search entries when they changed and the article records
    /// (those reused as `encodeReused` encoded them).
    func cacheUpdate(
        _ rendered: RenderedSite, written: WrittenSite, pages: PageFingerprint, assets: AssetCatalog, options: BuildOptions,
        reusedRecords: Prefetched<ArticleRecordStore.EncodedRecords>?
    ) -> [PendingCacheFile] {
        guard let stored, let reusedRecords else { return [] }
        var files = [stored.manifest.pending()]
        let site = SiteFingerprint.of(pages: pages, targets: rendered.linkTargets, assets: assets.files, options: options)
        let navigation = pages.storedNavigation
        // A build that rendered no article under unchanged shared inputs found the records as they are.
        guard !rendered.articles.isEmpty || site != stored.records.site || navigation.digest != stored.records.navigation?.digest else { return files }
        // Grouped once: filtering every finding for each article was quadratic on large sites.
        let diagnostics = Dictionary(grouping: (rendered.diagnostics + written.diagnostics).filter { !PageClaims.siteWide.contains($0.id) }) { $0.file ?? "" }
        let fresh = rendered.articles.compactMap { record(of: $0, in: rendered, written: written, diagnostics: diagnostics[$0.article.file] ?? []) }
        let records = fresh + rendered.parsed.reused.values
        if let entries = searchEntries(of: records, rendered: rendered, stored: stored.records) {
            files.append(stored.records.searchEntries.pending(entries))
        }
        files.append(stored.records.pending(site: site, navigation: navigation, fresh: fresh, reused: reusedRecords.value))
        return files
    }

    /// Leaves the figure cache holding this build's figures, and writes `cacheUpdate`'s files in
    /// order (search entries before the records: records whose entries are not all stored are not used).
    func finish(_ files: [PendingCacheFile]) {
        guard let stored else { return }
        stored.figures.removeUnused()
        for file in files { file.write() }
    }

    /// The search entries of these records, this build's and the previous build's; nil when the
    /// stored ones are exactly those (no entry changed, no article came or went) or one is missing.
    private func searchEntries(of records: [ArticleRecord], rendered: RenderedSite, stored: ArticleRecordStore) -> [String: [UInt8]]? {
        guard ArticleRecordStore.searchDigest(of: records) != stored.searchDigest else { return nil }
        let fresh = Dictionary(rendered.articles.map { ($0.article.file, $0.searchEntry) }) { first, _ in first }
        let kept = rendered.parsed.reused.isEmpty ? [:] : stored.searchEntries.entries() ?? [:]
        var entries: [String: [UInt8]] = [:]
        for record in records {
            guard let entry = fresh[record.file] ?? kept[record.file] else { return nil }
            entries[record.file] = entry
        }
        return entries
    }

    /// What the next build needs of an article this build rendered; `diagnostics` are its own
    /// findings, site-wide ones left out.
    private func record(
        of summary: ArticleSummary, in rendered: RenderedSite, written: WrittenSite, diagnostics: [Diagnostic]
    ) -> ArticleRecord? {
        let article = summary.article, file = article.file
        guard let key = rendered.parsed.keys[file], let pageContent = summary.pageContent ?? written.pageContents[file] else { return nil }
        return ArticleRecord(
            key: key.key, source: key.source, file: file, title: article.title, summary: article.summary, order: article.order,
            section: article.section, customSlug: article.customSlug, aliases: article.aliases, anchors: rendered.linkTargets[file]?.anchors ?? [],
            previewCount: summary.previewCount, unevaluatedCount: summary.unevaluatedCount, pageContent: pageContent,
            diagnostics: diagnostics, searchEntry: summary.searchEntryFingerprint, needsHighlighting: summary.needsHighlighting,
            figures: summary.figures, socialImage: written.socialImages[file])
    }

    /// Where drawn `og:image` cards are kept; nil without a cache.
    var socialImageCache: SocialImageCache? {
        stored.map { SocialImageCache(cacheFolder: $0.figures.folder) }
    }
}
