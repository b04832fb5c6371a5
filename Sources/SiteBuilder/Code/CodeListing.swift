import Diagnostics
import MarkdownTree
import SwiftSyntax

/// A highlighted code block as HTML, with each diagnostic written right under the line it points at:
/// severity, message, `file:line:col`, a caret under the column, and its notes.
struct CodeListing {
    /// A diagnostic placed under a code line, with the anchor an error panel links to.
    struct Annotation {
        let diagnostic: Diagnostic
        /// 1-based code line the diagnostic belongs under, and the UTF-8 column within that line.
        let line: Int
        let column: Int
        let anchor: String
    }

    let code: String
    let annotations: [Annotation]
    /// The Markdown file line of each code line: written as `data-line`, the same number the
    /// preview's frame outlines carry, so the page can link a line to the frames it created.
    let fileLines: [Int]
    /// The code of each view and modifier, written as `.expr` spans the page links to frames.
    var expressions: [CodeExpression] = []
    /// The code as the evaluator parsed it, if it did (`BlockEvaluation.syntax`).
    var syntax: SourceFileSyntax? = nil

    /// `<pre class="code">` holding one `.line` span per code line (each ending in its newline, so
    /// copying the text gives the code back) and a `.diagnostic` block after any line with findings.
    /// The block takes keyboard focus itself (so it can be scrolled) unless an expression span does.
    var html: String {
        let highlighted = SwiftHighlighter.lines(of: code, expressions: expressions, syntax: syntax)
        let plain = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var output = expressions.isEmpty ? "<pre class=\"code\" tabindex=\"0\"><code>" : "<pre class=\"code\"><code>"
        for (index, line) in highlighted.enumerated() {
            let number = index + 1
            let here = annotations.filter { clamp($0.line, highlighted.count) == number }
            let flag = here.map(\.diagnostic.severity).contains(.error) ? " line-error" : here.isEmpty ? "" : " line-warning"
            let fileLine = index < fileLines.count ? " data-line=\"\(fileLines[index])\"" : ""
            output += "<span class=\"line\(flag)\"\(fileLine)>\(line)\n</span>"
            for annotation in here {
                output += diagnosticHTML(annotation, lineText: index < plain.count ? plain[index] : "")
            }
        }
        return output + "</code></pre>"
    }

    private func clamp(_ line: Int, _ count: Int) -> Int { min(max(line, 1), max(count, 1)) }

    private func diagnosticHTML(_ annotation: Annotation, lineText: String) -> String {
        let diagnostic = annotation.diagnostic
        let severity = diagnostic.severity.rawValue
        let location = diagnostic.location(under: nil)
        var html = "<span class=\"diagnostic diagnostic-\(severity)\" id=\"\(annotation.anchor)\">"
        html += "<span class=\"diagnostic-caret\" aria-hidden=\"true\">\(HTMLEscaping.escape(caret(under: lineText, column: annotation.column)))</span>"
        html += "<span class=\"diagnostic-message\"><strong>\(severity):</strong> \(HTMLEscaping.escape(diagnostic.message))"
        html += " <span class=\"diagnostic-location\">\(HTMLEscaping.escape(location))</span></span>"
        for note in diagnostic.notes {
            html += "<span class=\"diagnostic-note\"><strong>note:</strong> \(HTMLEscaping.escape(note.message))</span>"
        }
        return html + "</span>"
    }

    /// Spaces (tabs kept) up to the column, then `^`.
    private func caret(under lineText: String, column: Int) -> String {
        let bytes = Array(lineText.utf8)
        let prefix = String(decoding: bytes[..<min(max(column - 1, 0), bytes.count)], as: UTF8.self)
        return String(prefix.map { $0 == "\t" ? "\t" : " " }) + "^"
    }
}
