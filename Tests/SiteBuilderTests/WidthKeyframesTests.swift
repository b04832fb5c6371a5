import Foundation
import LayoutEngine
import Testing
import ViewEvaluator
@testable import SiteBuilder

/// The pieces of a width slider (issue 14): the bisection that finds where a layout changes
/// course, the markup cut at its numbers, and the table's compact numbers.
@Suite struct WidthKeyframesTests {
    /// Lays `code` out unrounded at each probed width, as the site's drawer does, drawing nothing.
    private func keyframes(_ code: String, _ range: ClosedRange<Int>) throws -> (widths: [Int], interpolates: [Bool], probes: Int) {
        let root = try #require(EvaluationSession().evaluate(block: code).previews.first?.root)
        var probed = 0
        let engine = LayoutEngine(options: LayoutOptions(roundsToPixelGrid: false))
        let found = WidthKeyframes(range: range, known: nil) { width in
            probed += 1
            return SliderProbe(width: width, layout: engine.layout(root, width: Double(width), height: .fit), shown: nil) { _, _ in [] }
        }
        return (found.keyframes.map(\.width), found.interpolates, probed)
    }

    @Test func aStraightLayoutNeedsItsEndsAndAMiddleToCheck() throws {
        let found = try keyframes("Color.red.frame(height: 20)", 100...2000)
        #expect(found.widths == [100, 2000])
        #expect(found.interpolates == [true])
        #expect(found.probes == 3)
    }

    @Test func aTurnLandsBetweenNeighbouringKeyframes() throws {
        // Layout.md §3: min(proposal, 121) turns at 121; the stretches on both sides are straight.
        let found = try keyframes("Color.red.frame(maxWidth: 121).frame(height: 20)", 100...140)
        #expect(found.widths.first == 100 && found.widths.last == 140)
        #expect(found.widths.contains(121))
        // Every stretch wider than one point is mixed; neighbours have nothing between them.
        for (index, pair) in zip(found.widths, found.widths.dropFirst()).enumerated() {
            #expect(found.interpolates[index] == (pair.1 - pair.0 > 1), "\(pair)")
        }
    }

    @Test func aLineBreakIsAJumpBetweenNeighbours() throws {
        // Ahem: every character is one em (17 pt) wide, so "AA AA" fits on one line from 85 pt.
        // At 60 the Text is offered 60 and keeps its two lines up to 85 (`LineBreakRange`); its
        // offer grows by 1 per point, so the search looks at 84 and 85 first, where the lines do
        // change, instead of halving six times. Each side is then checked at its middle (72,
        // 102): six layouts where halving took eight.
        let found = try keyframes("Text(\"AA AA\")", 60...120)
        #expect(found.widths == [60, 84, 85, 120])
        #expect(found.interpolates == [true, false, true])
        #expect(found.probes == 6)
    }

    @Test func aWrongGuessFallsBackToHalving() throws {
        // Two Texts side by side: the first's lines change at a width its offer at both ends
        // does not foretell (its share moves once the second Text's lines change), so the
        // search halves where a guess misses, and still finds every change between neighbours.
        let code = "HStack(spacing: 0) { Text(\"AA AA AA\"); Text(\"BB BB\") }"
        let found = try keyframes(code, 60...300)
        let engine = LayoutEngine(options: LayoutOptions(roundsToPixelGrid: false))
        let root = try #require(EvaluationSession().evaluate(block: code).previews.first?.root)
        let lines = { (width: Int) in
            LayoutShape(engine.layout(root, width: Double(width), height: .fit))
        }
        for (index, pair) in zip(found.widths, found.widths.dropFirst()).enumerated() where !found.interpolates[index] {
            #expect(pair.1 - pair.0 == 1)
            #expect(lines(pair.0) != lines(pair.1), "\(pair)")
        }
        for width in 60...300 where !found.widths.contains(width) {
            let below = try #require(found.widths.last { $0 < width }), above = try #require(found.widths.first { $0 > width })
            #expect(lines(width) == lines(below) || lines(width) == lines(above), "\(width)")
        }
    }

    @Test func stretchesOnOneLineAreJoined() throws {
        // Layout.md §3: up to 121 pt the colour is as wide as the canvas; beyond, 121 wide and
        // centred. The halving leaves keyframes at 120, 122, 125 and 130 too, all on one of the
        // two lines, so only the turn stays.
        let found = try keyframes("Color.red.frame(maxWidth: 121).frame(height: 20)", 100...140)
        #expect(found.widths == [100, 121, 140])
        #expect(found.interpolates == [true, true])
    }

    @Test func markupIsCutAtEveryNumber() {
        let tokens = TokenizedMarkup("<path d=\"M-1.5 2H3.25\" id=\"fg3-1\"/>")
        #expect(tokens.numbers() == "-1.5 2 3.25 3 -1")
        #expect(tokens.pieces(0..<tokens.pieceCount, separator: UInt8(ascii: "|"), escaping: UInt8(ascii: "\""), as: Array("&quot;".utf8))
            == "<path d=&quot;M| |H|&quot; id=&quot;fg||&quot;/>")
        let frames = TokenizedMarkup("<svg><g class=\"fg-content\"><rect x=\"1\"/></g><g class=\"fg-frames\"><rect x=\"2\"/></g></svg><svg><rect x=\"3\"/></svg>")
        #expect(frames.outlineNumbers == [false, true, false])
        let pair = TokenizedMarkup("<svg><g class=\"fg-frames\"><rect x=\"1\"/></g></svg><svg><rect x=\"2\"/><g class=\"fg-frames\"><rect x=\"3\"/></g></svg>")
        #expect(pair.outlineNumbers == [true, false, true])
    }

    @Test func framesAreWrittenExactlyOrToABillionthOfAPixel() {
        #expect(SliderShapeGroup.written(97.0 / 6) == "97/6")
        #expect(SliderShapeGroup.written(12) == "12")
        #expect(SliderShapeGroup.written(-0.5) == "-1/2")
        #expect(SliderShapeGroup.written(1.0 / 7) == "0.1428571429")
        #expect(SliderShapeGroup.written(.infinity) == "1000000000000000")
    }

    @Test func aDrawingIsWrittenAsAnEditOfTheOneBefore() {
        let before = TokenizedMarkup("<a x=\"1\">b</a><c y=\"2\"/><d z=\"3\"/>")
        let after = TokenizedMarkup("<a x=\"1\">B</a><e y=\"2\"/><d z=\"4\"/>")
        // The first piece and the last two are shared; only the one between is written.
        #expect(after.sharedPieces(with: before) == (prefix: 1, suffix: 2))
        #expect(after.numbers(sparseOver: before) == "  4")
        #expect(after.numbers() == "1 2 4")
        #expect(before.sharedPieces(with: before) == (prefix: 4, suffix: 0))
    }
}
