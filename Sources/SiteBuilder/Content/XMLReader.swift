import Diagnostics
import MarkdownTree

/// Reads an XML file's markup as byte ranges, flat and without building a tree, for
/// `SVGSanitizer`: start and end tags with their attributes, processing instructions and
/// declarations; text, comments and CDATA sections are passed over. Anything XML does not allow
/// where markup starts (an unterminated tag, an unquoted attribute value) ends the reading.
struct XMLReader {
    struct Attribute {
        let name: String
        /// As written, between the quotes.
        let value: String
        /// From the whitespace before the name to the closing quote: what removing it cuts.
        let range: Range<Int>
    }

    enum Token {
        case startTag(Range<Int>, name: String, attributes: [Attribute], closesItself: Bool)
        case endTag(Range<Int>)
        /// `<?target …?>`.
        case instruction(Range<Int>, target: String)
        /// `<!DOCTYPE …>`, and whether it has an internal subset (`[…]`).
        case declaration(Range<Int>, hasInternalSubset: Bool)
        case other
        /// Not well-formed at this byte offset.
        case malformed(Int)
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next piece of markup, or nil at the end.
    mutating func next() -> Token? {
        guard let start = bytes[index...].firstIndex(of: ascii("<")) else {
            index = bytes.count
            return nil
        }
        index = start
        if skip(past: "<!--", to: "-->") || skip(past: "<![CDATA[", to: "]]>") { return index < 0 ? .malformed(start) : .other }
        if starts(with: "<?") { return instruction(from: start) }
        if starts(with: "<!") { return declaration(from: start) }
        if starts(with: "</") {
            index += 2
            _ = readName()
            skipWhitespace()
            guard read(">") else { return .malformed(index) }
            return .endTag(start..<index)
        }
        return startTag(from: start)
    }

    /// Line and UTF-8 column of a byte offset.
    func position(of offset: Int) -> SourcePosition {
        let before = bytes[..<min(offset, bytes.count)]
        let lineStart = before.lastIndex(of: ascii("\n")).map { $0 + 1 } ?? 0
        return SourcePosition(line: before.count { $0 == ascii("\n") } + 1, column: offset - lineStart + 1)
    }

    private mutating func startTag(from start: Int) -> Token {
        index += 1
        let name = readName()
        guard !name.isEmpty else { return .malformed(index) }
        var attributes: [Attribute] = []
        while true {
            let attributeStart = index
            skipWhitespace()
            if read(">") { return .startTag(start..<index, name: name, attributes: attributes, closesItself: false) }
            if read("/>") { return .startTag(start..<index, name: name, attributes: attributes, closesItself: true) }
            guard index > attributeStart, case let attributeName = readName(), !attributeName.isEmpty else { return .malformed(index) }
            skipWhitespace()
            guard read("=") else { return .malformed(index) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == ascii("\"") || bytes[index] == ascii("'") else { return .malformed(index) }
            let quote = bytes[index]
            guard let end = bytes[(index + 1)...].firstIndex(of: quote) else { return .malformed(index) }
            let value = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            index = end + 1
            attributes.append(Attribute(name: attributeName, value: value, range: attributeStart..<index))
        }
    }

    private mutating func instruction(from start: Int) -> Token {
        index += 2
        let target = readName()
        guard let end = find("?>") else { return .malformed(start) }
        index = end + 2
        return .instruction(start..<index, target: target)
    }

    /// `<!…>`, with quoted strings, and an internal subset in brackets that may hold comments and
    /// declarations of its own.
    private mutating func declaration(from start: Int) -> Token {
        index += 2
        var inSubset = false, hasSubset = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == ascii("\"") || byte == ascii("'") {
                guard let end = bytes[(index + 1)...].firstIndex(of: byte) else { return .malformed(index) }
                index = end + 1
            } else if inSubset, skip(past: "<!--", to: "-->") {
                if index < 0 { return .malformed(start) }
            } else {
                index += 1
                if byte == ascii("[") { (inSubset, hasSubset) = (true, true) }
                if byte == ascii("]") { inSubset = false }
                if byte == ascii(">"), !inSubset { return .declaration(start..<index, hasInternalSubset: hasSubset) }
            }
        }
        return .malformed(start)
    }

    /// When the bytes at `index` start with `opening`, moves past the next `closing` (to -1 when
    /// there is none) and returns true.
    private mutating func skip(past opening: String, to closing: String) -> Bool {
        guard starts(with: opening) else { return false }
        index += opening.utf8.count
        index = find(closing).map { $0 + closing.utf8.count } ?? -1
        return true
    }

    /// Letters, digits, `-`, `_`, `:`, `.` and every non-ASCII byte: what XML names are made of.
    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
            || byte == 0x2D || byte == 0x5F || byte == 0x3A || byte == 0x2E
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private func starts(with text: String) -> Bool {
        bytes[index...].starts(with: text.utf8)
    }

    private mutating func read(_ text: String) -> Bool {
        guard starts(with: text) else { return false }
        index += text.utf8.count
        return true
    }

    private func find(_ text: String) -> Int? {
        let needle = Array(text.utf8)
        var offset = index
        while offset + needle.count <= bytes.count {
            if bytes[offset] == needle[0], bytes[offset..<offset + needle.count].elementsEqual(needle) { return offset }
            offset += 1
        }
        return nil
    }

    private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
}
