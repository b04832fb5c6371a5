import Diagnostics

/// A fenced or indented code block (CommonMark "Fenced code blocks", "Indented code blocks"), with
/// what it takes to map positions inside the code back into the Markdown file.
public struct CodeBlock: Hashable, Sendable {
    /// The fence's info string as cmark reports it (trimmed, escapes resolved); empty when absent.
    public let info: String
    /// The code, each line ending in a newline.
    public let code: String
    /// cmark 0.30 does not expose this; the converter infers it from the source (a run of three or
    /// more backticks or tildes at the block's start that is not the code's own first line).
    public let isFenced: Bool
    /// Where `info` starts in the file (after the fence and spaces); nil when there is no info string.
    public let infoPosition: SourcePosition?
    /// The file position of each code line's first byte, so line 1 of a fenced block is the fence
    /// line + 1 and columns include any block-quote or list indentation (style anchors §3).
    public let codeLineStarts: [SourcePosition]
    public let range: SourceRange

    public init(
        info: String,
        code: String,
        isFenced: Bool,
        infoPosition: SourcePosition?,
        codeLineStarts: [SourcePosition],
        range: SourceRange
    ) {
        self.info = info
        self.code = code
        self.isFenced = isFenced
        self.infoPosition = infoPosition
        self.codeLineStarts = codeLineStarts
        self.range = range
    }

    /// The info string's first word (`swift`), the CommonMark convention for the language ("Fenced code blocks").
    public var language: String? {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init)
    }

    /// The info string as a language and positioned `key` / `key=value` tokens (see `FenceInfo`).
    public var fenceInfo: FenceInfo {
        FenceInfo(parsing: info, at: infoPosition ?? range.start)
    }

    /// Maps a 1-based line and UTF-8 column inside `code` to the Markdown file; lines past the end
    /// clamp to the last line, an empty block maps to its start.
    public func sourcePosition(line: Int, column: Int) -> SourcePosition {
        guard !codeLineStarts.isEmpty else { return range.start }
        let start = codeLineStarts[min(max(line, 1), codeLineStarts.count) - 1]
        return SourcePosition(line: start.line, column: start.column + column - 1)
    }
}
