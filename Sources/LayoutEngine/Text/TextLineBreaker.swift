/// Greedy line breaking: words break at spaces, explicit newlines end paragraphs, a word wider
/// than the line breaks between characters, and trailing spaces hang. Source: Layout.md §7.3.
struct TextLineBreaker {
    let text: MeasuredText

    /// Line ranges for a maximum width, each without its hanging spaces.
    func lines(maxWidth: Double) -> [Range<Int>] {
        var decisions = Decisions()
        return lines(maxWidth: maxWidth, decisions: &decisions)
    }

    /// The lines, and the maximum widths that give the same lines (nil for an unlimited width).
    func linesAndRange(maxWidth: Double) -> (lines: [Range<Int>], widths: Range<Double>?) {
        var decisions = Decisions()
        let lines = lines(maxWidth: maxWidth, decisions: &decisions)
        return (lines, maxWidth.isFinite ? decisions.widths : nil)
    }

    /// Every width the breaking compared with the maximum: those that fitted raise the lower
    /// end, those that did not lower the upper one.
    private struct Decisions {
        var fitted = 0.0
        var refused = Double.infinity

        var widths: Range<Double> { fitted..<max(fitted, refused) }

        /// `width <= maxWidth`, noted.
        mutating func fits(_ width: Double, _ maxWidth: Double) -> Bool {
            if width <= maxWidth {
                fitted = max(fitted, width)
                return true
            }
            refused = min(refused, width)
            return false
        }
    }

    private func lines(maxWidth: Double, decisions: inout Decisions) -> [Range<Int>] {
        paragraphs().flatMap { lines(of: $0, maxWidth: maxWidth, decisions: &decisions) }
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

    private func lines(of paragraph: Range<Int>, maxWidth: Double, decisions: inout Decisions) -> [Range<Int>] {
        guard maxWidth.isFinite else { return [text.trimmingTrailingSpaces(paragraph)] }
        var lines: [Range<Int>] = []
        var lineStart = paragraph.lowerBound
        var lineEnd = paragraph.lowerBound
        for word in words(in: paragraph) {
            let candidate = text.trimmingTrailingSpaces(lineStart..<word.upperBound)
            if lineEnd == lineStart || decisions.fits(text.width(candidate), maxWidth) {
                lineEnd = word.upperBound
                continue
            }
            lines.append(text.trimmingTrailingSpaces(lineStart..<lineEnd))
            lineStart = word.lowerBound
            lineEnd = word.upperBound
        }
        lines.append(text.trimmingTrailingSpaces(lineStart..<lineEnd))
        return lines.flatMap { decisions.fits(text.width($0), maxWidth) ? [$0] : breakCharacters($0, maxWidth: maxWidth, decisions: &decisions) }
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
    private func breakCharacters(_ line: Range<Int>, maxWidth: Double, decisions: inout Decisions) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = line.lowerBound
        while start < line.upperBound {
            var end = start + 1
            while end < line.upperBound, decisions.fits(text.width(start..<(end + 1)), maxWidth) { end += 1 }
            pieces.append(start..<end)
            start = end
            while start < line.upperBound, text.isSpace(start) { start += 1 }
        }
        return pieces
    }
}
