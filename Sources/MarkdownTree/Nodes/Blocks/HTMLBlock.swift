/// A block of raw HTML (CommonMark "HTML blocks"); `HTMLWriter` escapes it unless raw HTML is allowed.
public struct HTMLBlock: Hashable, Sendable {
    public let html: String
    public let range: SourceRange

    public init(html: String, range: SourceRange) {
        self.html = html
        self.range = range
    }
}
