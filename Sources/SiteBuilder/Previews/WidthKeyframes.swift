/// The widths a slider's preview is laid out at so the page can draw every whole-point width of
/// its range exactly: the ends of each stretch over which the layout is linear in the width,
/// found by bisection (issue 14). A stretch is taken as linear when its ends have the same layout
/// shape and drawing markup apart from numbers, and the layout halfway has that shape and lies on
/// the line between them; otherwise it is halved until the two widths are neighbours.
struct WidthKeyframes {
    /// Sorted by width; the first and last are the range's ends.
    private(set) var keyframes: [SliderProbe] = []
    /// `interpolates[i]`: the widths between keyframes `i` and `i + 1` are mixed from those two
    /// (false only between neighbouring widths, where there is nothing between).
    private(set) var interpolates: [Bool] = []
    private var probes: [Int: SliderProbe] = [:]
    private let probe: (Int) -> SliderProbe

    /// `known` is a probe already made (the preview's own width), reused if it falls on a probed width.
    init(range: ClosedRange<Int>, known: SliderProbe?, probe: @escaping (Int) -> SliderProbe) {
        self.probe = probe
        if let known { probes[known.width] = known }
        keyframes = [at(range.lowerBound)]
        if range.upperBound > range.lowerBound { visit(range.lowerBound, range.upperBound) }
    }

    /// 1. Neighbours: keep both. 2. Same shape and markup at both ends, and linear halfway: one
    /// stretch. 3. Otherwise halve.
    private mutating func visit(_ start: Int, _ end: Int) {
        let first = at(start), last = at(end)
        if end - start == 1 { return append(last, interpolating: false) }
        let middle = (start + end) / 2
        if first.shape == last.shape, first.tokens.pieces == last.tokens.pieces {
            let half = at(middle)
            let fraction = Double(middle - start) / Double(end - start)
            if half.shape == first.shape, LayoutShape.lies(half.numbers, between: first.numbers, and: last.numbers, at: fraction) {
                return append(last, interpolating: true)
            }
        }
        visit(start, middle)
        visit(middle, end)
    }

    private mutating func append(_ keyframe: SliderProbe, interpolating: Bool) {
        keyframes.append(keyframe)
        interpolates.append(interpolating)
    }

    private mutating func at(_ width: Int) -> SliderProbe {
        if let made = probes[width] { return made }
        let made = probe(width)
        probes[width] = made
        return made
    }
}
