import LayoutEngine
import Testing
import ViewTree

/// `Text + Text` draws each run in its own font; lines report their pieces for the renderer.
@Suite struct TextRunTests {
    let text = ViewNode(.text(TextContent(runs: [TextContent.Run("AB", font: .style(.title)), TextContent.Run("cd", foreground: .system(.red))])), tag: "t")

    @Test func segmentsFollowRuns() throws {
        let line = try #require(LayoutEngine().layout(text).root.first(tagged: "t")?.text?.lines.first)
        #expect(line.text == "ABcd")
        #expect(line.segments.map(\.text) == ["AB", "cd"])
        #expect(line.segments.map(\.x) == [0, 56])
        #expect(line.segments.map(\.font.size) == [28, 17])
        #expect(line.segments.map(\.foreground) == [nil, .system(.red)])
        #expect(abs(line.baseline - 22.4) < 1e-9)
    }

    /// Truncation keeps each kept piece in its run and puts the ellipsis in the run it follows
    /// (the ellipsis is measured in the first run's font: 28 wide, so "AB…" needs 84).
    @Test func truncatedLineKeepsRuns() throws {
        let limited = text.modified(.environment(.lineLimit(min: nil, max: 1, reservesSpace: false)))
        let frame = limited.modified(.frame(width: 84, height: nil, alignment: .center))
        let line = try #require(LayoutEngine().layout(frame).root.first(tagged: "t")?.text?.lines.first)
        #expect(line.text == "AB…")
        #expect(line.segments.map(\.text) == ["AB", "…"])
        #expect(line.segments.map(\.x) == [0, 56])
        #expect(line.width == 56 + 28)
    }

    /// Only a space on its own is a break opportunity: a space carrying a combining accent is one
    /// character that is not a space (Ahem: every character 17 wide, so 51 holds three).
    @Test func aSpaceWithACombiningMarkIsNotABreak() throws {
        let text = ViewNode(.text(TextContent("aa \u{301}bb cc")), tag: "t").modified(.frame(width: 51, height: nil, alignment: .leading))
        let lines = try #require(LayoutEngine().layout(text).root.first(tagged: "t")?.text?.lines)
        #expect(lines.map(\.text) == ["aa \u{301}", "bb", "cc"])
    }
}
