/// Builds a field guide: Markdown articles whose ```swift blocks become figures with SVG previews,
/// rendered through Mustache templates into a static site (or, without an output folder, only
/// checked). Opens no sockets and reads no terminal; the CLI prints what it returns.
///
/// A builder made to run again (and its copies) remembers each article's figures, so a rerun
/// redoes only the articles whose Markdown or images changed; `serve` keeps one builder for its
/// whole session. A builder that runs once keeps no figure longer than its page needs it.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions
    private let cache: ExampleCache?
    /// Told of each evaluated article (the CLI draws a progress bar with it); nil reports nothing.
    public var progress: (@Sendable (BuildProgress) -> Void)?

    /// - Parameter runsAgain: keep every article's figures in memory for the next `run()`.
    public init(options: BuildOptions, runsAgain: Bool = false) {
        self.options = options
        self.cache = runsAgain ? ExampleCache() : nil
    }

    /// Runs the build (`BuildPipeline`). Content problems come back as diagnostics in the report
    /// and still produce a site, with error panels in place of the broken previews; a build that
    /// cannot complete throws `SiteBuildError` and leaves the output as it was.
    ///
    /// A build that finds a cache file damaged after planning around it (`CacheDamage`) builds once
    /// more without it.
    public func run() throws -> BuildReport {
        try runLeavingCacheWrites().finish()
    }

    /// Runs the build as `run()` does, but returns as soon as the site is in place: `finish` then
    /// writes what the next build reads (the cache files, the note of the build) and returns the
    /// complete report. `serve`'s worker answers the server first, so open pages learn of an edit
    /// before the cache is written; `finish` must run before the next build starts.
    public func runLeavingCacheWrites() throws -> (report: BuildReport, finish: () -> BuildReport) {
        let pipeline = BuildPipeline(options: options, memory: cache, started: .now, progress: progress)
        guard let output = options.outputFolder else {
            let report = try pipeline.check()
            return (report, { report })
        }
        let built: BuildPipeline.FinishingBuild
        do {
            built = try pipeline.build(into: output)
        } catch is CacheDamage {
            do {
                built = try BuildPipeline(options: options, memory: cache, started: pipeline.started, progress: progress).build(into: output)
            } catch let damage as CacheDamage {
                throw SiteBuildError(damage.message)
            }
        }
        return (built.report, built.finish)
    }
}
