/// Raw inline HTML (CommonMark "Raw HTML"); `HTMLWriter` escapes it unless raw HTML is allowed.
public struct InlineHTML: Hashable, Sendable {
    public let html: String
    public let range: SourceRange

    public init(html: String, range: SourceRange) {
        self.html = html
        self.range = range
    }
}
