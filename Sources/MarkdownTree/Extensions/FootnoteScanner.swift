import Diagnostics

/// Finds GFM footnotes ("Footnotes (extension)"): a paragraph line that starts with `[^label]:`
/// begins a definition that runs to the next such line or the paragraph's end, and `[^label]`
/// elsewhere is a reference when that label is defined. A reference to an undefined label stays
/// text, as on GitHub, with a warning: it is almost always a typo or a forgotten definition.
struct FootnoteScanner {
    /// A definition found in a paragraph: its label, its text's inlines, and its range.
    struct Found {
        let label: String
        let children: [Inline]
        let range: SourceRange
    }

    /// The defined labels' keys (see `FootnoteDefinition.key`).
    let definedKeys: Set<String>

    /// Bytes that cannot be part of a label.
    static func endsLabel(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "]") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// A paragraph's (joined) children split into the inlines before its first definition line
    /// and the definitions; nil when no line starts a definition.
    static func definitions(in inlines: [Inline], _ source: ExtensionSource) -> (lead: [Inline], definitions: [Found])? {
        let lines = ParagraphLine.lines(inlines)
        let starts = lines.compactMap { line in definitionPrefix(of: line.inlines, source).map { (line, $0) } }
        guard let firstStart = starts.first?.0.startIndex else { return nil }
        let ends = starts.dropFirst().map { $0.0.startIndex - 1 } + [inlines.count]
        let found = zip(starts, ends).map { start, end in
            let (line, prefix) = start
            var children = Array(inlines[(line.startIndex + 1)..<end])
            if let rest = prefix.map.slice(prefix.length..<prefix.map.bytes.count) { children.insert(.text(rest), at: 0) }
            let range = SourceRange(start: line.range.start, end: inlines[end - 1].range.end)
            return Found(label: prefix.label, children: children, range: range)
        }
        return (Array(inlines[..<max(firstStart - 1, 0)]), found)
    }

    /// The label and the length of `[^label]:` plus the blanks after it, when the line's first
    /// inline is text starting that way.
    private static func definitionPrefix(of inlines: [Inline], _ source: ExtensionSource) -> (label: String, length: Int, map: TextMap)? {
        guard case .text(let text)? = inlines.first, let map = source.map(text), map.isRaw(0) else { return nil }
        guard let (label, end) = label(in: map.bytes, at: 0), end < map.bytes.count, map.bytes[end] == UInt8(ascii: ":") else { return nil }
        let rest = map.bytes[(end + 1)...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        return (label, end + 1 + rest, map)
    }

    /// The text's raw `[^label]` runs as references, or nil when it has none; undefined labels
    /// warn and stay text.
    func references(in map: TextMap, diagnostics: inout [Diagnostic]) -> [Inline]? {
        let bytes = map.bytes
        guard bytes.contains(UInt8(ascii: "^")) else { return nil }
        var pieces: [Inline] = []
        var plainStart = 0
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "[")) {
            guard map.isRaw(open), let (label, end) = Self.label(in: bytes, at: open) else {
                index = open + 1
                continue
            }
            index = end
            let range = SourceRange(start: map.position(open), end: map.position(end - 1))
            guard definedKeys.contains(FootnoteDefinition.key(for: label)) else {
                diagnostics.append(Diagnostic(
                    .warning, .footnoteUndefined,
                    "footnote [^\(label)] has no definition; add a paragraph starting '[^\(label)]: ' with the note's text",
                    at: range.start))
                continue
            }
            if let plain = map.slice(plainStart..<open) { pieces.append(.text(plain)) }
            pieces.append(.footnoteReference(FootnoteReference(label: label, range: range)))
            plainStart = end
        }
        guard !pieces.isEmpty else { return nil }
        if let plain = map.slice(plainStart..<bytes.count) { pieces.append(.text(plain)) }
        return pieces
    }

    /// `[^label]` starting at `open`: the label and the offset just past `]`.
    private static func label(in bytes: [UInt8], at open: Int) -> (String, Int)? {
        guard bytes[open...].starts(with: "[^".utf8) else { return nil }
        var index = open + 2
        while index < bytes.count, !endsLabel(bytes[index]) { index += 1 }
        guard index > open + 2, index < bytes.count, bytes[index] == UInt8(ascii: "]") else { return nil }
        return (String(decoding: bytes[(open + 2)..<index], as: UTF8.self), index + 1)
    }
}
