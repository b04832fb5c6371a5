/// A link (CommonMark "Links") with its destination and optional title.
public struct Link: Hashable, Sendable {
    public let destination: String
    public let title: String
    public let children: [Inline]
    public let range: SourceRange

    public init(destination: String, title: String, children: [Inline], range: SourceRange) {
        self.destination = destination
        self.title = title
        self.children = children
        self.range = range
    }
}
