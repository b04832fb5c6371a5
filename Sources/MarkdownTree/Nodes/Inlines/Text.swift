/// Literal text with entities and backslash escapes resolved (CommonMark "Backslash escapes",
/// "Entity and numeric character references").
public struct Text: Hashable, Sendable {
    public let string: String
    public let range: SourceRange

    public init(string: String, range: SourceRange) {
        self.string = string
        self.range = range
    }
}
