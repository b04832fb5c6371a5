/// An ATX (`## Title`) or setext heading (CommonMark "ATX headings", "Setext headings"), level 1–6.
public struct Heading: Hashable, Sendable {
    public let level: Int
    public let children: [Inline]
    public let range: SourceRange

    public init(level: Int, children: [Inline], range: SourceRange) {
        self.level = level
        self.children = children
        self.range = range
    }
}
