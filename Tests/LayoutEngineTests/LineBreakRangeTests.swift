import LayoutEngine
import Testing
import ViewTree

/// The widths a Text could be offered and keep its lines (`LineBreakRange`), which a width slider
/// uses to guess where lines change. Ahem draws every character 17 pt wide, the ellipsis too.
@Suite struct LineBreakRangeTests {
    private func text(_ string: String, width: Double, _ changes: [EnvironmentChange] = []) throws -> TextLayoutResult {
        var node = ViewNode(.text(TextContent(string)), tag: "t")
        for change in changes { node = node.modified(.environment(change)) }
        let framed = node.modified(.frame(width: width, height: nil, alignment: .leading))
        return try #require(LayoutEngine().layout(framed).root.first(tagged: "t")?.text)
    }

    /// "aa bb" (85) fits at 90 and "aa bb cc" (136) does not: from 85 up to 136 the lines stay.
    @Test func wrappedLinesKeepFromTheWidestLineToTheFirstRefusal() throws {
        let range = try #require(try text("aa bb cc", width: 90).lineBreaks)
        #expect(range == LineBreakRange(proposedWidth: 90, widths: 85..<136))
        let lines = { (width: Double) in try self.text("aa bb cc", width: width).lines.map(\.text) }
        #expect(try lines(85) == ["aa bb", "cc"])
        #expect(try lines(135.9) == ["aa bb", "cc"])
        #expect(try lines(84.9) == ["aa", "bb", "cc"])
        #expect(try lines(136) == ["aa bb cc"])
    }

    /// On one line, "aa b…" needs 85 and "aa bb…" 102 (Layout.md §7.3 tail truncation).
    @Test func aTruncatedLineKeepsUntilOneMoreCharacterFits() throws {
        let limit = EnvironmentChange.lineLimit(min: nil, max: 1, reservesSpace: false)
        let range = try #require(try text("aa bb cc", width: 90, [limit]).lineBreaks)
        #expect(range == LineBreakRange(proposedWidth: 90, widths: 85..<102))
        #expect(try text("aa bb cc", width: 101.9, [limit]).lines.map(\.text) == ["aa b…"])
        #expect(try text("aa bb cc", width: 102, [limit]).lines.map(\.text) == ["aa bb…"])
    }

    /// A shrunk text's lines depend on its scale as well, which the range does not follow.
    @Test func aShrunkTextHasNoRange() throws {
        let changes: [EnvironmentChange] = [.lineLimit(min: nil, max: 1, reservesSpace: false), .minimumScaleFactor(0.5)]
        let shrunk = try text("aa bb cc", width: 90, changes)
        #expect(shrunk.scale < 1)
        #expect(shrunk.lineBreaks == nil)
    }
}
