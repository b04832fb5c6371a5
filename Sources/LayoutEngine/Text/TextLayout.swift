import ViewTree

/// Sizes a Text for a proposal: wrap to the proposed width, cap the lines by `lineLimit` and by
/// the proposed height, truncate with "…", shrink by `minimumScaleFactor`, and report the widest
/// line and the pixel-ceiled height. Source: reference §7.3, §7.2 (height = lines × line height).
struct TextLayout {
    let content: TextContent
    let font: ResolvedFont
    let environment: LayoutEnvironment
    let measurer: any TextMeasurer
    let context: LayoutContext

    func layout(_ proposal: ProposedViewSize) -> TextLayoutResult {
        let maxWidth = proposal.width ?? .infinity
        if let scale = shrinkScale(proposal) {
            return layout(proposal, font: font.scaled(by: scale), scale: scale, maxWidth: maxWidth)
        }
        return layout(proposal, font: font, scale: 1, maxWidth: maxWidth)
    }

    /// 1. Break into lines; 2. keep what the limits allow, truncating the last; 3. measure.
    private func layout(_ proposal: ProposedViewSize, font: ResolvedFont, scale: Double, maxWidth: Double) -> TextLayoutResult {
        let metrics = measurer.metrics(for: font)
        let breaker = TextLineBreaker(measurer: measurer, font: font)
        var lines = breaker.lines(content.string, maxWidth: maxWidth).map(String.init)
        let limit = lineLimit(proposal, metrics: metrics)
        if lines.count > limit {
            let rest = lines[(limit - 1)...].joined(separator: " ")
            lines = Array(lines.prefix(limit - 1))
            lines.append(TextTruncator(breaker: breaker).truncate(rest, mode: environment.truncationMode, maxWidth: maxWidth))
        }
        if content.string.isEmpty { lines = [] }
        let widths = lines.map { breaker.width(Substring($0)) }
        let width = context.ceilToPixel(widths.max() ?? 0)
        let height = context.ceilToPixel(linesHeight(reservedLineCount(lines.count), metrics))
        let step = metrics.lineHeight + environment.lineSpacing
        let placed = zip(lines, widths).enumerated().map { i, pair in
            TextLayoutResult.Line(
                text: pair.0, x: (width - pair.1) * alignmentFactor, baseline: metrics.ascender + Double(i) * step, width: pair.1)
        }
        return TextLayoutResult(
            size: Size(width: width, height: height), lines: placed, font: font, metrics: metrics,
            scale: scale, alignment: environment.textAlignment)
    }

    /// Lines allowed by `lineLimit` and by a finite proposed height (at least one).
    private func lineLimit(_ proposal: ProposedViewSize, metrics: FontMetrics) -> Int {
        var limit = environment.lineLimit.max ?? Int.max
        if let h = proposal.height, h.isFinite {
            let step = metrics.lineHeight + environment.lineSpacing
            let byHeight = ((h + environment.lineSpacing) / step + 1e-9).rounded(.down)
            limit = min(limit, Int(max(1, min(byHeight, Double(Int.max / 2)))))
        }
        return max(limit, 1)
    }

    /// `lineLimit(a...b)` reserves at least a lines; `reservesSpace` reserves the maximum.
    private func reservedLineCount(_ used: Int) -> Int {
        var count = used
        if let lower = environment.lineLimit.min { count = max(count, lower) }
        if environment.lineLimit.reservesSpace, let upper = environment.lineLimit.max { count = max(count, upper) }
        return count
    }

    private func linesHeight(_ n: Int, _ metrics: FontMetrics) -> Double {
        n == 0 ? 0 : Double(n) * metrics.lineHeight + Double(n - 1) * environment.lineSpacing
    }

    private var alignmentFactor: Double {
        switch environment.textAlignment {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }

    /// With `minimumScaleFactor` below 1 and text that does not fit, the largest scale in
    /// [factor, 1] at which it fits (width, line count and proposed height); nil when it fits.
    private func shrinkScale(_ proposal: ProposedViewSize) -> Double? {
        let factor = environment.minimumScaleFactor
        guard factor < 1, !fits(proposal, scale: 1) else { return nil }
        var lo = factor, hi = 1.0
        if !fits(proposal, scale: lo) { return lo }
        for _ in 0..<20 {
            let mid = (lo + hi) / 2
            if fits(proposal, scale: mid) { lo = mid } else { hi = mid }
        }
        return lo
    }

    private func fits(_ proposal: ProposedViewSize, scale: Double) -> Bool {
        let font = font.scaled(by: scale)
        let metrics = measurer.metrics(for: font)
        let breaker = TextLineBreaker(measurer: measurer, font: font)
        let maxWidth = proposal.width ?? .infinity
        let lines = breaker.lines(content.string, maxWidth: maxWidth)
        let allowed = environment.lineLimit.max ?? Int.max
        guard lines.count <= allowed, lines.allSatisfy({ breaker.width($0) <= maxWidth }) else { return false }
        if let h = proposal.height, h.isFinite {
            return context.ceilToPixel(linesHeight(lines.count, metrics)) <= h + 1e-9
        }
        return true
    }
}
