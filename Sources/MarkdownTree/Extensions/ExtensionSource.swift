/// The article body as the extension layer reads it: the original bytes (before `FootnoteMask`),
/// addressed by file line, so a text node can be lined up with what the author wrote.
struct ExtensionSource {
    let text: SourceText
    let lineOffset: Int
    /// Whether `FootnoteMask` changed the bytes cmark read, so nodes need their `[` back.
    let isMasked: Bool
    /// Whether a `^` occurs at all: a document without one has no footnotes to look for.
    let mayHoldFootnotes: Bool

    init(text: SourceText, lineOffset: Int, isMasked: Bool) {
        self.text = text
        self.lineOffset = lineOffset
        self.isMasked = isMasked
        self.mayHoldFootnotes = text.bytes.contains(UInt8(ascii: "^"))
    }

    /// A file line's bytes, without its line ending.
    func line(_ fileLine: Int) -> ArraySlice<UInt8> {
        text.line(fileLine - lineOffset)
    }

    /// Where each byte of a text node came from, or nil when it does not line up with its line.
    func map(_ text: Text) -> TextMap? {
        guard text.range.start.line == text.range.end.line, !text.string.isEmpty else { return nil }
        return TextMap(text, line: line(text.range.start.line))
    }
}
