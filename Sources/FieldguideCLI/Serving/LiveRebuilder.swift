import DevServer
import Dispatch
import SiteBuilder

/// Builds the site for `serve`, one build at a time, and tells the server's open pages how each went.
///
/// Builds run in a `BuildWorker` process whose builder lives from one build to the next, so a
/// rebuild evaluates only the articles whose Markdown or images changed, and a build that crashes
/// or runs away fails alone while the server goes on. Once a build without errors is being served,
/// a rebuild with errors is not published: the last good site stays in the output folder and pages
/// show the errors over it. Builds run one at a time on a serial queue (two builds must never share
/// the staging folder), never on Swift's cooperative pool, whose few threads a build would hold.
final class LiveRebuilder: @unchecked Sendable {
    /// At most this many lines of errors go into the page overlay; the terminal gets all of them.
    static let overlayLineLimit = 20

    private let worker: BuildWorker
    private let contentFolder: String
    private let server: DevServer
    private let queue = DispatchQueue(label: "fieldguide.serve.builds")
    /// Whether the output folder holds a build without errors; read and written only on `queue`.
    private var servesCleanBuild = false

    init(worker: BuildWorker, contentFolder: String, server: DevServer) {
        self.worker = worker
        self.contentFolder = contentFolder
        self.server = server
    }

    /// The build before serving starts. Its output is published even with content errors (the
    /// error panels beat an empty folder), and pages that connect are shown the errors.
    /// Throws `SiteBuildError` when the build cannot complete.
    func buildFirst() async throws {
        try await onQueue {
            let report = try self.worker.build(keepingOutputOnErrors: false)
            Console.print(report, verb: "Built", contentFolder: self.contentFolder)
            self.servesCleanBuild = report.errorCount == 0
            if report.errorCount > 0 { self.server.announceBuildError(self.overlayMessage(report)) }
        }
    }

    /// Rebuilds after `changes` (paths as the watcher reports them), prints the outcome, publishes
    /// it unless it would replace a clean site with a broken one, and reloads or warns open pages.
    /// Returns when the build is done; the watcher calls it on its own thread.
    func rebuild(after changes: Set<String>) {
        queue.sync {
            Console.line("Changed \(Self.list(changes))")
            do {
                let report = try worker.build(keepingOutputOnErrors: servesCleanBuild)
                Console.diagnosticLines(report, contentFolder: contentFolder).forEach(Console.error)
                publish(report)
            } catch {
                Console.error("build failed: \(error)")
                Console.line("Still serving the last build")
                server.announceBuildError("build failed: \(error)")
            }
        }
    }

    private func publish(_ report: BuildReport) {
        let summary = Console.summary(report, verb: "Rebuilt")
        if report.replacedOutput {
            Console.line("\(summary) (\(report.reusedArticleCount) of \(Console.count(report.articleCount, "article")) unchanged)")
            servesCleanBuild = report.errorCount == 0
            server.announceReload()
        } else {
            Console.line("\(summary); not published, still serving the last build without errors")
        }
        if report.errorCount > 0 { server.announceBuildError(overlayMessage(report)) }
    }

    /// The errors as the terminal prints them, at most `overlayLineLimit` lines.
    private func overlayMessage(_ report: BuildReport) -> String {
        let lines = Console.diagnosticLines(report, contentFolder: contentFolder, severity: .error)
        guard lines.count > Self.overlayLineLimit else { return lines.joined(separator: "\n") }
        let more = lines.count - Self.overlayLineLimit
        return (lines.prefix(Self.overlayLineLimit) + ["… and \(more) more line\(more == 1 ? "" : "s") in the terminal"]).joined(separator: "\n")
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
