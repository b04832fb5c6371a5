import Diagnostics

/// What a build did: pages written, previews drawn, every diagnostic, and how long it took.
public struct BuildReport: Sendable, Codable {
    /// Pages written, `index.html` and `404.html` included; 0 for a check.
    public let pageCount: Int
    /// Published articles.
    public let articleCount: Int
    public let previewCount: Int
    /// Swift blocks shown without being evaluated (`eval=off`).
    public var unevaluatedCount = 0
    /// Published articles whose figures came unchanged from the builder's previous run.
    public let reusedArticleCount: Int
    /// By file, then line and column.
    public let diagnostics: [Diagnostic]
    public var duration: Duration
    /// Figures taken from the figure cache instead of being evaluated, laid out and drawn again.
    public var cachedFigureCount = 0
    /// Findings about the templates (a build only); their files are named as the build names them
    /// (`templates/page.mustache`), not inside the content folder.
    public var templateDiagnostics: [Diagnostic] = []
    /// The page of each published file with findings (a build only), by file.
    public var pages: [String: DiagnosticPage] = [:]
    /// What the build says about its output that is no finding in the content: why pages have no
    /// `og:image` card (`SocialImages`). Printed once, never counted as a warning.
    public var notes: [String] = []
    /// `og:image` cards drawn by this build; cards kept from earlier builds are not counted.
    public var drawnCardCount = 0
    /// Site paths of the output folder this build rewrote, added or deleted, sorted; nil when it
    /// wrote the whole site anew (no previous build to update). `serve` tells open pages, so a
    /// page whose file did not change stays as it is.
    public var changedFiles: [String]? = nil
    /// How long each stage took, in order (`fieldguide build --timings`).
    public var stageDurations: [StageDuration] = []

    public var errorCount: Int { (templateDiagnostics + diagnostics).count { $0.severity == .error } }
    public var warningCount: Int { (templateDiagnostics + diagnostics).count { $0.severity == .warning } }

    /// The URL of the page (and figure) showing a content finding; nil for one that no page shows.
    public func link(to diagnostic: Diagnostic) -> String? {
        guard let file = diagnostic.file, let line = diagnostic.position?.line else { return nil }
        return pages[file]?.link(toLine: line)
    }
}
