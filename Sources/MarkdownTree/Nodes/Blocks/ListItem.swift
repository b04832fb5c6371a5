/// One item of an ordered or unordered list (CommonMark "List items").
public struct ListItem: Hashable, Sendable {
    public let children: [Block]
    public let range: SourceRange

    public init(children: [Block], range: SourceRange) {
        self.children = children
        self.range = range
    }
}
