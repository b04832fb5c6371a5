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
    /// Measurements per font size, shared by every proposal this Text is asked about.
    private let measured = MeasuredTextCache()

    /// The outcome of sizing, as character ranges; strings are only built for drawing.
    struct Sizing {
        var size: Size
        var lines: [Range<Int>]
        var truncated: TextTruncator.Line?
        var widths: [Double]
        var text: MeasuredText
        var font: ResolvedFont
        var metrics: FontMetrics
        var scale: Double
        var lineSpacing: Double

        /// Baselines from the top: one ascent down, then one line step per line (§7.2).
        var firstBaseline: Double { metrics.ascender }
        var lastBaseline: Double { baseline(ofLine: max(lines.count - 1, 0)) }
        func baseline(ofLine i: Int) -> Double { metrics.ascender + Double(i) * (metrics.lineHeight + lineSpacing) }
    }

    init(content: TextContent, font: ResolvedFont, environment: LayoutEnvironment, measurer: any TextMeasurer, context: LayoutContext) {
        self.content = content
        self.font = font
        self.environment = environment
        self.measurer = measurer
        self.context = context
    }

    func sizing(_ proposal: ProposedViewSize) -> Sizing {
        let scale = shrinkScale(proposal) ?? 1
        return sizing(proposal, font: scale == 1 ? font : font.scaled(by: scale), scale: scale)
    }

    /// The drawn lines for a sizing, positioned by `multilineTextAlignment`.
    func result(_ s: Sizing) -> TextLayoutResult {
        let lastIndex = s.lines.count - 1
        let lines = s.lines.enumerated().map { i, range in
            TextLayoutResult.Line(
                text: i == lastIndex && s.truncated != nil ? TextTruncator(text: s.text).string(s.truncated!) : s.text.string(range),
                x: (s.size.width - s.widths[i]) * alignmentFactor,
                baseline: s.baseline(ofLine: i),
                width: s.widths[i])
        }
        return TextLayoutResult(size: s.size, lines: lines, font: s.font, metrics: s.metrics, scale: s.scale, alignment: environment.textAlignment)
    }

    /// 1. Break into lines; 2. keep what the limits allow, truncating the last; 3. measure.
    private func sizing(_ proposal: ProposedViewSize, font: ResolvedFont, scale: Double) -> Sizing {
        let metrics = measurer.metrics(for: font)
        let text = measured.text(content.string, font: font, measurer: measurer)
        let maxWidth = proposal.width ?? .infinity
        let ranges = text.count == 0 ? [] : TextLineBreaker(text: text).lines(maxWidth: maxWidth)
        let limit = lineLimit(proposal, metrics: metrics)
        let lines = Array(ranges.prefix(limit))
        var widths = lines.map(text.width)
        var truncated: TextTruncator.Line?
        if ranges.count > limit {
            let truncator = TextTruncator(text: text)
            let line = truncator.truncate(ranges[limit - 1].lowerBound..<text.count, mode: environment.truncationMode, maxWidth: maxWidth)
            widths[limit - 1] = truncator.width(line)
            truncated = line
        }
        let size = Size(
            width: context.ceilToPixel(widths.max() ?? 0),
            height: context.ceilToPixel(linesHeight(reservedLineCount(lines.count), metrics)))
        return Sizing(size: size, lines: lines, truncated: truncated, widths: widths, text: text, font: font, metrics: metrics, scale: scale, lineSpacing: environment.lineSpacing)
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
        let text = measured.text(content.string, font: font, measurer: measurer)
        let maxWidth = proposal.width ?? .infinity
        let lines = TextLineBreaker(text: text).lines(maxWidth: maxWidth)
        let allowed = environment.lineLimit.max ?? Int.max
        guard lines.count <= allowed, lines.allSatisfy({ text.width($0) <= maxWidth }) else { return false }
        if let h = proposal.height, h.isFinite {
            return context.ceilToPixel(linesHeight(lines.count, measurer.metrics(for: font))) <= h + 1e-9
        }
        return true
    }
}

/// Memoises `MeasuredText` per font, so each size is measured once per Text node.
final class MeasuredTextCache {
    private var entries: [ResolvedFont: MeasuredText] = [:]

    func text(_ string: String, font: ResolvedFont, measurer: any TextMeasurer) -> MeasuredText {
        if let hit = entries[font] { return hit }
        let text = MeasuredText(string, font: font, measurer: measurer)
        entries[font] = text
        return text
    }
}
