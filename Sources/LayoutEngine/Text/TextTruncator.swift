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

    /// The truncated line for the characters in `rest` (the last kept line and everything after),
    /// and the maximum widths that keep the same characters (`LineBreakRange`): from what the kept
    /// ones need up to what one more would.
    func truncate(_ rest: Range<Int>, mode: TruncationMode, maxWidth: Double) -> (line: Line, widths: Range<Double>) {
        let kept: (Int) -> Line
        // What `k` kept characters take, compared with what is available: the line beside the
        // ellipsis, or (middle) the whole line; `ellipsis` turns it back into a maximum width.
        let taken: (Int) -> Double
        let available: Double, ellipsis: Double
        switch mode {
        case .tail:
            kept = { Line(before: trimmed(rest.lowerBound..<(rest.lowerBound + $0)), after: rest.upperBound..<rest.upperBound) }
            taken = { text.width(kept($0).before) }
            (available, ellipsis) = (maxWidth - text.ellipsisWidth, text.ellipsisWidth)
        case .head:
            kept = { Line(before: rest.lowerBound..<rest.lowerBound, after: trimmed((rest.upperBound - $0)..<rest.upperBound)) }
            taken = { text.width(kept($0).after) }
            (available, ellipsis) = (maxWidth - text.ellipsisWidth, text.ellipsisWidth)
        case .middle:
            kept = { Line(before: rest.lowerBound..<(rest.lowerBound + ($0 + 1) / 2), after: (rest.upperBound - $0 / 2)..<rest.upperBound) }
            taken = { width(kept($0)) }
            (available, ellipsis) = (maxWidth, 0)
        }
        let n = longest(rest.count) { taken($0) <= available }
        let lower = n > 0 ? taken(n) + ellipsis : 0, upper = n < rest.count ? taken(n + 1) + ellipsis : .infinity
        return (kept(n), lower..<max(lower, upper))
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
