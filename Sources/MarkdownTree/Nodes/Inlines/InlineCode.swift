/// A code span (`` `code` ``, CommonMark "Code spans"); the range includes the backticks.
public struct InlineCode: Hashable, Sendable {
    public let code: String
    public let range: SourceRange

    public init(code: String, range: SourceRange) {
        self.code = code
        self.range = range
    }
}
