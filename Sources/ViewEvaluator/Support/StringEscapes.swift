/// Swift string-literal escapes (`\n`, `\t`, `\"`, `\\`, `\u{1F600}`), applied to literal segments.
enum StringEscapes {
    static func unescape(_ text: String) -> String {
        var result = ""
        var chars = text.makeIterator()
        while let c = chars.next() {
            guard c == "\\", let next = chars.next() else {
                result.append(c)
                continue
            }
            switch next {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "u": result += unicodeScalar(&chars)
            default: result.append(next)
            }
        }
        return result
    }

    /// Reads `{XXXX}` after `\u`.
    private static func unicodeScalar(_ chars: inout String.Iterator) -> String {
        guard chars.next() == "{" else { return "" }
        var hex = ""
        while let c = chars.next(), c != "}" { hex.append(c) }
        guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else { return "" }
        return String(Character(scalar))
    }
}
