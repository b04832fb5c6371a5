/// A numbered list (`1.` or `1)` items, CommonMark "Lists").
public struct OrderedList: Hashable, Sendable {
    /// The character after each number.
    public enum Delimiter: String, Hashable, Sendable {
        case period = "."
        case parenthesis = ")"
    }

    public let start: Int
    public let delimiter: Delimiter
    public let items: [ListItem]
    /// Tight lists render their paragraphs without `<p>` (CommonMark "Lists", tight).
    public let isTight: Bool
    public let range: SourceRange

    public init(start: Int, delimiter: Delimiter, items: [ListItem], isTight: Bool, range: SourceRange) {
        self.start = start
        self.delimiter = delimiter
        self.items = items
        self.isTight = isTight
        self.range = range
    }
}
