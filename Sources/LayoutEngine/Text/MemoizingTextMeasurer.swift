import ViewTree

/// A measurer that keeps each Text's measurement between layouts: a preview with a width slider
/// is laid out at many widths, and measuring its strings again for each was a tenth of a build.
/// The engine only asks; the memo (and its locking) is the measurer's. Answers never depend on
/// it, only speed.
public protocol MemoizingTextMeasurer: TextMeasurer {
    /// The measurement kept under `key`, else `measure()`'s, kept.
    func measuredText(_ key: MeasuredTextKey, measure: () -> MeasuredText) -> MeasuredText
}

/// What a Text's measurement depends on besides the measurer: its runs. Strings compare by their
/// bytes (`==` would equate canonically equivalent strings, which draw different bytes), sizes
/// also by bit pattern (0 and −0 stay apart).
public struct MeasuredTextKey: Hashable, Sendable {
    private let parts: [Part]

    init(_ parts: [(string: String, font: ResolvedFont, foreground: Paint?)]) {
        self.parts = parts.map { Part(string: $0.string, font: $0.font, foreground: $0.foreground) }
    }

    private struct Part: Hashable, Sendable {
        let string: String
        let font: ResolvedFont
        let foreground: Paint?

        static func == (a: Part, b: Part) -> Bool {
            a.string.utf8.elementsEqual(b.string.utf8) && a.font == b.font && a.foreground == b.foreground
                && a.font.size.bitPattern == b.font.size.bitPattern
                && a.font.letterSpacing.bitPattern == b.font.letterSpacing.bitPattern
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(string)
            hasher.combine(font)
            hasher.combine(foreground)
        }
    }
}
