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
        var i = 0
        while i < chars.count {
            if let (inner, next, kind) = span(chars, at: i) {
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
    private static func span(_ c: [Character], at i: Int) -> ([Character], Int, Kind)? {
        let rest = c[i...]
        for (delimiter, kind) in [("***", Kind.boldItalic), ("**", .bold), ("__", .bold), ("~~", .plain), ("*", .italic), ("_", .italic), ("`", .plain)] {
            let d = Array(delimiter)
            guard rest.starts(with: d) else { continue }
            if delimiter.hasPrefix("_"), i > 0, c[i - 1].isLetter || c[i - 1].isNumber { continue }
            let start = i + d.count
            guard start < c.count, c[start] != " ", let end = closing(d, in: c, from: start) else { continue }
            return (Array(c[start..<end]), end + d.count, kind)
        }
        if c[i] == "[", let close = c[i...].firstIndex(of: "]"), close + 1 < c.count, c[close + 1] == "(",
           let paren = c[(close + 1)...].firstIndex(of: ")") {
            return (Array(c[(i + 1)..<close]), paren + 1, .link)
        }
        return nil
    }

    /// The next occurrence of the delimiter that is not preceded by a space.
    private static func closing(_ d: [Character], in c: [Character], from start: Int) -> Int? {
        var j = start + 1
        while j + d.count <= c.count {
            if Array(c[j..<(j + d.count)]) == d, c[j - 1] != " " { return j }
            j += 1
        }
        return nil
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
