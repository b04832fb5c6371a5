/// The canvas widths a width slider offers, each drawn when the site is built so dragging needs
/// no layout in the browser: the range's ends, every `step` points between, and the preview's
/// own width, where the slider starts.
enum WidthSteps {
    /// The most widths one slider draws (issue 17): with both ends and the preview's own width,
    /// the steps between may number `maximumCount - 2`.
    static let maximumCount = 64

    /// Points between drawn widths: 4 over short ranges, 8 over long ones ("every 4–8 pt", the
    /// site issue), and over a range wider than 62 steps of 8 (496 pt) the smallest multiple of 8
    /// that keeps the slider within `maximumCount` drawings.
    static func step(for range: ClosedRange<Double>) -> Double {
        let span = range.upperBound - range.lowerBound
        guard span > 160 else { return 4 }
        let steps = Double(maximumCount - 2)
        return 8 * max(1, (span / (8 * steps)).rounded(.up))
    }

    /// Sorted widths; `initial` is clamped into the range.
    static func widths(in range: ClosedRange<Double>, initial: Double) -> [Double] {
        let step = step(for: range)
        var widths: Set<Double> = [range.lowerBound, range.upperBound, min(max(initial, range.lowerBound), range.upperBound)]
        var width = range.lowerBound + step
        while width < range.upperBound {
            widths.insert(width)
            width += step
        }
        return widths.sorted()
    }
}
