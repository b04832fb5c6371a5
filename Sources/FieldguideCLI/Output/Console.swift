import Diagnostics
import Foundation
import SiteBuilder

/// What `build`, `check` and `serve` print: diagnostics compiler-style on standard error, one summary
/// line per build on standard output, and a failed build as one `error:` line.
enum Console {
    /// Runs a build, drawing `progress` while it runs; a build that cannot complete is reported and
    /// becomes exit status 1.
    static func run(_ builder: SiteBuilder, progress: ProgressBar? = nil) throws -> BuildReport {
        var builder = builder
        if let progress { builder.progress = { @Sendable update in progress.update(update) } }
        defer { progress?.finish() }
        do {
            return try builder.run()
        } catch let error as SiteBuildError {
            Self.error("build failed: \(error)")
            throw ExitStatus.contentErrors
        }
    }

    /// Every diagnostic, then "Built 15 pages, 71 previews: 0 warnings, 0 errors in 1.84 s". As
    /// `text` the findings go to standard error (with excerpts on a terminal) and the summary to
    /// standard output; as `json` or `github` the findings go to standard output, one per line, and
    /// the summary to standard error, so the output is the findings alone. As `text`, the build's
    /// notes (`BuildReport.notes`) follow the summary.
    static func print(_ report: BuildReport, verb: String, contentFolder: String, format: DiagnosticFormat = .text) {
        let reported = ReportedDiagnostic.all(in: report, contentFolder: contentFolder)
        guard format == .text else {
            reported.map(format.line).forEach(line)
            error(summary(report, verb: verb))
            return
        }
        print(reported)
        line(summary(report, verb: verb))
        report.notes.forEach { line("note: " + $0) }
    }

    /// Diagnostics on standard error, each as `path:line:col: severity: message` with a line per
    /// note; on a terminal with the source line and a caret, coloured unless `NO_COLOR` is set.
    static func print(_ diagnostics: [ReportedDiagnostic]) {
        let style = TerminalStyle.standardError
        guard style.isTerminal else {
            diagnostics.flatMap(\.lines).forEach(error)
            return
        }
        var excerpt = DiagnosticExcerpt(style: style)
        for diagnostic in diagnostics { excerpt.lines(diagnostic).forEach(error) }
    }

    /// One line per stage of the build on standard output, "  render examples   2913.4 ms".
    static func printTimings(_ report: BuildReport) {
        let width = report.stageDurations.map(\.stage.count).max() ?? 0
        for stage in report.stageDurations {
            let milliseconds = Double(stage.duration.components.seconds) * 1e3 + Double(stage.duration.components.attoseconds) / 1e15
            line("  " + stage.stage.padding(toLength: width, withPad: " ", startingAt: 0) + " " + padded(fixed(milliseconds, decimals: 1), to: 9) + " ms")
        }
    }

    /// Exit status 1 for errors, and for warnings too with `--warnings-as-errors`.
    static func exitIfFailed(_ report: BuildReport, warningsAsErrors: Bool) throws {
        if report.errorCount > 0 || (warningsAsErrors && report.warningCount > 0) { throw ExitStatus.contentErrors }
    }

    /// "Built 15 pages, 71 previews: 0 warnings, 0 errors in 1.84 s" (a check counts articles),
    /// with "2 blocks not evaluated (eval=off)" after the previews when some are.
    static func summary(_ report: BuildReport, verb: String) -> String {
        let pages = report.pageCount > 0 ? count(report.pageCount, "page") : count(report.articleCount, "article")
        let seconds = Double(report.duration.components.seconds) + Double(report.duration.components.attoseconds) / 1e18
        let unevaluated = report.unevaluatedCount > 0 ? ", \(count(report.unevaluatedCount, "block")) not evaluated (eval=off)" : ""
        return "\(verb) \(pages), \(count(report.previewCount, "preview"))\(unevaluated): \(count(report.warningCount, "warning")), \(count(report.errorCount, "error")) in \(fixed(seconds, decimals: 2)) s"
    }

    /// A duration with exactly `decimals` decimals, as `%.2f` writes it: `String(format:)` made
    /// every build search the program's protocol conformances, about half a millisecond.
    private static func fixed(_ value: Double, decimals: Int) -> String {
        let unit = (0..<decimals).reduce(1) { product, _ in product * 10 }
        let scaled = Int((max(value, 0) * Double(unit)).rounded())
        let fraction = String(scaled % unit)
        return "\(scaled / unit)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// `text` right-aligned in `width` characters.
    private static func padded(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
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
