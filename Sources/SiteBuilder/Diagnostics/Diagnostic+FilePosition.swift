import Diagnostics

extension Diagnostic {
    /// A finding about the Markdown file `file` (front matter, fences, links), whose position is
    /// already the file's.
    func located(in file: String) -> Diagnostic {
        var located = self
        located.file = file
        return located
    }

    /// An evaluator or layout finding about a code block: `block` maps its code line and column
    /// into the Markdown file, which also accounts for fences indented inside lists and quotes. A
    /// finding without a position (about a view the author did not write) points at the fence.
    func located(in block: CodeBlockPosition, file: String) -> Diagnostic {
        var located = self
        located.file = file
        located.position = position.map { block.filePosition(line: $0.line, column: $0.column) } ?? block.fence
        return located
    }
}
