/// Serialises an `SVGElement` tree as indented XML with attributes sorted by name and all
/// text escaped, so equal trees give equal bytes and author text can never become markup.
///
/// It writes UTF-8 bytes into one buffer and makes the String once: building the document from
/// interpolated pieces and escaping scalar by scalar was half of drawing a preview.
struct SVGWriter {
    /// Spaces per nesting level.
    var indentWidth = 2

    /// The element and its subtree, one element per line, ending with a newline.
    func write(_ root: SVGElement) -> String {
        String(decoding: writeUTF8(root), as: UTF8.self)
    }

    /// `write`'s bytes, for a caller that reads them as bytes (making a `String` checks them all).
    func writeUTF8(_ root: SVGElement) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(8192)
        write(root, depth: 0, into: &output)
        return output
    }

    private func write(_ element: SVGElement, depth: Int, into output: inout [UInt8]) {
        indent(depth, into: &output)
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: element.name.utf8)
        for attribute in element.attributes {
            output.append(UInt8(ascii: " "))
            output.append(contentsOf: attribute.name.utf8)
            output.append(contentsOf: "=\"".utf8)
            Self.escape(attribute.value, quotes: true, into: &output)
            output.append(UInt8(ascii: "\""))
        }
        if let text = element.text {
            output.append(UInt8(ascii: ">"))
            Self.escape(text, quotes: false, into: &output)
            closingTag(element.name, into: &output)
        } else if element.children.isEmpty {
            output.append(contentsOf: "/>\n".utf8)
        } else {
            output.append(contentsOf: ">\n".utf8)
            for child in element.children { write(child, depth: depth + 1, into: &output) }
            indent(depth, into: &output)
            closingTag(element.name, into: &output)
        }
    }

    private func indent(_ depth: Int, into output: inout [UInt8]) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * indentWidth))
    }

    /// `</name>` and the line break.
    private func closingTag(_ name: String, into output: inout [UInt8]) {
        output.append(contentsOf: "</".utf8)
        output.append(contentsOf: name.utf8)
        output.append(contentsOf: ">\n".utf8)
    }

    /// Character data: `&`, `<` and `>` become entities; characters XML 1.0 forbids become U+FFFD.
    static func escapeText(_ text: String) -> String {
        var output: [UInt8] = []
        escape(text, quotes: false, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// An attribute value in double quotes: also `"` and line breaks become character references.
    static func escapeAttribute(_ value: String) -> String {
        var output: [UInt8] = []
        escape(value, quotes: true, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Copies the string's UTF-8 in runs, stopping only at a byte that needs a replacement:
    /// markup characters, CR everywhere, tab and LF in attributes, the C0 controls XML 1.0 forbids
    /// (below U+0020 but tab, LF, CR), and U+FFFE and U+FFFF (EF BF BE, EF BF BF in UTF-8).
    private static func escape(_ string: String, quotes: Bool, into output: inout [UInt8]) {
        var string = string
        string.withUTF8 { bytes in
            var start = 0, index = 0
            while index < bytes.count {
                guard !isPlain(bytes[index]), let replacement = replacement(bytes, at: index, quotes: quotes) else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                replacement.text.withUTF8Buffer { output.append(contentsOf: $0) }
                index += replacement.length
                start = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        }
    }

    /// A byte that is copied whatever the context: most bytes are letters, digits, spaces and
    /// punctuation, and ruling them out with two comparisons saves the full check per byte.
    private static func isPlain(_ byte: UInt8) -> Bool {
        if byte > UInt8(ascii: ">") { return byte != 0xEF }
        return byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
    }

    /// What the bytes at `index` are written as, and how many bytes that replaces; nil to copy.
    private static func replacement(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, quotes: Bool) -> (text: StaticString, length: Int)? {
        switch bytes[index] {
        case UInt8(ascii: "&"): return ("&amp;", 1)
        case UInt8(ascii: "<"): return ("&lt;", 1)
        case UInt8(ascii: ">"): return ("&gt;", 1)
        case UInt8(ascii: "\"") where quotes: return ("&quot;", 1)
        case UInt8(ascii: "\n") where quotes: return ("&#10;", 1)
        case UInt8(ascii: "\t") where quotes: return ("&#9;", 1)
        case UInt8(ascii: "\r"): return ("&#13;", 1)
        case UInt8(ascii: "\t"), UInt8(ascii: "\n"): return nil
        case 0..<0x20: return ("\u{FFFD}", 1)
        case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
            return ("\u{FFFD}", 3)
        default: return nil
        }
    }
}
