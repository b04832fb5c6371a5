/// Text-node helpers for the extension layer: cmark may end a text node where markup might have
/// started (`[`, `!`…) and not join the pieces again, so `[^1]` or `www.a_b.com` can arrive in
/// parts. The layer joins adjacent text nodes before it looks for GFM syntax.
enum LiteralText {
    /// Joins each run of adjacent text nodes into one; when `restoring`, `FootnoteMask`'s
    /// placeholders become `[` again first.
    static func merged(_ inlines: [Inline], restoring: Bool = false) -> [Inline] {
        guard restoring || zip(inlines, inlines.dropFirst()).contains(where: { isText($0) && isText($1) }) else { return inlines }
        var result: [Inline] = []
        for inline in inlines {
            let inline = restoring ? FootnoteMask.restored(inline) : inline
            if case .text(let next) = inline, case .text(let previous)? = result.last, previous.range.end.line == next.range.start.line {
                result[result.count - 1] = .text(Text(string: previous.string + next.string, range: SourceRange(start: previous.range.start, end: next.range.end)))
            } else {
                result.append(inline)
            }
        }
        return result
    }

    private static func isText(_ inline: Inline) -> Bool {
        if case .text = inline { true } else { false }
    }
}
