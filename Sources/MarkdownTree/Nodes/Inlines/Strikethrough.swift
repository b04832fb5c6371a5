/// Text between matching `~~` (or single `~`) runs (GFM "Strikethrough (extension)"), rendered as `<del>`.
public struct Strikethrough: Hashable, Sendable {
    public let children: [Inline]
    public let range: SourceRange

    public init(children: [Inline], range: SourceRange) {
        self.children = children
        self.range = range
    }
}
