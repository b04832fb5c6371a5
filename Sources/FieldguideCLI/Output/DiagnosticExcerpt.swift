import Diagnostics
import Foundation

/// A finding for a person at a terminal, in the shape of swift-syntax's `DiagnosticsFormatter`:
/// the compiler-style line (severity coloured), then the source line with its number in a gutter
/// and a caret under the column, then the notes.
///
///     content/06-padding.md:12:5: warning: 'paddding' is not a modifier
///      12 │     .paddding()
///         │     ^
struct DiagnosticExcerpt {
    let style: TerminalStyle
    /// Files already read, by path, split into lines.
    private var files: [String: [Substring]] = [:]

    init(style: TerminalStyle) {
        self.style = style
    }

    mutating func lines(_ reported: ReportedDiagnostic) -> [String] {
        let diagnostic = reported.diagnostic
        let location = diagnostic.location(under: reported.folder)
        let prefix = location.isEmpty ? "" : style.bold(location + ":") + " "
        var lines = [prefix + severity(diagnostic.severity) + " " + style.bold(TerminalText.escaped(diagnostic.message))]
        if let path = reported.path, let position = diagnostic.position, let source = line(position.line, of: path) {
            let gutter = String(position.line)
            let blank = String(repeating: " ", count: gutter.count)
            lines.append(style.dim(" \(gutter) │ ") + TerminalText.escaped(source))
            lines.append(style.dim(" \(blank) │ ") + caretIndent(source, column: position.column) + style.cyan("^"))
        }
        lines += diagnostic.notes.map { "  " + style.cyan("note:") + " " + TerminalText.escaped($0.message) }
        return lines
    }

    private func severity(_ severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: style.red("error:")
        case .warning: style.yellow("warning:")
        case .note: style.cyan("note:")
        }
    }

    /// The line's text up to the column (UTF-8 bytes) as blanks, tabs kept so the caret lines up.
    private func caretIndent(_ source: String, column: Int) -> String {
        let before = String(decoding: source.utf8.prefix(max(column - 1, 0)), as: UTF8.self)
        return String(before.map { $0 == "\t" ? "\t" : " " })
    }

    private mutating func line(_ number: Int, of path: String) -> String? {
        if files[path] == nil {
            guard let data = FileManager.default.contents(atPath: path), data.count < 8 << 20 else { return nil }
            files[path] = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let lines = files[path], number >= 1, number <= lines.count else { return nil }
        return String(lines[number - 1].trimmingCharacters(in: CharacterSet(charactersIn: "\r")))
    }
}
