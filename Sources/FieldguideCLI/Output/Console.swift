import Foundation
import SiteBuilder

/// What `build` and `check` print: diagnostics compiler-style on standard error, one summary line
/// on standard output, and a failed build as one `error:` line.
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
        for diagnostic in report.diagnostics {
            for line in diagnostic.formatted(under: contentFolder) { Self.error(line) }
        }
        let pages = verb == "Built" ? count(report.pageCount, "page") : count(report.articleCount, "article")
        let seconds = Double(report.duration.components.seconds) + Double(report.duration.components.attoseconds) / 1e18
        Swift.print("\(verb) \(pages), \(count(report.previewCount, "preview")): \(count(report.warningCount, "warning")), \(count(report.errorCount, "error")) in \(String(format: "%.2f", seconds)) s")
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
