/// One item of an ordered or unordered list (CommonMark "List items"); a GFM task list item
/// (`- [ ] todo`, `- [x] done`) carries its checkbox, without the `[ ]` in its text.
public struct ListItem: Hashable, Sendable {
    /// A task list item's box ("Task list items (extension)").
    public enum Checkbox: Hashable, Sendable {
        case unchecked
        case checked
    }

    public let children: [Block]
    public let checkbox: Checkbox?
    public let range: SourceRange

    public init(children: [Block], checkbox: Checkbox? = nil, range: SourceRange) {
        self.children = children
        self.checkbox = checkbox
        self.range = range
    }
}
