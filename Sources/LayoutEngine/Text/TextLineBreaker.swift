/// Greedy line breaking: words break at spaces, explicit newlines end paragraphs, a word wider
/// than the line breaks between characters, and trailing spaces hang. Source: Layout.md §7.3.
struct TextLineBreaker {
    let text: MeasuredText

    /// Line ranges for a maximum width, each without its hanging spaces.
    func lines(maxWidth: Double) -> [Range<Int>] {
        paragraphs().flatMap { lines(of: $0, maxWidth: maxWidth) }
    }

    private func paragraphs() -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for i in 0..<text.count where text.isNewline(i) {
            result.append(start..<i)
            start = i + 1
        }
        result.append(start..<text.count)
        return result
    }

    private func lines(of paragraph: Range<Int>, maxWidth: Double) -> [Range<Int>] {
        guard maxWidth.isFinite else { return [text.trimmingTrailingSpaces(paragraph)] }
        var lines: [Range<Int>] = []
        var lineStart = paragraph.lowerBound
        var lineEnd = paragraph.lowerBound
        for word in words(in: paragraph) {
            let candidate = text.trimmingTrailingSpaces(lineStart..<word.upperBound)
            if lineEnd == lineStart || text.width(candidate) <= maxWidth {
                lineEnd = word.upperBound
                continue
            }
            lines.append(text.trimmingTrailingSpaces(lineStart..<lineEnd))
            lineStart = word.lowerBound
            lineEnd = word.upperBound
        }
        lines.append(text.trimmingTrailingSpaces(lineStart..<lineEnd))
        return lines.flatMap { text.width($0) > maxWidth ? breakCharacters($0, maxWidth: maxWidth) : [$0] }
    }

    /// Each word with the spaces that follow it.
    private func words(in paragraph: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = paragraph.lowerBound
        var sawSpace = false
        for i in paragraph {
            if !text.isSpace(i) && sawSpace {
                ranges.append(start..<i)
                start = i
                sawSpace = false
            }
            if text.isSpace(i) { sawSpace = true }
        }
        ranges.append(start..<paragraph.upperBound)
        return ranges
    }

    /// Splits an over-wide line between characters, at least one character per line.
    private func breakCharacters(_ line: Range<Int>, maxWidth: Double) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = line.lowerBound
        while start < line.upperBound {
            var end = start + 1
            while end < line.upperBound, text.width(start..<(end + 1)) <= maxWidth { end += 1 }
            pieces.append(start..<end)
            start = end
            while start < line.upperBound, text.isSpace(start) { start += 1 }
        }
        return pieces
    }
}
