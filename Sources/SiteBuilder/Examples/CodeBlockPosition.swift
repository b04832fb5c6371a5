import Diagnostics
import MarkdownTree

/// Maps positions between a code block and its Markdown file. The evaluator is told the file line
/// of the first code line (`startLine`) and reports lines in file terms but columns within the code;
/// `CodeBlock` knows where each code line starts, including the indentation of fences in lists and quotes.
struct CodeBlockPosition {
    let block: CodeBlock

    /// The file line of the block's first code line (the line after the opening fence).
    var startLine: Int { block.codeLineStarts.first?.line ?? block.range.start.line + 1 }

    /// The opening fence, where block-wide findings point.
    var fence: SourcePosition { block.range.start }

    /// A position the evaluator reported (file line, code column) in the file.
    func filePosition(line: Int, column: Int) -> SourcePosition {
        block.sourcePosition(line: codeLine(line), column: max(column, 1))
    }

    /// The 1-based code line a reported file line belongs to.
    func codeLine(_ fileLine: Int) -> Int { fileLine - startLine + 1 }
}
