import ViewTree

/// The inline Markdown SwiftUI renders in `Text` string literals (`LocalizedStringKey`):
/// `**bold**`, `*italic*`/`_italic_`, `***both***`, `` `code` ``, `~~strike~~` and `[link](url)`
/// (Apple doc `Text`, "Styling the view's text"). Code and strikethrough keep only their text;
/// links take the accent colour.
enum InlineMarkdown {
    static func runs(_ text: String) -> [TextContent.Run] {
        var runs: [TextContent.Run] = []
        parse(Array(text), bold: false, italic: false, into: &runs)
        return merged(runs)
    }

    private static func parse(_ chars: [Character], bold: Bool, italic: Bool, into runs: inout [TextContent.Run]) {
        var buffer = ""
        func flush() {
            if !buffer.isEmpty { runs.append(TextContent.Run(buffer, bold: bold, italic: italic)) }
            buffer = ""
        }
        var search = ClosingSearch(chars)
        var i = 0
        while i < chars.count {
            if let (inner, next, kind) = span(chars, at: i, search: &search) {
                flush()
                switch kind {
                case .boldItalic: parse(inner, bold: true, italic: true, into: &runs)
                case .bold: parse(inner, bold: true, italic: italic, into: &runs)
                case .italic: parse(inner, bold: bold, italic: true, into: &runs)
                case .plain: runs.append(TextContent.Run(String(inner), bold: bold, italic: italic))
                case .link: runs.append(TextContent.Run(String(inner), bold: bold, italic: italic, foreground: .system(.accentColor)))
                }
                i = next
            } else {
                buffer.append(chars[i])
                i += 1
            }
        }
        flush()
    }

    private enum Kind { case boldItalic, bold, italic, plain, link }

    /// The delimited span starting at `i`: its inner characters, the index after it, and its kind.
    private static func span(_ c: [Character], at i: Int, search: inout ClosingSearch) -> ([Character], Int, Kind)? {
        let rest = c[i...]
        for (delimiter, kind) in [("***", Kind.boldItalic), ("**", .bold), ("__", .bold), ("~~", .plain), ("*", .italic), ("_", .italic), ("`", .plain)] {
            let d = Array(delimiter)
            guard rest.starts(with: d) else { continue }
            if delimiter.hasPrefix("_"), i > 0, c[i - 1].isLetter || c[i - 1].isNumber { continue }
            let start = i + d.count
            guard start < c.count, c[start] != " ", let end = search.closing(d, from: start) else { continue }
            return (Array(c[start..<end]), end + d.count, kind)
        }
        if c[i] == "[", let close = search.next("]", after: i), close + 1 < c.count, c[close + 1] == "(",
           let paren = search.next(")", after: close + 1) {
            return (Array(c[(i + 1)..<close]), paren + 1, .link)
        }
        return nil
    }

    /// Finds closing delimiters in one run of characters, remembering what it learnt: once no
    /// closer follows some index, none follows any later one, so a run of 5,000 unmatched `*`
    /// or `[` costs one scan instead of one per opener.
    private struct ClosingSearch {
        let c: [Character]
        /// Per delimiter, the smallest start from which a search found no closer.
        private var exhausted: [[Character]: Int] = [:]
        /// Per character, the index of its next occurrence at or after each index (filled on first use).
        private var nextOccurrence: [Character: [Int?]] = [:]

        init(_ c: [Character]) {
            self.c = c
        }

        /// The next occurrence of the delimiter after `start` that is not preceded by a space.
        mutating func closing(_ d: [Character], from start: Int) -> Int? {
            if let known = exhausted[d], start >= known { return nil }
            var j = start + 1
            while j + d.count <= c.count {
                if c[j - 1] != " ", (0..<d.count).allSatisfy({ c[j + $0] == d[$0] }) { return j }
                j += 1
            }
            exhausted[d] = start
            return nil
        }

        /// The index of the first `character` after `index`.
        mutating func next(_ character: Character, after index: Int) -> Int? {
            if nextOccurrence[character] == nil {
                var table = [Int?](repeating: nil, count: c.count + 1)
                for k in stride(from: c.count - 1, through: 0, by: -1) { table[k] = c[k] == character ? k : table[k + 1] }
                nextOccurrence[character] = table
            }
            return nextOccurrence[character]![index + 1]
        }
    }

    /// Joins neighbouring runs with the same attributes.
    private static func merged(_ runs: [TextContent.Run]) -> [TextContent.Run] {
        var out: [TextContent.Run] = []
        for run in runs {
            if var last = out.last, last.bold == run.bold, last.italic == run.italic, last.foreground == run.foreground, last.font == run.font {
                last.string += run.string
                out[out.count - 1] = last
            } else {
                out.append(run)
            }
        }
        return out.isEmpty ? [TextContent.Run("")] : out
    }
}
