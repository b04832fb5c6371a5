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
            case "\t", "\n", "\r": result.unicodeScalars.append(character)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// `0xEF` starts U+FFFE and U+FFFF (and other characters the loop keeps).
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") || byte == 0xEF
            || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }
}
