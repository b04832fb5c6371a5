/// A point in a source file: 1-based line and 1-based UTF-8 byte column, the convention cmark and
/// swift-syntax share, so a code block's findings map into its Markdown file without conversion
/// (style anchors §3 "Errors").
public struct SourcePosition: Hashable, Sendable, Comparable, Codable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form compilers print.
    public var description: String { "\(line):\(column)" }

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}
