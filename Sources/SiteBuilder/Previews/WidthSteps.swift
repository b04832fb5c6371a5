/// The canvas widths a width slider offers, each drawn when the site is built so dragging needs
/// no layout in the browser: the range's ends, every `step` points between, and the preview's
/// own width, where the slider starts.
enum WidthSteps {
    /// Points between drawn widths: 4 over short ranges, 8 over long ones, so a slider stays
    /// within about 45 drawings ("every 4–8 pt", the site issue).
    static func step(for range: ClosedRange<Double>) -> Double {
        range.upperBound - range.lowerBound <= 160 ? 4 : 8
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
