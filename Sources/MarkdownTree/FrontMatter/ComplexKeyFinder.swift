/// Finds the first mapping key in front matter YAML that is not a plain value: an explicit key
/// (`? …`), an alias (`*name:`) or a flow collection (`[a]:`, `{a: b}:`).
///
/// Why: Yams checks every mapping for duplicate keys by hashing each key whole, so one alias key
/// naming a billion-laughs chain (nine levels of nine aliases) takes minutes (issue #7). Front
/// matter keys are plain names, so such keys are refused before composing.
struct ComplexKeyFinder {
    private let bytes: [UInt8]
    private var index = 0

    /// The UTF-8 offset of the first complex key, or nil.
    static func firstComplexKey(in yaml: String) -> Int? {
        var finder = ComplexKeyFinder(bytes: Array(yaml.utf8))
        return finder.scan()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// 1. Skip quoted scalars and comments. 2. At the start of a token, an explicit-key `?` or an
    /// alias followed by `:` is a complex key. 3. A closing bracket followed by `:` ends a flow key.
    private mutating func scan() -> Int? {
        while index < bytes.count {
            let start = index
            let byte = bytes[index]
            let atTokenStart = isTokenStart(start)
            switch byte {
            case UInt8(ascii: "#") where start == 0 || isBlank(bytes[start - 1]):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "'") where atTokenStart, UInt8(ascii: "\"") where atTokenStart:
                skipQuoted(byte)
            case UInt8(ascii: "?") where atTokenStart && isBlankOrEnd(start + 1):
                return start
            case UInt8(ascii: "*") where atTokenStart:
                index += 1
                while index < bytes.count, isAnchorByte(bytes[index]) { index += 1 }
                if colonFollows() { return start }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                index += 1
                if colonFollows() { return start }
            default:
                index += 1
            }
        }
        return nil
    }

    /// A token starts after a line's indentation or after an indicator and a blank.
    private func isTokenStart(_ offset: Int) -> Bool {
        var before = offset - 1
        while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
        guard before >= 0 else { return true }
        return [UInt8(ascii: "\n"), UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{")]
            .contains(bytes[before])
    }

    /// Skips `'…'` (where `''` is a quote) or `"…"` (where `\` escapes).
    private mutating func skipQuoted(_ quote: UInt8) {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                index += 1
            } else if byte == quote {
                if quote == UInt8(ascii: "'"), index < bytes.count, bytes[index] == quote { index += 1 } else { return }
            }
        }
    }

    /// Blanks, then `:` followed by a blank, a flow indicator or the end.
    private func colonFollows() -> Bool {
        var next = index
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
        guard next < bytes.count, bytes[next] == UInt8(ascii: ":") else { return false }
        return isBlankOrEnd(next + 1) || [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[next + 1])
    }

    private func isBlankOrEnd(_ offset: Int) -> Bool {
        offset >= bytes.count || isBlank(bytes[offset])
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// libyaml's anchor and alias names: letters, digits, `-` and `_`.
    private func isAnchorByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
