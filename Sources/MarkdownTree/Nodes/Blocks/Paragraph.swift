/// A paragraph (CommonMark "Paragraphs").
public struct Paragraph: Hashable, Sendable {
    public let children: [Inline]
    public let range: SourceRange

    public init(children: [Inline], range: SourceRange) {
        self.children = children
        self.range = range
    }
}
