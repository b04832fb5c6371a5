/// `[^label]: text` (GFM "Footnotes"): the note's text, shown at the end of the page under a number
/// given by the order of the first references. Here a definition is one paragraph; its lazy
/// continuation lines belong to it.
public struct FootnoteDefinition: Hashable, Sendable {
    /// The label as written between `[^` and `]`.
    public let label: String
    public let children: [Block]
    public let range: SourceRange

    public init(label: String, children: [Block], range: SourceRange) {
        self.label = label
        self.children = children
        self.range = range
    }

    /// Labels match case-insensitively, as link labels do (CommonMark "Link reference definitions").
    public var key: String { FootnoteDefinition.key(for: label) }

    public static func key(for label: String) -> String { label.lowercased() }
}
