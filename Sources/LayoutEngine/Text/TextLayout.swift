import ViewTree

/// Sizes a Text for a proposal: wrap to the proposed width, cap the lines by `lineLimit` and by
/// the proposed height, truncate with "…", shrink by `minimumScaleFactor`, and report the widest
/// line and the pixel-ceiled height. Source: Layout.md §7.3, §7.2 (height = lines × line height).
struct TextLayout {
    /// The runs (`Text + Text`), each with its resolved font at scale 1.
    let parts: [(string: String, font: ResolvedFont, foreground: Paint?)]
    let environment: LayoutEnvironment
    let measurer: any TextMeasurer
    let context: LayoutContext
    /// Measurements per scale, shared by every proposal this Text is asked about.
    private let measured = MeasuredTextCache()

    /// The outcome of sizing, as character ranges; strings are only built for drawing.
    struct Sizing {
        var size: Size
        var lines: [Range<Int>]
        var lineMetrics: [FontMetrics]
        var truncated: TextTruncator.Line?
        var widths: [Double]
        var text: MeasuredText
        var scale: Double
        /// The proposed widths that keep these lines; nil when the text shrank or had no width limit.
        var lineBreaks: LineBreakRange?

        /// The first run's metrics: what spacing and empty texts use.
        var metrics: FontMetrics { text.runs.first?.metrics ?? FontMetrics(ascender: 0, descender: 0, leading: 0, capHeight: 0) }
        var font: ResolvedFont? { text.runs.first?.font }

        /// Each line's baseline from the top: the lines above, then one ascent (§7.2, §7.3 mixed fonts).
        var baselines: [Double]

        var firstBaseline: Double { baselines.first ?? metrics.ascender }
        var lastBaseline: Double { baselines.last ?? metrics.ascender }
    }

    init(parts: [(string: String, font: ResolvedFont, foreground: Paint?)], environment: LayoutEnvironment, measurer: any TextMeasurer, context: LayoutContext) {
        self.parts = parts
        self.environment = environment
        self.measurer = measurer
        self.context = context
    }

    func sizing(_ proposal: ProposedViewSize) -> Sizing {
        sizing(proposal, scale: shrinkScale(proposal) ?? 1)
    }

    /// The drawn lines for a sizing, positioned by `multilineTextAlignment`, split into runs.
    func result(_ s: Sizing) -> TextLayoutResult {
        let truncator = TextTruncator(text: s.text)
        let lines = s.lines.enumerated().map { i, range in
            let isTruncated = i == s.lines.count - 1 && s.truncated != nil
            return TextLayoutResult.Line(
                text: isTruncated ? truncator.string(s.truncated!) : s.text.string(range),
                x: (s.size.width - s.widths[i]) * alignmentFactor,
                baseline: s.baselines[i],
                width: s.widths[i],
                segments: isTruncated ? truncator.segments(s.truncated!) : segments(range, s.text))
        }
        let font = s.font ?? parts.first?.font ?? ResolvedFont(size: 17)
        return TextLayoutResult(
            size: s.size, lines: lines, font: font, metrics: s.metrics, scale: s.scale, alignment: environment.textAlignment, lineBreaks: s.lineBreaks)
    }

    private func segments(_ range: Range<Int>, _ text: MeasuredText) -> [TextLayoutResult.Segment] {
        var x = 0.0
        return text.segments(range).map { piece in
            defer { x += text.width(piece.range) }
            return TextLayoutResult.Segment(text: text.string(piece.range), x: x, width: text.width(piece.range), font: piece.run.font, foreground: piece.run.foreground)
        }
    }

    /// 1. Break into lines; 2. keep what the limits allow, truncating the last; 3. measure.
    private func sizing(_ proposal: ProposedViewSize, scale: Double) -> Sizing {
        let text = measured.text(scale: scale) { MeasuredText.measure(scaledParts(scale), measurer: measurer) }
        let maxWidth = proposal.width ?? .infinity
        let (ranges, breakWidths) = text.count == 0 ? ([], nil) : TextLineBreaker(text: text).linesAndRange(maxWidth: maxWidth)
        let limit = lineLimit(proposal, text: text, ranges: ranges)
        let lines = Array(ranges.prefix(limit))
        var widths = lines.map(text.width)
        var truncated: TextTruncator.Line?
        var keptWidths = breakWidths
        if ranges.count > limit {
            let truncator = TextTruncator(text: text)
            let (line, lineWidths) = truncator.truncate(ranges[limit - 1].lowerBound..<text.count, mode: environment.truncationMode, maxWidth: maxWidth)
            widths[limit - 1] = truncator.width(line)
            truncated = line
            keptWidths = keptWidths?.clamped(to: lineWidths)
        }
        let lineMetrics = lines.map(text.metrics(ofLine:))
        let size = Size(
            width: context.ceilToPixel(widths.max() ?? 0),
            height: context.ceilToPixel(linesHeight(lineMetrics, reserving: reservedLineCount(lines.count), text: text)))
        var top = 0.0
        let baselines = lineMetrics.map { m in
            defer { top += m.lineHeight + environment.lineSpacing }
            return top + m.ascender
        }
        return Sizing(
            size: size, lines: lines, lineMetrics: lineMetrics, truncated: truncated, widths: widths, text: text, scale: scale,
            lineBreaks: scale == 1 ? keptWidths.map { LineBreakRange(proposedWidth: maxWidth, widths: $0) } : nil, baselines: baselines)
    }

    private func scaledParts(_ scale: Double) -> [(string: String, font: ResolvedFont, foreground: Paint?)] {
        scale == 1 ? parts : parts.map { ($0.string, $0.font.scaled(by: scale), $0.foreground) }
    }

    /// Lines allowed by `lineLimit` and by a finite proposed height (at least one).
    private func lineLimit(_ proposal: ProposedViewSize, text: MeasuredText, ranges: [Range<Int>]) -> Int {
        var limit = environment.lineLimit.max ?? Int.max
        if let h = proposal.height, h.isFinite {
            var used = 0.0, fitting = 0
            for range in ranges {
                used += text.metrics(ofLine: range).lineHeight + (fitting > 0 ? environment.lineSpacing : 0)
                if used > h + 1e-9 { break }
                fitting += 1
            }
            limit = min(limit, max(1, fitting))
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

    /// The lines' heights plus line spacing; reserved empty lines use the first run's line height.
    private func linesHeight(_ lineMetrics: [FontMetrics], reserving count: Int, text: MeasuredText) -> Double {
        guard count > 0 else { return 0 }
        let reserved = Double(count - lineMetrics.count) * (text.runs.first?.metrics.lineHeight ?? 0)
        return lineMetrics.reduce(0) { $0 + $1.lineHeight } + reserved + Double(count - 1) * environment.lineSpacing
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
        let text = measured.text(scale: scale) { MeasuredText.measure(scaledParts(scale), measurer: measurer) }
        let maxWidth = proposal.width ?? .infinity
        let lines = TextLineBreaker(text: text).lines(maxWidth: maxWidth)
        let allowed = environment.lineLimit.max ?? Int.max
        guard lines.count <= allowed, lines.allSatisfy({ text.width($0) <= maxWidth }) else { return false }
        if let h = proposal.height, h.isFinite {
            return context.ceilToPixel(linesHeight(lines.map(text.metrics(ofLine:)), reserving: lines.count, text: text)) <= h + 1e-9
        }
        return true
    }
}

/// Memoises `MeasuredText` per scale, so each size is measured once per Text node.
final class MeasuredTextCache {
    private var entries = ProposalCache<Double, MeasuredText>()

    func text(scale: Double, _ make: () -> MeasuredText) -> MeasuredText {
        if let hit = entries[scale] { return hit }
        let text = make()
        entries[scale] = text
        return text
    }
}
