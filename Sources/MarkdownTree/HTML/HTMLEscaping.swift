/// Escapes text for HTML element content and double-quoted attribute values alike.
public enum HTMLEscaping {
    /// Replaces `&`, `<`, `>`, `"` and `'` with character references, and characters XML 1.0
    /// forbids (C0 controls but tab and line breaks, U+FFFE, U+FFFF) with U+FFFD: pages embed SVG,
    /// and a control character from an article would make them invalid (issue #7).
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: needsEscaping) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(isAllowedInXML(character) ? character : "\u{FFFD}")
            }
        }
        return result
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
