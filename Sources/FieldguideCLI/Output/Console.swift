import Diagnostics
import Foundation
import SiteBuilder

/// What `build`, `check` and `serve` print: diagnostics compiler-style on standard error, one summary
/// line per build on standard output, and a failed build as one `error:` line.
enum Console {
    /// Runs a build; a build that cannot complete is reported and becomes exit status 1.
    static func run(_ builder: SiteBuilder) throws -> BuildReport {
        do {
            return try builder.run()
        } catch let error as SiteBuildError {
            Self.error("build failed: \(error)")
            throw ExitStatus.contentErrors
        }
    }

    /// Every diagnostic, then "Built 15 pages, 71 previews: 0 warnings, 0 errors in 1.84 s".
    static func print(_ report: BuildReport, verb: String, contentFolder: String) {
        print(ReportedDiagnostic.all(in: report, contentFolder: contentFolder))
        line(summary(report, verb: verb))
    }

    /// Diagnostics on standard error, each as `path:line:col: severity: message` with a line per note.
    static func print(_ diagnostics: [ReportedDiagnostic]) {
        diagnostics.flatMap(\.lines).forEach(error)
    }

    /// "Built 15 pages, 71 previews: 0 warnings, 0 errors in 1.84 s" (a check counts articles).
    static func summary(_ report: BuildReport, verb: String) -> String {
        let pages = report.pageCount > 0 ? count(report.pageCount, "page") : count(report.articleCount, "article")
        let seconds = Double(report.duration.components.seconds) + Double(report.duration.components.attoseconds) / 1e18
        return "\(verb) \(pages), \(count(report.previewCount, "preview")): \(count(report.warningCount, "warning")), \(count(report.errorCount, "error")) in \(String(format: "%.2f", seconds)) s"
    }

    /// A line on standard output, written at once (not buffered), so a pipe such as an editor's
    /// task runner sees what `serve` reports as it happens.
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
