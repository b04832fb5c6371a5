import Diagnostics
import MarkdownTree

/// Reads a Mustache template's tags the way swift-mustache's parser does (2.1: set-delimiter tags,
/// `{{{…}}}`, comments, configuration tags, names with transforms), without recursion, for
/// `TemplateOutline`; stops at the first tag the library would refuse.
struct MustacheTagScanner {
    struct Tag {
        /// The character after the opening delimiter that says what the tag is; " " for a variable.
        let kind: Character
        let name: String
        var isDynamic = false
        let start: Int

        var transformCount: Int { name.count { $0 == "(" } }
    }

    struct Delimiters {
        var opening: [Character] = ["{", "{"]
        var closing: [Character] = ["}", "}"]
    }

    private static let configurationCharacters = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    private static let nameCharacters = configurationCharacters.union(["(", ")"])
    private static let partialNameCharacters = nameCharacters.union(["/"])

    var delimiters = Delimiters()
    private let characters: [Character]
    private var index = 0
    /// The last offset `position(of:)` counted to, and its position.
    private var counted = (offset: 0, position: SourcePosition(line: 1, column: 1))

    init(_ characters: [Character]) {
        self.characters = characters
    }

    /// The next tag that shapes the template (comments, delimiter and configuration tags are read,
    /// not returned), or nil at the end or at a tag the library would refuse.
    mutating func nextTag() -> Tag? {
        while let start = find(delimiters.opening, from: index) {
            index = start + delimiters.opening.count
            guard index < characters.count else { return nil }
            let kind = characters[index]
            switch kind {
            case "!":
                guard let end = find(delimiters.closing, from: index + 1) else { return nil }
                index = end + delimiters.closing.count
            case "=":
                index += 1
                guard readDelimiters() else { return nil }
            case "%":
                index += 1
                guard readConfiguration() else { return nil }
            case "{":
                index += 1
                guard let name = readName(Self.nameCharacters), read(["}"]) else { return nil }
                return Tag(kind: " ", name: name, start: start)
            case "#", "^", "/", "$", "&":
                index += 1
                guard let name = readName(Self.nameCharacters) else { return nil }
                return Tag(kind: kind, name: name, start: start)
            case ">":
                index += 1
                skipWhitespace()
                let isDynamic = read(["*"])
                guard let name = readName(Self.partialNameCharacters) else { return nil }
                return Tag(kind: kind, name: name, isDynamic: isDynamic, start: start)
            case "<":
                index += 1
                skipWhitespace()
                guard let name = readName(Self.partialNameCharacters) else { return nil }
                return Tag(kind: kind, name: name, start: start)
            default:
                guard let name = readName(Self.nameCharacters) else { return nil }
                return Tag(kind: " ", name: name, start: start)
            }
        }
        return nil
    }

    /// Line and UTF-8 column of a character index.
    mutating func position(of offset: Int) -> SourcePosition {
        // Tags come in file order, so counting goes on from the previous tag: linear in all.
        if offset < counted.offset { counted = (0, SourcePosition(line: 1, column: 1)) }
        var (line, column) = (counted.position.line, counted.position.column)
        for character in characters[counted.offset..<offset] {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        counted = (offset, SourcePosition(line: line, column: column))
        return counted.position
    }

    /// Whitespace, name characters, whitespace, then the closing delimiter (`parseName`).
    private mutating func readName(_ allowed: Set<Character>) -> String? {
        skipWhitespace()
        let name = readWhile { allowed.contains($0) }
        skipWhitespace()
        guard read(delimiters.closing) else { return nil }
        return String(name)
    }

    /// `{{=<% %>=}}`: two delimiters without whitespace, then `=` and the old closing delimiter.
    private mutating func readDelimiters() -> Bool {
        skipWhitespace()
        let opening = readWhile { !$0.isWhitespace }
        skipWhitespace()
        let closing = readWhile { $0 != "=" && !$0.isWhitespace }
        skipWhitespace()
        guard !opening.isEmpty, !closing.isEmpty, read(["="]), read(delimiters.closing) else { return false }
        delimiters = Delimiters(opening: opening, closing: closing)
        return true
    }

    /// `{{% CONTENT_TYPE: TEXT }}`.
    private mutating func readConfiguration() -> Bool {
        skipWhitespace()
        let variable = readWhile { Self.configurationCharacters.contains($0) }
        skipWhitespace()
        guard !variable.isEmpty, read([":"]) else { return false }
        skipWhitespace()
        let value = readWhile { Self.configurationCharacters.contains($0) }
        skipWhitespace()
        return !value.isEmpty && read(delimiters.closing)
    }

    private mutating func readWhile(_ condition: (Character) -> Bool) -> [Character] {
        let start = index
        while index < characters.count, condition(characters[index]) { index += 1 }
        return Array(characters[start..<index])
    }

    private mutating func skipWhitespace() {
        _ = readWhile(\.isWhitespace)
    }

    private mutating func read(_ expected: [Character]) -> Bool {
        guard matches(expected, at: index) else { return false }
        index += expected.count
        return true
    }

    private func matches(_ expected: [Character], at offset: Int) -> Bool {
        offset + expected.count <= characters.count && characters[offset..<offset + expected.count].elementsEqual(expected)
    }

    private func find(_ needle: [Character], from start: Int) -> Int? {
        var offset = start
        while offset + needle.count <= characters.count {
            if matches(needle, at: offset) { return offset }
            offset += 1
        }
        return nil
    }
}
