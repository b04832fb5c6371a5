import ViewTree

/// Greedy line breaking: words break at spaces, explicit newlines end paragraphs, a word wider
/// than the line breaks between characters, and trailing spaces hang. Source: reference §7.3.
struct TextLineBreaker {
    let measurer: any TextMeasurer
    let font: ResolvedFont

    /// Lines (as substrings of `text`) for a maximum width, each without its hanging spaces.
    func lines(_ text: String, maxWidth: Double) -> [Substring] {
        var result: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            result += lines(ofParagraph: paragraph, maxWidth: maxWidth)
        }
        return result
    }

    func width(_ line: Substring) -> Double { measurer.width(of: line, font: font) }

    private func lines(ofParagraph paragraph: Substring, maxWidth: Double) -> [Substring] {
        guard maxWidth.isFinite else { return [trimmed(paragraph)] }
        var lines: [Substring] = []
        var lineStart = paragraph.startIndex
        var lineEnd = paragraph.startIndex
        for word in words(paragraph) {
            let candidate = paragraph[lineStart..<word.upperBound]
            if lineEnd == lineStart || width(trimmed(candidate)) <= maxWidth {
                lineEnd = word.upperBound
                continue
            }
            lines.append(trimmed(paragraph[lineStart..<lineEnd]))
            lineStart = word.lowerBound
            lineEnd = word.upperBound
        }
        lines.append(trimmed(paragraph[lineStart..<lineEnd]))
        return lines.flatMap { width($0) > maxWidth ? breakCharacters($0, maxWidth: maxWidth) : [$0] }
    }

    /// Ranges of each word with its following spaces.
    private func words(_ paragraph: Substring) -> [Range<Substring.Index>] {
        var ranges: [Range<Substring.Index>] = []
        var start = paragraph.startIndex
        var index = paragraph.startIndex
        var sawSpace = false
        while index < paragraph.endIndex {
            let isSpace = paragraph[index] == " "
            if !isSpace && sawSpace {
                ranges.append(start..<index)
                start = index
                sawSpace = false
            }
            if isSpace { sawSpace = true }
            index = paragraph.index(after: index)
        }
        if start < paragraph.endIndex || ranges.isEmpty { ranges.append(start..<paragraph.endIndex) }
        return ranges
    }

    /// Splits an over-wide line between characters, at least one character per line.
    private func breakCharacters(_ line: Substring, maxWidth: Double) -> [Substring] {
        var pieces: [Substring] = []
        var rest = line
        while !rest.isEmpty {
            var end = rest.index(after: rest.startIndex)
            while end < rest.endIndex {
                let next = rest.index(after: end)
                if width(rest[rest.startIndex..<next]) > maxWidth { break }
                end = next
            }
            pieces.append(rest[rest.startIndex..<end])
            rest = trimmedLeading(rest[end...])
        }
        return pieces
    }

    private func trimmed(_ s: Substring) -> Substring {
        var end = s.endIndex
        while end > s.startIndex, s[s.index(before: end)] == " " { end = s.index(before: end) }
        return s[s.startIndex..<end]
    }

    private func trimmedLeading(_ s: Substring) -> Substring {
        var start = s.startIndex
        while start < s.endIndex, s[start] == " " { start = s.index(after: start) }
        return s[start...]
    }
}
