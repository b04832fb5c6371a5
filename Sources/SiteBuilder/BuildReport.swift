/// What a build did: pages written, previews drawn, every diagnostic, and how long it took.
public struct BuildReport: Sendable, Codable {
    /// Pages written, `index.html` and `404.html` included; 0 for a check.
    public let pageCount: Int
    /// Published articles.
    public let articleCount: Int
    public let previewCount: Int
    /// Published articles whose figures came unchanged from the builder's previous run.
    public let reusedArticleCount: Int
    /// By file, then line and column.
    public let diagnostics: [SiteDiagnostic]
    public let duration: Duration
    /// Figures taken from the figure cache instead of being evaluated, laid out and drawn again.
    public var cachedFigureCount = 0
    /// Findings about the templates (a build only); their files are named as the build names them
    /// (`templates/page.mustache`), not inside the content folder.
    public var templateDiagnostics: [SiteDiagnostic] = []
    /// The page of each published file with findings (a build only), by file.
    public var pages: [String: DiagnosticPage] = [:]

    public var errorCount: Int { (templateDiagnostics + diagnostics).count { $0.severity == .error } }
    public var warningCount: Int { (templateDiagnostics + diagnostics).count { $0.severity == .warning } }

    /// The URL of the page (and figure) showing a content finding; nil for one that no page shows.
    public func link(to diagnostic: SiteDiagnostic) -> String? {
        pages[diagnostic.file]?.link(toLine: diagnostic.position.line)
    }

    /// Diagnostics by file, line and column; ties keep the order they were found in.
    static func ordered(_ diagnostics: [SiteDiagnostic]) -> [SiteDiagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.file != y.file { return x.file < y.file }
            if x.position != y.position { return x.position < y.position }
            return a.offset < b.offset
        }.map(\.element)
    }
}
