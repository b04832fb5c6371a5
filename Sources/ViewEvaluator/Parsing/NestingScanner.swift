/// Measures, before parsing, how deeply a block nests the constructs swift-syntax 603 handles in
/// time exponential or quadratic in their depth, skipping comments and string literals (but not
/// the code interpolated into them):
/// - `[`: at every `[` the parser looks ahead for an InlineArray type (`[3 of Int]`) and, when that
///   fails, looks again for an array type, so 16 nested `[` take seconds and 10,000 overflow the stack;
/// - `<` (`Array<Array<…`), closed by `>`: 5,000 levels take minutes;
/// - `#if` inside `#if`: 3,000 levels take minutes.
/// A `<` may be a comparison that never closes, so angle brackets count from the last `{`, `}` or
/// `;`, and `<<`, `<=`, `->` and `>=` are operators, not brackets.
struct NestingScanner {
    enum Construct: CaseIterable {
        case squareBracket
        case genericAngleBracket
        case conditionalCompilation
    }

    /// Where a construct first nests deeper than its limit.
    struct Excess {
        let construct: Construct
        /// UTF-8 offset of the bracket or `#if` that went one level too deep.
        let offset: Int
    }

    private let bytes: [UInt8]
    private let limits: [Construct: Int]
    private var index = 0
    private var depths: [Construct: Int] = [:]
    /// Open string literals and the interpolations inside them, innermost last.
    private var contexts: [Context] = [.code(parentheses: 0)]

    private enum Context {
        /// Code; inside an interpolation, `parentheses` counts the open ones so the closing `)` is found.
        case code(parentheses: Int)
        /// A string literal with `hashes` `#`s around it, on one line or several (`"""`).
        case string(hashes: Int, multiline: Bool)
    }

    /// The first place a construct nests deeper than its limit, or nil.
    static func firstExcess(in source: String, limits: [Construct: Int]) -> Excess? {
        var scanner = NestingScanner(bytes: Array(source.utf8), limits: limits)
        return scanner.scan()
    }

    private init(bytes: [UInt8], limits: [Construct: Int]) {
        self.bytes = bytes
        self.limits = limits
    }

    private mutating func scan() -> Excess? {
        while index < bytes.count {
            switch contexts[contexts.count - 1] {
            case .code(let parentheses):
                if let excess = code(parentheses: parentheses) { return excess }
            case .string(let hashes, let multiline):
                string(hashes: hashes, multiline: multiline)
            }
        }
        return nil
    }

    /// One step in code: a comment, a string, a nesting construct, or any other byte.
    private mutating func code(parentheses: Int) -> Excess? {
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "#") where starts(with: "#if") && !isNameByte(byte(at: index + 3)):
            index += 3
            return open(.conditionalCompilation, at: start)
        case UInt8(ascii: "#") where starts(with: "#endif"):
            index += 6
            close(.conditionalCompilation)
        case UInt8(ascii: "#"), UInt8(ascii: "\""):
            openString()
        case UInt8(ascii: "["):
            index += 1
            return open(.squareBracket, at: start)
        case UInt8(ascii: "]"):
            index += 1
            close(.squareBracket)
        case UInt8(ascii: "<") where !isShiftOrComparison:
            index += 1
            return open(.genericAngleBracket, at: start)
        case UInt8(ascii: ">") where !isArrowOrComparison:
            index += 1
            close(.genericAngleBracket)
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"):
            index += 1
            depths[.genericAngleBracket] = 0
        case UInt8(ascii: "("):
            index += 1
            replaceTop(with: .code(parentheses: parentheses + 1))
        case UInt8(ascii: ")"):
            index += 1
            if parentheses > 0 {
                replaceTop(with: .code(parentheses: parentheses - 1))
            } else if contexts.count > 1 {
                contexts.removeLast()
            }
        default:
            index += 1
        }
        return nil
    }

    private mutating func open(_ construct: Construct, at offset: Int) -> Excess? {
        let depth = depths[construct, default: 0] + 1
        depths[construct] = depth
        guard let limit = limits[construct], depth > limit else { return nil }
        return Excess(construct: construct, offset: offset)
    }

    private mutating func close(_ construct: Construct) {
        depths[construct] = max(depths[construct, default: 0] - 1, 0)
    }

    /// `"`, `"""`, `#"`, `##"""`…; a `#` not followed by a quote is just a `#`.
    private mutating func openString() {
        var hashes = 0
        while byte(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard byte(at: index + hashes) == UInt8(ascii: "\"") else {
            index += max(hashes, 1)
            return
        }
        index += hashes
        let multiline = starts(with: "\"\"\"")
        index += multiline ? 3 : 1
        contexts.append(.string(hashes: hashes, multiline: multiline))
    }

    /// One step in a string: an escape (maybe an interpolation), the closing quote, or any other byte.
    private mutating func string(hashes: Int, multiline: Bool) {
        let character = bytes[index]
        let quoteLength = multiline ? 3 : 1
        if character == UInt8(ascii: "\\"), hashesFollow(index + 1, count: hashes) {
            index += 1 + hashes
            if byte(at: index) == UInt8(ascii: "(") { contexts.append(.code(parentheses: 0)) }
            index += 1
        } else if character == UInt8(ascii: "\""), !multiline || starts(with: "\"\"\""), hashesFollow(index + quoteLength, count: hashes) {
            index += quoteLength + hashes
            contexts.removeLast()
        } else if character == UInt8(ascii: "\n"), !multiline {
            contexts.removeLast()
        } else {
            index += 1
        }
    }

    /// `/* … */`, which nests in Swift.
    private mutating func skipBlockComment() {
        var open = 0
        repeat {
            if starts(with: "/*") {
                open += 1
                index += 2
            } else if starts(with: "*/") {
                open -= 1
                index += 2
            } else {
                index += 1
            }
        } while open > 0 && index < bytes.count
    }

    /// The current `<` is part of `<<`, `<<=` or `<=`.
    private var isShiftOrComparison: Bool {
        byte(at: index - 1) == UInt8(ascii: "<") || byte(at: index + 1) == UInt8(ascii: "<") || byte(at: index + 1) == UInt8(ascii: "=")
    }

    /// The current `>` is part of `->` or `>=`.
    private var isArrowOrComparison: Bool {
        byte(at: index - 1) == UInt8(ascii: "-") || byte(at: index + 1) == UInt8(ascii: "=")
    }

    private func isNameByte(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte >= 0x80
    }

    private func hashesFollow(_ start: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { byte(at: start + $0) == UInt8(ascii: "#") }
    }

    private func starts(with text: String) -> Bool {
        text.utf8.enumerated().allSatisfy { byte(at: index + $0.offset) == $0.element }
    }

    private func byte(at offset: Int) -> UInt8? {
        bytes.indices.contains(offset) ? bytes[offset] : nil
    }

    private mutating func replaceTop(with context: Context) {
        contexts[contexts.count - 1] = context
    }
}
