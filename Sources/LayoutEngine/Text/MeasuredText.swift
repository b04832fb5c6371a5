import ViewTree

/// A string (one or more runs, each in its own font) measured once per scale: prefix sums of
/// advances and kerning, so the width of any character range is two subtractions. Line breaking
/// and truncation work on index ranges. Kerning never crosses a run boundary. A class, since it
/// never changes once measured: every sizing of a Text carries it, and copying seven arrays
/// at each proposal of each slider probe was a retain apiece.
public final class MeasuredText {
    /// One run of `Text + Text`: its characters, font and colour.
    struct Run {
        var range: Range<Int>
        var font: ResolvedFont
        var metrics: FontMetrics
        var foreground: Paint?
    }

    let characters: [Character]
    /// The characters' UTF-8, and where each character starts in it (one more entry: the end),
    /// so a line's string is one copy of bytes (`string(_:)`), not characters appended one by one.
    private let utf8: [UInt8]
    private let utf8Offsets: [Int]
    let runs: [Run]
    private let advanceSums: [Double]
    private let kerningSums: [Double]
    /// Width of "…" in the first run's font, for truncation.
    let ellipsisWidth: Double

    init(_ parts: [(string: String, font: ResolvedFont, foreground: Paint?)], measurer: any TextMeasurer) {
        var characters: [Character] = []
        var runs: [Run] = []
        var advances: [Double] = []
        var kerning: [Double] = []
        var utf8: [UInt8] = [], utf8Offsets: [Int] = []
        for part in parts {
            let chars = Array(part.string)
            for character in chars {
                utf8Offsets.append(utf8.count)
                utf8 += character.utf8
            }
            let measured = measurer.advances(of: chars, font: part.font)
            if !characters.isEmpty && !chars.isEmpty { kerning.append(0) }
            runs.append(Run(range: characters.count..<(characters.count + chars.count), font: part.font, metrics: measurer.metrics(for: part.font), foreground: part.foreground))
            characters += chars
            advances += measured.advances
            kerning += measured.kerning
        }
        self.characters = characters
        self.utf8 = utf8
        self.utf8Offsets = utf8Offsets + [utf8.count]
        self.runs = runs
        advanceSums = advances.reduce(into: [0]) { $0.append($0.last! + $1) }
        kerningSums = kerning.reduce(into: [0]) { $0.append($0.last! + $1) }
        ellipsisWidth = parts.first.map { measurer.width(of: Substring(TextTruncator.ellipsis), font: $0.font) } ?? 0
    }

    /// The parts measured, through the measurer's memo when it keeps one.
    static func measure(_ parts: [(string: String, font: ResolvedFont, foreground: Paint?)], measurer: any TextMeasurer) -> MeasuredText {
        guard let memo = measurer as? any MemoizingTextMeasurer else { return MeasuredText(parts, measurer: measurer) }
        return memo.measuredText(MeasuredTextKey(parts)) { MeasuredText(parts, measurer: memo) }
    }

    var count: Int { characters.count }

    /// Advance width of characters `range`, kerning inside the range included.
    func width(_ range: Range<Int>) -> Double {
        guard range.count > 0 else { return 0 }
        let advances = advanceSums[range.upperBound] - advanceSums[range.lowerBound]
        let kerning = kerningSums[range.upperBound - 1] - kerningSums[range.lowerBound]
        return advances + kerning
    }

    /// The characters' string: the same bytes as `String(characters[range])`.
    func string(_ range: Range<Int>) -> String {
        String(decoding: utf8[utf8Offsets[range.lowerBound]..<utf8Offsets[range.upperBound]], as: UTF8.self)
    }

    /// Line breaking asks about every character at every proposal, so these read the one byte a
    /// space or a line feed is made of instead of comparing `Character`s (a string comparison).
    func isSpace(_ i: Int) -> Bool { isSingleByte(i, UInt8(ascii: " ")) }
    func isNewline(_ i: Int) -> Bool { isSingleByte(i, UInt8(ascii: "\n")) }

    /// Whether character `i` is exactly the one byte `byte` (a space followed by a combining mark is not a space).
    private func isSingleByte(_ i: Int, _ byte: UInt8) -> Bool {
        let start = utf8Offsets[i]
        return utf8Offsets[i + 1] == start + 1 && utf8[start] == byte
    }

    /// The range without its trailing spaces (they hang past the line end).
    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(end - 1) { end -= 1 }
        return range.lowerBound..<end
    }

    /// A line with mixed fonts uses the largest ascender and descender among its runs (§7.3).
    func metrics(ofLine range: Range<Int>) -> FontMetrics {
        let touching = runs.filter { $0.range.overlaps(range) || ($0.range.contains(range.lowerBound) && range.isEmpty) }
        guard let first = touching.first ?? runs.last(where: { $0.range.lowerBound <= range.lowerBound }) ?? runs.first else {
            return FontMetrics(ascender: 0, descender: 0, leading: 0, capHeight: 0)
        }
        return touching.dropFirst().reduce(first.metrics) { m, run in
            FontMetrics(
                ascender: max(m.ascender, run.metrics.ascender), descender: max(m.descender, run.metrics.descender),
                leading: max(m.leading, run.metrics.leading), capHeight: max(m.capHeight, run.metrics.capHeight))
        }
    }

    /// The pieces of `range` that fall in each run, for drawing one style at a time.
    func segments(_ range: Range<Int>) -> [(range: Range<Int>, run: Run)] {
        runs.compactMap { run in
            let piece = range.clamped(to: run.range)
            return piece.isEmpty ? nil : (piece, run)
        }
    }
}
