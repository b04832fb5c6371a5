/// An image (CommonMark "Images"); its children's plain text is the `alt` text.
public struct Image: Hashable, Sendable {
    public let source: String
    public let title: String
    public let children: [Inline]
    public let range: SourceRange

    public init(source: String, title: String, children: [Inline], range: SourceRange) {
        self.source = source
        self.title = title
        self.children = children
        self.range = range
    }
}
