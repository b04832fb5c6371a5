/// A preview's page text at every whole-point width of its slider, kept as `WidthSegment`s instead
/// of one drawing per width. The text's shape (everything but its numbers) is the layout's discrete
/// signature: the widths where it changes are found by bisection. A run of one shape is accepted
/// when the texts at its start and the following `period` widths fit one pattern and that pattern
/// gives exactly the texts laid out at its middle and its end; otherwise it is halved. Laying out costs most of a figure, so the widths are laid out
/// once each (`text(at:)` remembers them) and the bisection stops after `maximumLayouts`.
struct WidthModel {
    /// The periods tried, shortest first: snapping to thirds of a point and writing two decimals
    /// repeat every 1, 2, 3, 4 or 6 points for the slopes stacks give (1/2, 1/3, 1/4, 1/6 of the width).
    static let periods = [1, 2, 3, 4, 6]
    /// Layouts one slider may cost; past it the slider keeps the widths already covered around its start.
    static let maximumLayouts = 96

    let segments: [WidthSegment]

    /// The widths the slider offers: those covered by the segments.
    var range: ClosedRange<Int> { (segments.first?.from ?? 0)...(segments.last?.to ?? 0) }

    /// The segment holding `width`.
    func segment(at width: Int) -> WidthSegment? {
        segments.first { $0.from <= width && width <= $0.to }
    }

    /// Fits `range`; `text(width)` lays the preview out at a width and writes its page text.
    /// `start` is the width the slider starts at, kept in range whatever the layout budget.
    init(range: ClosedRange<Int>, start: Int, text: (Int) -> String) {
        var fitter = Fitter(text: text)
        var found: [WidthSegment?] = []
        fitter.solve(range.lowerBound, range.upperBound, into: &found)
        segments = Self.coveringRun(found, around: start)
    }

    /// The longest gap-free run of segments that holds `start` (the bisection left gaps where it ran
    /// out of layouts: those widths are not offered).
    private static func coveringRun(_ found: [WidthSegment?], around start: Int) -> [WidthSegment] {
        var runs: [[WidthSegment]] = [[]]
        for segment in found {
            if let segment { runs[runs.count - 1].append(segment) } else { runs.append([]) }
        }
        return runs.first { run in run.contains { $0.from <= start && start <= $0.to } } ?? []
    }

    private struct Fitter {
        let text: (Int) -> String
        var laidOut: [Int: NumberedText] = [:]

        init(text: @escaping (Int) -> String) {
            self.text = text
        }

        mutating func numbered(_ width: Int) -> NumberedText {
            if let known = laidOut[width] { return known }
            let numbered = NumberedText(text(width))
            laidOut[width] = numbered
            return numbered
        }

        var exhausted: Bool { laidOut.count >= WidthModel.maximumLayouts }

        /// Segments covering `low...high` in order; nil marks widths left out for lack of layouts.
        /// Where the shape at `high` differs from the one at `low`, the last width still shaped as
        /// `low` is found by binary search (one layout per halving), the run up to it fitted, and
        /// the rest solved the same way; a run of one shape that no pattern fits is halved.
        mutating func solve(_ low: Int, _ high: Int, into found: inout [WidthSegment?]) {
            var low = low
            while low <= high {
                if exhausted, laidOut[low] == nil { return found.append(nil) }
                let shape = numbered(low).pieces
                var end = high
                if numbered(high).pieces != shape {
                    var same = low, other = high
                    while other - same > 1, !exhausted {
                        let middle = (same + other) / 2
                        if numbered(middle).pieces == shape { same = middle } else { other = middle }
                    }
                    if other - same > 1 { return found.append(nil) }
                    end = same
                }
                fitRun(low, end, into: &found)
                low = end + 1
            }
        }

        /// Segments covering `low...high`, whose ends have one shape.
        private mutating func fitRun(_ low: Int, _ high: Int, into found: inout [WidthSegment?]) {
            if low == high { return found.append(WidthSegment.single(low, joined(numbered(low)))) }
            if let segment = fit(low, high) { return found.append(segment) }
            if exhausted { return found.append(nil) }
            let middle = (low + high) / 2
            solve(low, middle, into: &found)
            solve(middle + 1, high, into: &found)
        }

        /// A segment over `low...high` checked at its middle and end, trying each period in turn.
        private mutating func fit(_ low: Int, _ high: Int) -> WidthSegment? {
            for period in WidthModel.periods where low + period <= high {
                if exhausted { return nil }
                let samples = (low...(low + period)).map { numbered($0) }
                guard samples.allSatisfy({ $0.pieces == samples[0].pieces }) else { return nil }
                guard let segment = WidthSegment.fit(from: low, to: high, period: period, samples: samples) else { continue }
                let checks = [(low + high + 1) / 2, high].filter { $0 > low + period }
                if checks.allSatisfy({ segment.text(at: $0) == joined(numbered($0)) }) { return segment }
            }
            return nil
        }

        private func joined(_ text: NumberedText) -> String {
            var joined = text.pieces[0]
            for index in text.numbers.indices { joined += text.written[index] + text.pieces[index + 1] }
            return joined
        }
    }
}
