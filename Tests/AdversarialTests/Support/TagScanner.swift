/// Reads markup the way our writers produce it: `<name attr="value">`, `</name>`, `<name />`,
/// escaped text between tags. Anything else (a raw `>`, a stray `&`, an unquoted attribute) is
/// reported, since it can only come from content that escaped escaping.
struct TagScanner {
    struct Tag {
        var name: String
        var attributes: [(String, String)]
        var isClosing: Bool
        var isSelfClosing: Bool
    }

    enum Token {
        case tag(Tag)
        case problem(String)
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next tag or problem; nil at the end.
    mutating func next() -> Token? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"):
                return tag()
            case UInt8(ascii: ">"):
                index += 1
                return .problem("raw '>' in text at byte \(index - 1)")
            case UInt8(ascii: "&"):
                if let problem = reference() { return .problem(problem) }
            default:
                index += 1
            }
        }
        return nil
    }

    /// `&name;`, `&#123;` or `&#x1F;`; anything else is a raw ampersand.
    private mutating func reference() -> String? {
        let start = index
        index += 1
        let isNumeric = current == UInt8(ascii: "#")
        if isNumeric { index += 1 }
        let isHex = isNumeric && (current == UInt8(ascii: "x") || current == UInt8(ascii: "X"))
        if isHex { index += 1 }
        let digitsStart = index
        while let byte = current, isHex ? byte.isHexDigit : (isNumeric ? byte.isDigit : byte.isLetter) { index += 1 }
        guard index > digitsStart, current == UInt8(ascii: ";") else {
            return "raw '&' at byte \(start)"
        }
        index += 1
        return nil
    }

    private mutating func tag() -> Token {
        let start = index
        index += 1
        let isClosing = current == UInt8(ascii: "/")
        if isClosing { index += 1 }
        let name = take { $0.isLetter || $0.isDigit }
        guard !name.isEmpty else { return .problem("raw '<' in text at byte \(start)") }
        var attributes: [(String, String)] = []
        while true {
            skipSpaces()
            guard let byte = current else { return .problem("unterminated tag <\(name) at byte \(start)") }
            if byte == UInt8(ascii: ">") {
                index += 1
                return .tag(Tag(name: name, attributes: attributes, isClosing: isClosing, isSelfClosing: false))
            }
            if byte == UInt8(ascii: "/"), peek == UInt8(ascii: ">") {
                index += 2
                return .tag(Tag(name: name, attributes: attributes, isClosing: isClosing, isSelfClosing: true))
            }
            let attribute = take { $0.isLetter || $0.isDigit || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") }
            guard !attribute.isEmpty, current == UInt8(ascii: "="), peek == UInt8(ascii: "\"") else {
                return .problem("malformed attribute in <\(name) at byte \(index)")
            }
            index += 2
            let valueStart = index
            while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "<") {
                if byte == UInt8(ascii: "&") {
                    if let problem = reference() { return .problem(problem) }
                } else {
                    index += 1
                }
            }
            guard current == UInt8(ascii: "\"") else { return .problem("'<' or end inside attribute '\(attribute)' of <\(name)") }
            attributes.append((attribute, String(decoding: bytes[valueStart..<index], as: UTF8.self)))
            index += 1
        }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    private var peek: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }

    private mutating func skipSpaces() {
        while let byte = current, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") { index += 1 }
    }

    private mutating func take(while predicate: (UInt8) -> Bool) -> String {
        let start = index
        while let byte = current, predicate(byte) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}

extension UInt8 {
    var isLetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    fileprivate var isDigit: Bool { (0x30...0x39).contains(self) }
    fileprivate var isHexDigit: Bool { isDigit || (0x41...0x46).contains(self) || (0x61...0x66).contains(self) }
}
