/// Keeps plain cmark from eating footnote definitions. `[^note]: word` is also a valid CommonMark
/// link reference definition, which cmark would consume without a trace; so before parsing, the
/// `[` of every line that starts like a definition (after blanks and `>` markers) becomes a
/// placeholder byte of the same width, and every node gets its `[` back afterwards. Positions are
/// unchanged. A source that already contains the placeholder is left as it is.
enum FootnoteMask {
    /// ASCII SUB: never markup, one byte wide, and not something prose contains.
    static let placeholder: UInt8 = 0x1A

    /// The bytes with definition lines masked, or nil when there is none.
    static func masked(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.contains(UInt8(ascii: "^")), !bytes.contains(placeholder) else { return nil }
        var result = bytes
        var lineStart = 0
        var changed = false
        while lineStart < bytes.count {
            if let bracket = definitionBracket(in: bytes, lineStart: lineStart) {
                result[bracket] = placeholder
                changed = true
            }
            lineStart = (bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count) + 1
        }
        return changed ? result : nil
    }

    /// The node with its placeholders turned back into `[` (text, code, raw HTML).
    static func restored(_ inline: Inline) -> Inline {
        switch inline {
        case .text(let node) where node.string.utf8.contains(placeholder):
            .text(Text(string: restored(node.string), range: node.range))
        case .code(let node) where node.code.utf8.contains(placeholder):
            .code(InlineCode(code: restored(node.code), range: node.range))
        case .html(let node) where node.html.utf8.contains(placeholder):
            .html(InlineHTML(html: restored(node.html), range: node.range))
        default: inline
        }
    }

    static func restored(_ block: CodeBlock) -> CodeBlock {
        guard block.code.utf8.contains(placeholder) else { return block }
        return CodeBlock(
            info: block.info, code: restored(block.code), isFenced: block.isFenced,
            infoPosition: block.infoPosition, codeLineStarts: block.codeLineStarts, range: block.range)
    }

    static func restored(_ text: String) -> String {
        text.utf8.contains(placeholder) ? text.replacing("\u{1A}", with: "[") : text
    }

    /// `[` of `[^label]:` at the start of a line (blanks and `>` before it allowed).
    private static func definitionBracket(in bytes: [UInt8], lineStart: Int) -> Int? {
        var index = lineStart
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: ">") {
            index += 1
        }
        let bracket = index
        guard bytes[bracket...].starts(with: "[^".utf8) else { return nil }
        index += 2
        let labelStart = index
        while index < bytes.count, !FootnoteScanner.endsLabel(bytes[index]) { index += 1 }
        guard index > labelStart, bytes[index...].starts(with: "]:".utf8) else { return nil }
        return bracket
    }
}
