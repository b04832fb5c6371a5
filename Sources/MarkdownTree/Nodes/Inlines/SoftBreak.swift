/// A line ending inside a paragraph (CommonMark "Soft line breaks"), rendered as a newline.
public struct SoftBreak: Hashable, Sendable {
    public let range: SourceRange

    public init(range: SourceRange) {
        self.range = range
    }
}
