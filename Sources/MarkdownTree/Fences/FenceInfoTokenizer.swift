/// Splits a fence info string into `key` and `key=value` words, separated by spaces or tabs; values
/// may be double-quoted, with `\"` and `\\` as escapes. Offsets are UTF-8 bytes from the start.
struct FenceInfoTokenizer {
    /// One word of the info string.
    struct Word {
        let key: String
        let value: String?
        let keyOffset: Int
        /// Where the value (or its opening quote) starts; just after `=` when empty.
        let valueOffset: Int
    }

    /// Something that kept a word from being read as written.
    struct Problem {
        let message: String
        let offset: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private(set) var problems: [Problem] = []

    init(_ info: String) {
        self.bytes = Array(info.utf8)
    }

    /// Every word in order; a word with an unterminated quote is dropped with a problem.
    mutating func words() -> [Word] {
        var words: [Word] = []
        while skipBlanks() {
            if let word = word() { words.append(word) }
        }
        return words
    }

    private mutating func word() -> Word? {
        let keyOffset = index
        let key = take { !Self.isBlank($0) && $0 != UInt8(ascii: "=") }
        guard current == UInt8(ascii: "=") else {
            return Word(key: key, value: nil, keyOffset: keyOffset, valueOffset: index)
        }
        index += 1
        let valueOffset = index
        if current == UInt8(ascii: "\"") {
            guard let value = quoted() else { return nil }
            return Word(key: key, value: value, keyOffset: keyOffset, valueOffset: valueOffset)
        }
        return Word(key: key, value: take { !Self.isBlank($0) }, keyOffset: keyOffset, valueOffset: valueOffset)
    }

    /// A `"…"` value; nil, with a problem, when the closing quote is missing.
    private mutating func quoted() -> String? {
        let opening = index
        index += 1
        var value: [UInt8] = []
        while let byte = current, byte != UInt8(ascii: "\"") {
            if byte == UInt8(ascii: "\\"), let next = peek, next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") {
                index += 1
            }
            value.append(bytes[index])
            index += 1
        }
        guard current != nil else {
            problems.append(Problem(message: "quoted value has no closing '\"'", offset: opening))
            return nil
        }
        index += 1
        if let byte = current, !Self.isBlank(byte) {
            problems.append(Problem(message: "expected a space after the closing '\"'", offset: index))
            _ = take { !Self.isBlank($0) }
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// Skips spaces and tabs; false at the end.
    private mutating func skipBlanks() -> Bool {
        _ = take(while: Self.isBlank)
        return current != nil
    }

    private mutating func take(while predicate: (UInt8) -> Bool) -> String {
        let start = index
        while let byte = current, predicate(byte) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    private var peek: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
