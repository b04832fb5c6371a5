/// A bullet list (`-`, `+` or `*` items, CommonMark "Lists").
public struct UnorderedList: Hashable, Sendable {
    public let items: [ListItem]
    /// Tight lists render their paragraphs without `<p>` (CommonMark "Lists", tight).
    public let isTight: Bool
    public let range: SourceRange

    public init(items: [ListItem], isTight: Bool, range: SourceRange) {
        self.items = items
        self.isTight = isTight
        self.range = range
    }
}
