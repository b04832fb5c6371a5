import Diagnostics
import SiteBuilder

/// A finding as the commands report it: the diagnostic, the folder its file is printed inside (the
/// content folder as the user spelled it; none for a template, already named as the build names
/// it), and the page that shows it, when one does.
struct ReportedDiagnostic: Hashable {
    let diagnostic: Diagnostic
    let folder: String?
    /// The URL of the page and figure showing it (`DiagnosticPage`), as the site's links write it.
    let link: String?

    /// The templates' findings first, then the content's, each in the report's order.
    static func all(in report: BuildReport, contentFolder: String) -> [ReportedDiagnostic] {
        report.templateDiagnostics.map { ReportedDiagnostic(diagnostic: $0, folder: nil, link: nil) }
            + report.diagnostics.map { ReportedDiagnostic(diagnostic: $0, folder: contentFolder, link: report.link(to: $0)) }
    }

    var severity: DiagnosticSeverity { diagnostic.severity }

    /// `path:line:col: severity: message`, then `path:line:col: note: …` per note.
    var lines: [String] { diagnostic.formatted(under: folder) }
}
