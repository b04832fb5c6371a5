import MarkdownTree

/// The tags of one Mustache template that decide how deep rendering goes: sections, blocks and
/// parents (`{{#…}}`, `{{^…}}`, `{{$…}}`, `{{<…}}`) and the partials it includes, each with its
/// position. swift-mustache parses and renders nested tags recursively, so a template nested
/// 5,000 deep, or a partial that includes itself, overflows the stack; this flat scan measures a
/// template before the library sees it. It follows the library's tag syntax (2.1: set-delimiter
/// tags, `{{{…}}}`, comments, names with transforms) and stops at the first tag the library would
/// refuse, so everything the library parses has been measured first.
struct TemplateOutline {
    /// A `{{>partial}}` or `{{<parent}}` tag.
    struct Reference {
        let name: String
        let position: SourcePosition
        /// Sections, blocks and parents open around the tag.
        let enclosingDepth: Int
        /// The parents whose blocks the tag sits in: their templates render it.
        let enclosingParents: [String]
        /// `{{>*name}}`: the partial is named by the data.
        let isDynamic: Bool
    }

    /// The most deeply nested opening tag: its depth (1 for a section at the top) and position.
    private(set) var deepest: (depth: Int, position: SourcePosition) = (0, SourcePosition(line: 1, column: 1))
    private(set) var references: [Reference] = []
    /// The tag with the most transforms (`{{a(b(c))}}` has two), which the library also reads recursively.
    private(set) var mostTransforms: (count: Int, position: SourcePosition) = (0, SourcePosition(line: 1, column: 1))

    /// Scans `text`, stopping early once a tag nests deeper than `depthLimit` (the rest cannot
    /// matter) or at a tag the library would not parse.
    init(_ text: String, depthLimit: Int) {
        var scanner = Scanner(Array(text))
        // The library forgets a delimiter change made inside a section when the section ends.
        var open: [(kind: Character, name: String, delimiters: Scanner.Delimiters)] = []
        while let tag = scanner.nextTag() {
            let position = scanner.position(of: tag.start)
            if tag.transformCount > mostTransforms.count { mostTransforms = (tag.transformCount, position) }
            switch tag.kind {
            case "#", "^", "$", "<":
                if tag.kind == "<" { addReference(tag, at: position, open: open.map { ($0.kind, $0.name) }) }
                open.append((tag.kind, tag.name, scanner.delimiters))
                if open.count > deepest.depth { deepest = (open.count, position) }
                if open.count > depthLimit { return }
            case "/":
                guard let section = open.popLast(), section.name == tag.name else { return }
                scanner.delimiters = section.delimiters
            case ">":
                addReference(tag, at: position, open: open.map { ($0.kind, $0.name) })
            default:
                break
            }
        }
    }

    private mutating func addReference(_ tag: Scanner.Tag, at position: SourcePosition, open: [(kind: Character, name: String)]) {
        // `{{>*name}}` is read with its star apart, `{{<*name}}` with the star in the name.
        let isDynamic = tag.isDynamic || tag.name.hasPrefix("*")
        references.append(Reference(
            name: tag.name.hasPrefix("*") ? String(tag.name.dropFirst()) : tag.name, position: position, enclosingDepth: open.count,
            enclosingParents: open.filter { $0.kind == "<" }.map(\.name), isDynamic: isDynamic))
    }
}

/// Reads tags the way swift-mustache's parser does, without recursion.
private struct Scanner {
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
    func position(of offset: Int) -> SourcePosition {
        var line = 1, column = 1
        for character in characters[..<offset] {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return SourcePosition(line: line, column: column)
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
