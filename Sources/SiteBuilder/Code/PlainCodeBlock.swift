import Diagnostics
import MarkdownTree
import ViewEvaluator

/// A fenced block in another language than Swift (`bash`, `json`, none): Markdown's own
/// `<pre><code>`, except that bidirectional control characters show as visible marks and are
/// warned at their position, as in Swift listings (issue 17 item 16: "Trojan Source" in a shell
/// command reads as harmlessly as in Swift code).
enum PlainCodeBlock {
    /// The block's HTML when it holds a control to show; nil leaves it to the Markdown writer.
    static func html(_ block: CodeBlock) -> String? {
        guard block.code.unicodeScalars.contains(where: BidiControl.isHidden) else { return nil }
        let language = block.language.map { " class=\"language-\(HTMLEscaping.escape($0))\"" } ?? ""
        return "<pre><code\(language)>\(HighlightWriter.visible(block.code))</code></pre>\n"
    }

    /// A warning at each run-changing control of every block of `document` not written in Swift.
    static func warnings(in document: MarkdownDocument, file: String) -> [Diagnostic] {
        document.codeBlocks.filter { $0.language != "swift" }.flatMap { block in
            let lines = LineOffsets(block.code)
            return BidiControl.warnings(in: block.code) { offset in
                let (line, column) = lines.lineAndColumn(of: offset)
                return block.sourcePosition(line: line, column: column)
            }.map { $0.located(in: file) }
        }
    }
}
