import Diagnostics

/// The span of a node in its Markdown file; `end` is the position of the node's last byte
/// (inclusive), as cmark's `--sourcepos` reports it.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public let start: SourcePosition
    public let end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// `line:column-line:column`, the golden format of `MarkdownTreeDumper` (style anchors §0 rule 5).
    public var description: String { "\(start)-\(end)" }
}
