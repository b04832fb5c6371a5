/// A string measured once per font: prefix sums of advances and kerning, so the width of any
/// character range is two subtractions. Line breaking and truncation work on index ranges.
struct MeasuredText {
    let characters: [Character]
    private let advanceSums: [Double]
    private let kerningSums: [Double]
    /// Width of "…" in this font, for truncation.
    let ellipsisWidth: Double

    init(_ string: String, font: ResolvedFont, measurer: any TextMeasurer) {
        characters = Array(string)
        let measured = measurer.advances(of: characters, font: font)
        advanceSums = measured.advances.reduce(into: [0]) { $0.append($0.last! + $1) }
        kerningSums = measured.kerning.reduce(into: [0]) { $0.append($0.last! + $1) }
        ellipsisWidth = measurer.width(of: Substring(TextTruncator.ellipsis), font: font)
    }

    var count: Int { characters.count }

    /// Advance width of characters `range`, kerning inside the range included.
    func width(_ range: Range<Int>) -> Double {
        guard range.count > 0 else { return 0 }
        let advances = advanceSums[range.upperBound] - advanceSums[range.lowerBound]
        let kerning = kerningSums[range.upperBound - 1] - kerningSums[range.lowerBound]
        return advances + kerning
    }

    func string(_ range: Range<Int>) -> String { String(characters[range]) }

    func isSpace(_ i: Int) -> Bool { characters[i] == " " }
    func isNewline(_ i: Int) -> Bool { characters[i] == "\n" }

    /// The range without its trailing spaces (they hang past the line end).
    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, isSpace(end - 1) { end -= 1 }
        return range.lowerBound..<end
    }
}
