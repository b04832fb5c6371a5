/// One line of a paragraph: the inlines between two breaks, and where they start in the
/// paragraph's children. Tables and footnote definitions are both line-based in GFM.
struct ParagraphLine {
    let inlines: [Inline]
    /// The index of the line's first inline in the paragraph's children.
    let startIndex: Int
    let range: SourceRange

    /// The lines of a paragraph's children, split at soft and hard breaks.
    static func lines(_ inlines: [Inline]) -> [ParagraphLine] {
        var lines: [ParagraphLine] = []
        var start = 0
        for index in 0...inlines.count {
            guard index == inlines.count || isBreak(inlines[index]) else { continue }
            if index > start {
                let range = SourceRange(start: inlines[start].range.start, end: inlines[index - 1].range.end)
                lines.append(ParagraphLine(inlines: Array(inlines[start..<index]), startIndex: start, range: range))
            }
            start = index + 1
        }
        return lines
    }

    static func isBreak(_ inline: Inline) -> Bool {
        switch inline {
        case .softBreak, .lineBreak: true
        default: false
        }
    }
}
