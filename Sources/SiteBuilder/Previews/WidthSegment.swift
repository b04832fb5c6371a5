import SVGRenderer

/// A run of whole-point widths over which a preview's page text (drawing, trace, caption) keeps
/// its shape and every number in it moves in a fixed pattern: within a run no discrete layout
/// decision changes (a line break, a clamp, a `ViewThatFits` choice, a grid's column count), so
/// every frame edge is a linear function of the width before it is snapped to the pixel grid
/// (reference §1.6). Snapping to thirds of a point and writing two decimals repeat with a short
/// period, so a number at `from + k·period + r` is its value at `from + r` plus `k` times its
/// change over one period. The page script applies exactly this (`slider.js`).
struct WidthSegment: Equatable {
    let from: Int
    let to: Int
    let period: Int
    /// The literal text around the numbers that change, one more than the numbers.
    let pieces: [String]
    /// The changing numbers at `from`, `from + 1`, … `from + period - 1`.
    let bases: [[Double]]
    /// Their change over one period.
    let delta: [Double]

    /// The text at `width`, which must lie in `from...to`.
    func text(at width: Int) -> String {
        let offset = width - from
        let base = bases[offset % period], steps = Double(offset / period)
        var text = pieces[0]
        for index in base.indices {
            text += NumberFormat.string(base[index] + steps * delta[index]) + pieces[index + 1]
        }
        return text
    }

    /// A run fitted to the texts at `from`, `from + 1`, …, `from + period` (`samples`), when they
    /// share their pieces; nil when they do not, or a changing number is not written as
    /// `NumberFormat` writes it (so the script could not write it back).
    static func fit(from: Int, to: Int, period: Int, samples: [NumberedText]) -> WidthSegment? {
        guard samples.count == period + 1, let first = samples.first, samples.allSatisfy({ $0.pieces == first.pieces }) else { return nil }
        let changing = first.numbers.indices.filter { index in samples.contains { $0.numbers[index] != first.numbers[index] } }
        for index in changing where samples.contains(where: { NumberFormat.string($0.numbers[index]) != $0.written[index] }) { return nil }
        var pieces: [String] = [], piece = first.pieces[0], next = 0
        for index in first.numbers.indices {
            if next < changing.count, changing[next] == index {
                pieces.append(piece)
                piece = first.pieces[index + 1]
                next += 1
            } else {
                piece += first.written[index] + first.pieces[index + 1]
            }
        }
        pieces.append(piece)
        let bases = samples.prefix(period).map { sample in changing.map { sample.numbers[$0] } }
        let delta = changing.map { samples[period].numbers[$0] - first.numbers[$0] }
        return WidthSegment(from: from, to: to, period: period, pieces: pieces, bases: bases, delta: delta.map(Self.cents))
    }

    /// A single width, written as it is.
    static func single(_ width: Int, _ text: String) -> WidthSegment {
        WidthSegment(from: width, to: width, period: 1, pieces: [text], bases: [[]], delta: [])
    }

    /// Differences of two-decimal numbers, rid of binary noise (0.1 + 0.2).
    private static func cents(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
