/// What `widths=` says about a preview's width slider: a range of points, or `off` for none.
/// Without it every preview on a plain canvas gets `defaultRange(for:)` (issue 14: a slider on
/// every figure by default).
enum SliderWidths: Hashable, Sendable {
    case range(ClosedRange<Double>)
    case off

    /// Half the canvas to all of it: narrow enough that text wraps and stacks squeeze, wide
    /// enough to start where the preview is drawn. A canvas wider than a slider may reach
    /// (`PreviewSetting.sliderBounds`) gets none.
    static func defaultRange(for width: Double) -> ClosedRange<Double>? {
        guard width <= PreviewSetting.sliderBounds.upperBound else { return nil }
        return max(1, (width / 2).rounded(.down))...max(1, width)
    }
}
