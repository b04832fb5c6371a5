import Diagnostics

/// What `CMarkConverter` tracks inside one paragraph or heading to repair cmark 0.30's inline
/// positions: where the last inline ended, and whether a backslash hard break made cmark lose count
/// of lines (it does not advance its line counter there, so later inlines are reported on the
/// break's line).
struct ParagraphPositions {
    /// The paragraph's or heading's range.
    let range: SourceRange
    private var lastEnd: SourcePosition?
    private var lastBreakLine: Int?
    private(set) var hasDrifted = false

    init(range: SourceRange) {
        self.range = range
    }

    /// Notes an inline's reported start; one on or before the last hard break's line has drifted.
    mutating func observe(start: SourcePosition) {
        if start.line >= 1, let lastBreakLine, start.line <= lastBreakLine { hasDrifted = true }
    }

    mutating func noteEnd(_ end: SourcePosition, isLineBreak: Bool) {
        lastEnd = end
        if isLineBreak { lastBreakLine = end.line }
    }

    /// Just after the previous inline, or the paragraph's start: where an unplaced inline sits.
    var nextPosition: SourcePosition {
        guard let lastEnd else { return range.start }
        return SourcePosition(line: lastEnd.line, column: lastEnd.column + 1)
    }

    /// The conservative range of an inline after cmark lost count: the rest of the paragraph.
    var driftedRange: SourceRange {
        let start = SourcePosition(line: (lastBreakLine ?? range.start.line) + 1, column: 1)
        return SourceRange(start: min(start, range.end), end: range.end)
    }
}
