/// Escapes text for HTML element content and double-quoted attribute values alike.
public enum HTMLEscaping {
    /// Replaces `&`, `<`, `>`, `"` and `'` with character references, and characters XML 1.0
    /// forbids (C0 controls but tab and line breaks, U+FFFE, U+FFFF) with U+FFFD: pages embed SVG,
    /// and a control character from an article would make them invalid (issue #7).
    /// Runs of bytes that need nothing are copied whole: a page escapes every text, trace step and
    /// code line, and appending scalar by scalar was about 1% of a cold build.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: needsEscaping) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 16)
        var text = text
        text.withUTF8 { bytes in
            var start = 0, index = 0
            while index < bytes.count {
                guard let (replacement, length) = replacement(bytes, at: index) else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                replacement.withUTF8Buffer { output.append(contentsOf: $0) }
                index += length
                start = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// What the bytes at `index` become, and how many they replace; nil to copy the byte.
    private static func replacement(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (StaticString, Int)? {
        switch bytes[index] {
        case UInt8(ascii: "&"): ("&amp;", 1)
        case UInt8(ascii: "<"): ("&lt;", 1)
        case UInt8(ascii: ">"): ("&gt;", 1)
        case UInt8(ascii: "\""): ("&quot;", 1)
        case UInt8(ascii: "'"): ("&#39;", 1)
        case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): nil
        case 0..<0x20: ("\u{FFFD}", 1)
        case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE: ("\u{FFFD}", 3)
        default: nil
        }
    }

    /// The text with every character XML 1.0 forbids replaced by U+FFFD, for text that a template
    /// engine escapes (titles, summaries, headings): one control character in a title would
    /// otherwise reach every page's sidebar.
    public static func replacingCharactersXMLForbids(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !isAllowedInXML($0) }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isAllowedInXML($0) ? $0 : "\u{FFFD}" }))
    }

    /// XML 1.0 `Char`: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD, U+10000 and above.
    private static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...: true
        default: false
        }
    }

    /// `0xEF` starts U+FFFE and U+FFFF (and other characters the loop keeps).
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") || byte == 0xEF
            || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
