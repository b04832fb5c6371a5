/// Builds a field guide: Markdown articles whose ```swift blocks become figures with SVG previews,
/// rendered through Mustache templates into a static site (or, without an output folder, only
/// checked). Opens no sockets and reads no terminal; the CLI prints what it returns.
public struct SiteBuilder {
    public let options: BuildOptions

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Runs the build. Content problems come back as diagnostics in the report and still produce
    /// a site; a build that cannot complete throws `SiteBuildError` and leaves the output as it was.
    public func run() throws -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        var state = BuildState(options: options)
        let pipeline = options.outputFolder == nil ? BuildPipeline.check : BuildPipeline.build
        do {
            try pipeline.run(&state)
        } catch {
            state.staging?.discard()
            throw error
        }
        return BuildReport(
            pageCount: state.pageCount, articleCount: state.navigation.articles.count, previewCount: state.previewCount,
            diagnostics: BuildReport.ordered(state.diagnostics), duration: clock.now - start,
            cachedFigureCount: state.figureCache?.counts.reused ?? 0)
    }
}
