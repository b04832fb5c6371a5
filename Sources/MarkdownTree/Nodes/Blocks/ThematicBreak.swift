/// A horizontal rule (`---`, `***`, `___`, CommonMark "Thematic breaks").
public struct ThematicBreak: Hashable, Sendable {
    public let range: SourceRange

    public init(range: SourceRange) {
        self.range = range
    }
}
