import Diagnostics
import DevServer
import Dispatch
import SiteBuilder

/// Builds the site for `serve`, one build at a time, and tells the server's open pages how each went.
///
/// Builds run in a `BuildWorker` process whose builder lives from one build to the next, so a
/// rebuild evaluates only the articles whose Markdown or images changed, and a build that crashes
/// or runs away fails alone while the server goes on. Every build that completes is published,
/// content errors and all: a broken block shows its error panel on its page, everything else is up
/// to date, and open pages list the errors with links to them. Only a build that leaves no site (a
/// template that does not parse, a worker that crashed) keeps the last good one in place.
/// Errors are printed after every build; a warning only when it is new since the previous build.
/// Builds run one at a time on a serial queue (two builds must never share the staging folder),
/// never on Swift's cooperative pool, whose few threads a build would hold.
final class LiveRebuilder: @unchecked Sendable {
    private let worker: BuildWorker
    private let contentFolder: String
    /// Where the site is served: `/`, or the base URL's path.
    private let basePath: String
    private let server: DevServer
    private let queue = DispatchQueue(label: "fieldguide.serve.builds")
    /// The warnings of the last build that completed; read and written only on `queue`.
    private var warnings: Set<Diagnostic> = []

    init(worker: BuildWorker, contentFolder: String, basePath: String, server: DevServer) {
        self.worker = worker
        self.contentFolder = contentFolder
        self.basePath = basePath
        self.server = server
    }

    /// The build before serving starts; pages that connect are shown its errors.
    /// Throws `SiteBuildError` when the build cannot complete.
    func buildFirst() async throws {
        try await onQueue {
            let report = try self.worker.build()
            Console.print(report, verb: "Built", contentFolder: self.contentFolder)
            self.warnings = Self.warnings(of: report)
            self.announceErrors(of: report)
        }
    }

    /// Rebuilds after `changes` (paths as the watcher reports them), prints the outcome, and
    /// reloads open pages, or shows them why the build failed.
    /// Returns when the build is done; the watcher calls it on its own thread.
    func rebuild(after changes: Set<String>) {
        queue.sync {
            Console.line("Changed \(Self.list(changes))")
            do {
                publish(try worker.build())
            } catch {
                Console.error("build failed: \(error)")
                Console.line("Still serving the last build")
                server.announceProblems(BuildProblems(failure: error))
            }
        }
    }

    /// Prints the errors and the new warnings, then the summary, and reloads open pages.
    private func publish(_ report: BuildReport) {
        let previous = warnings
        let isRepeated = { (reported: ReportedDiagnostic) in reported.severity == .warning && previous.contains(reported.diagnostic) }
        let reported = ReportedDiagnostic.all(in: report, contentFolder: contentFolder)
        let repeated = reported.count(where: isRepeated)
        Console.print(reported.filter { !isRepeated($0) })
        warnings = Self.warnings(of: report)
        let unchanged = "\(report.reusedArticleCount) of \(Console.count(report.articleCount, "article")) unchanged"
        let quiet = repeated == 0 ? "" : "; \(Console.count(repeated, "warning")) as before, not printed again"
        Console.line("\(Console.summary(report, verb: "Rebuilt")) (\(unchanged))\(quiet)")
        server.announceReload(changedFiles: report.changedFiles)
        announceErrors(of: report)
    }

    private static func warnings(of report: BuildReport) -> Set<Diagnostic> {
        Set((report.templateDiagnostics + report.diagnostics).filter { $0.severity == .warning })
    }

    private func announceErrors(of report: BuildReport) {
        guard report.errorCount > 0 else { return }
        server.announceProblems(BuildProblems(errorsOf: report, contentFolder: contentFolder, basePath: basePath))
    }

    /// "content/a.md", "content/a.md and content/b.md", "content/a.md, content/b.md and 3 more files".
    private static func list(_ changes: Set<String>) -> String {
        let sorted = changes.sorted()
        switch sorted.count {
        case 0, 1: return sorted.first ?? ""
        case 2: return "\(sorted[0]) and \(sorted[1])"
        default: return "\(sorted[0]), \(sorted[1]) and \(Console.count(sorted.count - 2, "more file"))"
        }
    }

    /// Ends the worker once the build in progress, if any, is done.
    func stop() {
        queue.sync { worker.stop() }
    }

    /// Runs `work` on the build queue, after any build already queued, and returns when it is done.
    private func onQueue(_ work: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }
}
