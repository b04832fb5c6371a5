/// A block quote (`> …`, CommonMark "Block quotes").
public struct BlockQuote: Hashable, Sendable {
    public let children: [Block]
    public let range: SourceRange

    public init(children: [Block], range: SourceRange) {
        self.children = children
        self.range = range
    }
}
