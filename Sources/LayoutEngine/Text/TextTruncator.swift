import ViewTree

/// Fits the text that did not get a line into the last one with "…", at the head, middle or
/// tail (`truncationMode`). Source: Layout.md §7.3.
struct TextTruncator {
    static let ellipsis = "…"
    let text: MeasuredText

    /// A truncated line: the kept characters before and after the ellipsis.
    struct Line {
        var before: Range<Int>
        var after: Range<Int>
    }

    /// The truncated line for the characters in `rest` (the last kept line and everything after).
    func truncate(_ rest: Range<Int>, mode: TruncationMode, maxWidth: Double) -> Line {
        let available = maxWidth - text.ellipsisWidth
        let empty = rest.upperBound..<rest.upperBound
        switch mode {
        case .tail:
            let n = longest(rest.count) { text.width(trimmed(rest.lowerBound..<(rest.lowerBound + $0))) <= available }
            return Line(before: trimmed(rest.lowerBound..<(rest.lowerBound + n)), after: empty)
        case .head:
            let n = longest(rest.count) { text.width(trimmed((rest.upperBound - $0)..<rest.upperBound)) <= available }
            return Line(before: rest.lowerBound..<rest.lowerBound, after: trimmed((rest.upperBound - n)..<rest.upperBound))
        case .middle:
            func parts(_ k: Int) -> Line {
                Line(before: rest.lowerBound..<(rest.lowerBound + (k + 1) / 2), after: (rest.upperBound - k / 2)..<rest.upperBound)
            }
            let n = longest(rest.count) { width(parts($0)) <= maxWidth }
            return parts(n)
        }
    }

    /// Width of a truncated line, ellipsis included.
    func width(_ line: Line) -> Double {
        text.width(line.before) + text.ellipsisWidth + text.width(line.after)
    }

    /// A truncated line by run: the kept text before, the ellipsis (in the run it follows), the text after.
    func segments(_ line: Line) -> [TextLayoutResult.Segment] {
        var result: [TextLayoutResult.Segment] = []
        var x = 0.0
        func add(_ range: Range<Int>) {
            for piece in text.segments(range) {
                result.append(TextLayoutResult.Segment(text: visible(piece.range), x: x, width: text.width(piece.range), font: piece.run.font, foreground: piece.run.foreground))
                x += text.width(piece.range)
            }
        }
        add(line.before)
        let run = text.segments(line.before).last?.run ?? text.runs.first
        if let run {
            result.append(TextLayoutResult.Segment(text: Self.ellipsis, x: x, width: text.ellipsisWidth, font: run.font, foreground: run.foreground))
            x += text.ellipsisWidth
        }
        add(line.after)
        return result
    }

    /// The characters drawn for a truncated line.
    func string(_ line: Line) -> String {
        visible(line.before) + Self.ellipsis + visible(line.after)
    }

    /// The largest k in 0...limit with `ok(k)`; widths grow with k, so a binary search suffices.
    private func longest(_ limit: Int, _ ok: (Int) -> Bool) -> Int {
        var lo = 0, hi = limit
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if ok(mid) { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Without spaces at either end: they would hang or be swallowed by the ellipsis.
    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var r = text.trimmingTrailingSpaces(range)
        while r.lowerBound < r.upperBound, text.isSpace(r.lowerBound) { r = (r.lowerBound + 1)..<r.upperBound }
        return r
    }

    /// Newlines inside a truncated line read as spaces.
    private func visible(_ range: Range<Int>) -> String {
        String(text.string(range).map { $0 == "\n" ? " " : $0 })
    }
}
