import Diagnostics

/// GitHub's alerts: a block quote whose first line is exactly `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]` (any case, blanks around it allowed) becomes a `Callout` holding the
/// quote's other lines. A `[!WORD]` line with another word stays a quote, with a warning.
enum CalloutRecognizer {
    static func callout(_ quote: BlockQuote, diagnostics: inout [Diagnostic]) -> Callout? {
        guard case .paragraph(let paragraph)? = quote.children.first, case .text(let text)? = paragraph.children.first,
              paragraph.children.count == 1 || ParagraphLine.isBreak(paragraph.children[1])
        else { return nil }
        let marker = text.string.trimmingBlanks
        guard marker.hasPrefix("[!"), marker.hasSuffix("]"), marker.count > 3 else { return nil }
        let word = marker.dropFirst(2).dropLast()
        guard word.allSatisfy(\.isLetter) else { return nil }
        guard let kind = Callout.Kind(rawValue: word.lowercased()) else {
            let kinds = Callout.Kind.allCases.map { "[!\($0.rawValue.uppercased())]" }.joined(separator: ", ")
            diagnostics.append(Diagnostic(.warning, .calloutUnknownKind, "'\(marker)' is not a callout kind; use one of \(kinds)", at: text.range.start))
            return nil
        }
        let rest = Array(paragraph.children.dropFirst(2))
        var children = Array(quote.children.dropFirst())
        if let first = rest.first {
            children.insert(.paragraph(Paragraph(children: rest, range: SourceRange(start: first.range.start, end: paragraph.range.end))), at: 0)
        }
        return Callout(kind: kind, children: children, range: quote.range)
    }
}
