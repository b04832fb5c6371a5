/// Where a view or modifier was written: 1-based line and UTF-8 column in its source file.
public struct SourceLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
