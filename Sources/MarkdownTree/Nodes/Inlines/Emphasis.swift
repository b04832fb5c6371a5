/// Emphasis (`*text*`, CommonMark "Emphasis and strong emphasis"), rendered as `<em>`.
public struct Emphasis: Hashable, Sendable {
    public let children: [Inline]
    public let range: SourceRange

    public init(children: [Inline], range: SourceRange) {
        self.children = children
        self.range = range
    }
}
