/// The widths a slider's preview is laid out at so the page can draw every whole-point width of
/// its range exactly: the ends of each stretch over which the layout is linear in the width
/// (issue 14: "piecewise linear between the widths where a discrete decision changes"). Layouts
/// cost most of a slider, so the search spends as few as it can: shape changes are looked for
/// first where a Text says its lines change and otherwise by bisection, the probes that search
/// leaves inside a run of one shape are the evidence that the run is straight, and drawings are
/// made only for the keyframes that remain.
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
        guard range.upperBound > range.lowerBound else { return }
        var searched: Set<Int> = [range.lowerBound, range.upperBound]
        findShapeChanges(range.lowerBound, range.upperBound, into: &searched)
        for run in Self.runs(searched.sorted().map { at($0) }) { settle(run) }
        splitWhereMarkupDiffers()
        joinStraightNeighbours()
    }

    /// 1. Narrows every stretch whose ends differ in shape until each change of shape lies
    /// between neighbouring widths: first at the pair of widths where a Text's lines should
    /// change (`predictedChange`), and when that pair does not hold the change, by halving.
    private mutating func findShapeChanges(_ start: Int, _ end: Int, into searched: inout Set<Int>) {
        guard end - start > 1, at(start).shape != at(end).shape else { return }
        if let change = predictedChange(start, end, into: &searched),
           at(change - 1).shape == at(start).shape, at(change).shape != at(start).shape {
            return findShapeChanges(change, end, into: &searched)
        }
        let middle = (start + end) / 2
        searched.insert(middle)
        findShapeChanges(start, middle, into: &searched)
        findShapeChanges(middle, end, into: &searched)
    }

    /// The first width after `start` at which some Text should break into other lines, with
    /// that width and the one before it added to the search; nil when no Text says. Each Text's
    /// offer is taken to move in a line from `start` to `end` (it does while the shape stays,
    /// and mostly across a change too), and its lines change where the offer leaves the widths
    /// that keep them (`LineBreakRange`). A guess: the caller checks the pair.
    private mutating func predictedChange(_ start: Int, _ end: Int, into searched: inout Set<Int>) -> Int? {
        let first = at(start).lineBreaks, last = at(end).lineBreaks
        guard first.count == last.count else { return nil }
        var earliest: Int?
        for case let (a?, b?) in zip(first, last) {
            let slope = (b.proposedWidth - a.proposedWidth) / Double(end - start)
            let steps: Double
            if slope > 0 {
                steps = ((a.widths.upperBound - a.proposedWidth) / slope).rounded(.up)
            } else if slope < 0 {
                steps = ((a.widths.lowerBound - a.proposedWidth) / slope).rounded(.down) + 1
            } else {
                continue
            }
            guard steps.isFinite, steps >= 1, steps <= Double(end - start) else { continue }
            earliest = min(earliest ?? Int.max, start + Int(steps))
        }
        if let earliest { searched.formUnion([earliest - 1, earliest]) }
        return earliest
    }

    /// The searched probes, by width, cut where the shape changes; neighbouring runs end and
    /// start at neighbouring widths.
    private static func runs(_ probes: [SliderProbe]) -> [[SliderProbe]] {
        var runs: [[SliderProbe]] = []
        for probe in probes {
            if let last = runs.last?.last, last.shape == probe.shape {
                runs[runs.count - 1].append(probe)
            } else {
                runs.append([probe])
            }
        }
        return runs
    }

    /// 2. A run of one shape whose three or more probes lie on one line is one stretch; any
    /// other is checked gap by gap (`visit`).
    private mutating func settle(_ run: [SliderProbe]) {
        if let first = run.first, first.width != keyframes.last?.width { append(first, interpolating: false) }
        guard let last = run.last, run.count > 1 else { return }
        if run.count > 2, straight(run) { return append(last, interpolating: true) }
        for (start, end) in zip(run, run.dropFirst()) { visit(start.width, end.width, comparingMarkup: false) }
    }

    /// One gap: 1. neighbours: keep both. 2. Same shape (and markup, when compared) at both ends
    /// and at the width halfway, which lies on the line between them: one stretch. 3. Otherwise halve.
    private mutating func visit(_ start: Int, _ end: Int, comparingMarkup: Bool) {
        let first = at(start), last = at(end)
        if end - start == 1 { return append(last, interpolating: false) }
        let middle = (start + end) / 2
        if alike(first, last, comparingMarkup: comparingMarkup) {
            let half = at(middle)
            if alike(first, half, comparingMarkup: comparingMarkup), straight([first, half, last]) {
                return append(last, interpolating: true)
            }
        }
        visit(start, middle, comparingMarkup: comparingMarkup)
        visit(middle, end, comparingMarkup: comparingMarkup)
    }

    /// 3. A stretch whose two drawings differ in markup (a path drawn another way at some size)
    /// cannot be mixed: it is searched again, comparing drawings too.
    private mutating func splitWhereMarkupDiffers() {
        let found = keyframes, mixed = interpolates
        keyframes = [found[0]]
        interpolates = []
        for index in mixed.indices {
            let start = found[index], end = found[index + 1]
            if mixed[index], !start.tokens.sameText(as: end.tokens) {
                visit(start.width, end.width, comparingMarkup: true)
            } else {
                append(end, interpolating: mixed[index])
            }
        }
    }

    /// 4. Neighbouring stretches of one drawing on one line are one stretch: each is straight
    /// (two neighbouring widths have nothing between them), so when the keyframe they share lies
    /// on the line between their outer ends, so does every width of both.
    private mutating func joinStraightNeighbours() {
        let found = keyframes, mixed = interpolates
        keyframes = [found[0]]
        interpolates = []
        for index in mixed.indices {
            let end = found[index + 1], count = keyframes.count
            if count > 1, case let (start, middle) = (keyframes[count - 2], keyframes[count - 1]),
               alike(start, middle, comparingMarkup: true), alike(middle, end, comparingMarkup: true), straight([start, middle, end]) {
                keyframes.removeLast()
                interpolates.removeLast()
                append(end, interpolating: true)
            } else {
                append(end, interpolating: mixed[index])
            }
        }
    }

    /// Same shape, and with `comparingMarkup` the same drawing apart from its numbers.
    private func alike(_ one: SliderProbe, _ other: SliderProbe, comparingMarkup: Bool) -> Bool {
        one.shape == other.shape && (!comparingMarkup || one.tokens.sameText(as: other.tokens))
    }

    /// Whether every probe between the first and the last lies on the line between them.
    private func straight(_ run: [SliderProbe]) -> Bool {
        guard let first = run.first, let last = run.last, last.width > first.width else { return true }
        let span = Double(last.width - first.width)
        return run.dropFirst().dropLast().allSatisfy { probe in
            LayoutShape.lies(probe.numbers, between: first.numbers, and: last.numbers, at: Double(probe.width - first.width) / span)
        }
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
