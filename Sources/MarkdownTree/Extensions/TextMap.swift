import Diagnostics

/// Where each byte of a text node came from. cmark resolves backslash escapes and entities inside
/// text (`a \| b` arrives as `a | b`), and GFM's delimiters (`|`, `~`, `[^`) count only when
/// written as themselves; so the layer lines a node's string up with the source line it came from:
/// each byte gets the source columns it was read from and whether it was written raw. A node that
/// does not line up (a position cmark lost) gets no map, and the layer leaves it alone.
struct TextMap {
    let text: Text
    let bytes: [UInt8]
    /// Per byte of `bytes`: the first and last source column it came from, and whether it was
    /// written as itself (not produced by an escape or an entity); nil when every byte was
    /// written as itself, the common case, where byte `i` sits at the start column + `i`.
    private let spans: [(first: Int, last: Int, isRaw: Bool)]?

    init?(_ text: Text, line: ArraySlice<UInt8>) {
        let bytes = Array(text.string.utf8)
        let start = text.range.start.column - 1
        guard start >= 0, start <= line.count else { return nil }
        let source = line.dropFirst(start)
        self.text = text
        self.bytes = bytes
        if source.starts(with: bytes) {
            spans = nil
        } else if let spans = Self.align(bytes, source, lineStart: line.startIndex) {
            self.spans = spans
        } else {
            return nil
        }
    }

    func isRaw(_ offset: Int) -> Bool { spans?[offset].isRaw ?? true }

    /// The source position of a byte.
    func position(_ offset: Int) -> SourcePosition {
        SourcePosition(line: text.range.start.line, column: spans?[offset].first ?? text.range.start.column + offset)
    }

    /// The part of the text between two byte offsets, with its source range; nil when empty.
    func slice(_ range: Range<Int>) -> Text? {
        guard !range.isEmpty else { return nil }
        let last = spans?[range.upperBound - 1].last ?? text.range.start.column + range.upperBound - 1
        let end = SourcePosition(line: text.range.start.line, column: last)
        return Text(string: String(decoding: bytes[range], as: UTF8.self), range: SourceRange(start: position(range.lowerBound), end: end))
    }

    /// Lines the string up with the source: a byte is raw, the character of a backslash escape,
    /// or part of what an entity (`&amp;`, `&#124;`) decoded to; nil when they part ways.
    private static func align(_ bytes: [UInt8], _ source: ArraySlice<UInt8>, lineStart: Int) -> [(first: Int, last: Int, isRaw: Bool)]? {
        var spans: [(first: Int, last: Int, isRaw: Bool)] = []
        var index = source.startIndex
        while spans.count < bytes.count {
            guard index < source.endIndex else { return nil }
            let byte = bytes[spans.count]
            let sourceColumn = index - lineStart + 1
            if source[index] == UInt8(ascii: "\\"), index + 1 < source.endIndex, isPunctuation(source[index + 1]), byte == source[index + 1] {
                spans.append((sourceColumn, sourceColumn + 1, false))
                index += 2
            } else if source[index] == UInt8(ascii: "&"), let end = entityEnd(source, index), !bytes[spans.count...].starts(with: source[index...end]) {
                let next = end + 1 < source.endIndex ? source[end + 1] : nil
                var count = 0
                repeat {
                    count += scalarLength(bytes[spans.count + count])
                } while spans.count + count < bytes.count && next != nil && bytes[spans.count + count] != next && count < 8
                for _ in 0..<min(count, bytes.count - spans.count) { spans.append((sourceColumn, end - index + sourceColumn, false)) }
                index = end + 1
            } else if source[index] == byte {
                spans.append((sourceColumn, sourceColumn, true))
                index += 1
            } else {
                return nil
            }
        }
        return spans
    }

    private static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }

    /// The index of the `;` closing an entity or numeric reference starting at `start`.
    private static func entityEnd(_ source: ArraySlice<UInt8>, _ start: Int) -> Int? {
        var index = start + 1
        if index < source.endIndex, source[index] == UInt8(ascii: "#") { index += 1 }
        let nameStart = index
        while index < source.endIndex, index - nameStart < 32, isAlphanumeric(source[index]) { index += 1 }
        return index > nameStart && index < source.endIndex && source[index] == UInt8(ascii: ";") ? index : nil
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// The length of the UTF-8 sequence a lead byte starts.
    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
