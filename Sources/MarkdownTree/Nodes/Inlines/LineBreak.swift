/// A hard line break (two spaces or a backslash before a line ending, CommonMark "Hard line breaks"),
/// rendered as `<br />`.
public struct LineBreak: Hashable, Sendable {
    public let range: SourceRange

    public init(range: SourceRange) {
        self.range = range
    }
}
