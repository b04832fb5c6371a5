import ViewTree

/// A Text laid out for one proposal: its size and the lines it draws.
public struct TextLayoutResult: Hashable, Sendable {
    /// One drawn line, positioned in the Text's own frame.
    public struct Line: Hashable, Sendable {
        public var text: String
        /// Offset of the line's start from the Text's leading edge (multilineTextAlignment).
        public var x: Double
        /// Baseline from the Text's top edge.
        public var baseline: Double
        /// Advance width of the line (without hanging spaces).
        public var width: Double
        /// The line's text by run, each in its own font (one segment unless `Text + Text` mixes styles).
        public var segments: [Segment]
    }

    /// Part of a line drawn in one font and colour.
    public struct Segment: Hashable, Sendable {
        public var text: String
        /// Offset from the line's start.
        public var x: Double
        public var width: Double
        public var font: ResolvedFont
        /// The run's own colour, nil for the environment's foreground style.
        public var foreground: Paint?
    }

    public var size: Size
    public var lines: [Line]
    /// The first run's font, after `minimumScaleFactor`.
    public var font: ResolvedFont
    public var metrics: FontMetrics
    /// The scale minimumScaleFactor chose (1 when the text fits).
    public var scale: Double
    public var alignment: TextAlignment
    /// The proposed widths that would give these same lines (truncated ones included); nil when
    /// the text shrank (`minimumScaleFactor`) or its width was unlimited.
    public var lineBreaks: LineBreakRange? = nil

    public var firstBaseline: Double { lines.first?.baseline ?? metrics.ascender }
    public var lastBaseline: Double { lines.last?.baseline ?? metrics.ascender }
}
