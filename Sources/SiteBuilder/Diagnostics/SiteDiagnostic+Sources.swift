import LayoutEngine
import MarkdownTree
import ViewEvaluator

extension SiteDiagnostic {
    /// A front matter, fence or Markdown finding, already in file coordinates.
    init(_ diagnostic: MarkdownDiagnostic, file: String) {
        let severity: Severity = diagnostic.severity == .error ? .error : .warning
        self.init(severity, diagnostic.id, diagnostic.message, file: file, at: diagnostic.position)
    }

    /// An evaluator finding; `block` maps its code line and column into the Markdown file, which
    /// also accounts for fences indented inside lists and quotes.
    init(_ diagnostic: Diagnostic, in block: CodeBlockPosition, file: String) {
        let severity: Severity = switch diagnostic.severity {
        case .error: .error
        case .warning: .warning
        case .note: .note
        }
        self.init(
            severity, diagnostic.id.rawValue, diagnostic.message, file: file,
            at: block.filePosition(line: diagnostic.location.line, column: diagnostic.location.column),
            notes: diagnostic.notes.map(\.message))
    }

    /// A value the layout engine clamped: the preview still shows, so it is a warning.
    init(_ issue: LayoutIssue, in block: CodeBlockPosition, file: String) {
        let position = issue.source.map { block.filePosition(line: $0.line, column: $0.column) } ?? block.fence
        self.init(.warning, issue.id, issue.message, file: file, at: position)
    }
}
