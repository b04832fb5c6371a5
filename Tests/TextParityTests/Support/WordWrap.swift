import LayoutEngine
import OpenTypeFonts

/// An oracle for the engine's line breaking, built from whole-word widths only: a line is the
/// sum of its words plus one space width per gap (Inter kerns nothing against the space,
/// Text.md §3(a)), and a word moves down when it would make the line wider than the
/// proposal (Layout.md §7.3, greedy). It measures each word as one string, a different
/// path through `FontTextMeasurer` than the engine's per-character prefix sums.
struct WordWrap {
    let measurer: FontTextMeasurer
    let font: ResolvedFont

    struct Line: Equatable, CustomStringConvertible {
        var words: [String]
        var width: Double
        var text: String { words.joined(separator: " ") }
        var description: String { "\(text) (\(width))" }
    }

    /// Greedy lines of `string` (single spaces between words) for `maxWidth`.
    func lines(_ string: String, maxWidth: Double) -> [Line] {
        let space = measurer.width(of: " ", font: font)
        var lines: [Line] = []
        for word in string.split(separator: " ") {
            let width = measurer.width(of: word, font: font)
            if var last = lines.last, last.width + space + width <= maxWidth {
                last.words.append(String(word))
                last.width += space + width
                lines[lines.count - 1] = last
            } else {
                lines.append(Line(words: [String(word)], width: width))
            }
        }
        return lines
    }
}
