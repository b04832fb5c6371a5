/// `[^label]` in prose (GFM "Footnotes"), pointing at a `FootnoteDefinition`; `HTMLWriter` numbers
/// references in document order.
public struct FootnoteReference: Hashable, Sendable {
    public let label: String
    public let range: SourceRange

    public init(label: String, range: SourceRange) {
        self.label = label
        self.range = range
    }

    public var key: String { FootnoteDefinition.key(for: label) }
}
