import DevServer
import SiteBuilder

extension BuildProblems {
    /// At most this many problems go into the page overlay; the terminal prints all of them.
    static let overlayLimit = 20

    /// The errors of a build that is being served: each as the terminal prints it, linked to the
    /// page and figure that show it, under `basePath` (`/`, or the base URL's path).
    init(errorsOf report: BuildReport, contentFolder: String, basePath: String) {
        let errors = ReportedDiagnostic.all(in: report, contentFolder: contentFolder).filter { $0.severity == .error }
        let problems = errors.prefix(Self.overlayLimit).map { error in
            Problem(
                severity: error.severity.rawValue, text: error.lines.joined(separator: "\n"),
                link: error.link.map { $0.hasPrefix("/") ? $0 : basePath + $0 })
        }
        let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
        self.init(
            headline: "\(count): the pages show \(errors.count == 1 ? "it" : "each") where it occurs; everything else is up to date",
            problems: problems, omitted: errors.count - problems.count)
    }

    /// A build that could not complete: nothing of it is served.
    init(failure: any Error) {
        self.init(headline: "Build failed; showing the last good build", problems: [Problem(severity: "error", text: "build failed: \(failure)")])
    }
}
