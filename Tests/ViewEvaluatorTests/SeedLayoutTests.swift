import LayoutEngine
import OpenTypeFonts
import Testing
import ViewEvaluator
import ViewTree

/// What the seed documents say about their own code, checked on that code: every block of a seed
/// is evaluated in order as one page (after the hidden helpers, `Seeds/helpers.swift`) and each
/// preview is laid out on the 393 × 759 canvas with the real fonts (`FontTextMeasurer`: SF's
/// vertical metrics, Inter's advances; Text.md §6).
///
/// Heights follow from SF's metrics (Layout.md §7.2): a line of a `size`-pt font is
/// `size × 2444 / 2048` high (body 17 → 20.287, ceiled to the 1/3-pt grid: 20.333), its first
/// baseline `size × 1950 / 2048` below the top (body 16.187, title 26.660). Widths come from Inter
/// and are not derived here; where a frame depends on one, the comment says so. Frames are
/// compared in the dump format after snapping to the 1/3-pt grid (§1.6).
@Suite struct SeedLayoutTests {
    /// One laid-out preview and the seed line its block starts on.
    struct LaidOut {
        var startLine: Int
        var root: PlacedNode
    }

    static func layouts(_ name: String) throws -> [LaidOut] {
        let page = try SeedTests.load(name)
        let session = EvaluationSession(assets: page.assets)
        _ = session.evaluate(block: SeedTests.helpers)
        let engine = LayoutEngine(options: LayoutOptions(textMeasurer: try FontTextMeasurer()))
        var result: [LaidOut] = []
        for block in page.blocks {
            let evaluation = session.evaluate(block: block.text, startLine: block.startLine)
            #expect(evaluation.errors.isEmpty, "seed \(name) block at line \(block.startLine): \(evaluation.errors)")
            result += evaluation.previews.map { LaidOut(startLine: block.startLine, root: engine.layout($0.root).root) }
        }
        return result
    }

    static func preview(_ name: String, blockAt line: Int) throws -> PlacedNode {
        try #require(try layouts(name).first { $0.startLine == line }, "seed \(name) has no preview at line \(line)").root
    }

    // MARK: Seed 000 — "SwiftUI Text Views and Alignment"

    /// `.fullWidth()` wraps `.frame(minWidth: 0, maxWidth: .infinity, alignment: .leading)` in a
    /// ViewModifier, so both paragraphs land exactly where the explicit frames put them (block at
    /// line 124 explicit, line 215 `.fullWidth()`). `.padding()` 16 around the stack and GroupBox's
    /// 16 inset [U, §9] put every frame at x = 32, and `minWidth: 0, maxWidth: .infinity` takes the
    /// proposal exactly (§4.2): 393 − 2 × 32 = 329 wide, the text at its leading edge.
    @Test(arguments: ["When enabled", "Have Pedometer++"])
    func seed000FullWidthMatchesExplicitFrame(_ paragraph: String) throws {
        let explicit = try Self.preview("000", blockAt: 124)
        let fullWidth = try Self.preview("000", blockAt: 215)
        for root in [explicit, fullWidth] {
            let path = try #require(root.path { $0.lines.hasPrefix(paragraph) })
            let frame = try #require(path.last { $0.kind == "frame" })
            #expect(frame.frame.x == 32)
            #expect(frame.frame.width == 329)
            #expect(path.last!.frame.x == 32)
        }
        let a = try #require(explicit.path { $0.lines.hasPrefix(paragraph) }?.last)
        let b = try #require(fullWidth.path { $0.lines.hasPrefix(paragraph) }?.last)
        #expect(a.frame == b.frame)
        #expect(a.lines == b.lines)
    }

    // MARK: Seed 004 — "Laying out a simple view"

    /// `.frame(width: 40)` alone: the Circle is offered 40 × 759 and, since iOS 16, answers the
    /// 40 × 40 square (§8.2), so the ZStack and the frame are 40 × 40 too. The message wraps to
    /// three lines, as the seed's screenshot shows ("three lines of text"): 3 × 20.287 = 60.861,
    /// ceiled to 61. The row is 61 high at y = (759 − 61) / 2 = 349 and centres the circle:
    /// 349 + 10.5 = 359.5 → 359.667. x = (393 − (40 + 8 + 327)) / 2 = 9, with the text 327 wide in
    /// Inter (measured, not derived); the text starts 40 + 8 after the circle.
    @Test func seed004WidthOnlyFrameMakesASquareCircle() throws {
        let root = try Self.preview("004", blockAt: 60)
        let circle = try #require(root.first { $0.kind == "Circle" })
        let text = try #require(root.first { $0.lines.hasPrefix("Lorem") })
        #expect(PlacedTreeDumper.format(circle.frame) == "(9, 359.667, 40, 40)")
        #expect(text.text?.lines.count == 3)
        #expect(text.frame.height == 61)
        #expect(text.frame.y == 349)
        #expect(text.frame.x == circle.frame.x + 48)
    }

    /// `HStack(alignment: .top)` with `.frame(width: 40, height: 40)` (line 120): the circle's top
    /// meets the text's top, both at the row's top y = 349 (row 61 high as above).
    @Test func seed004TopAlignedCircleMeetsTheTextTop() throws {
        let root = try Self.preview("004", blockAt: 120)
        let circle = try #require(root.first { $0.kind == "Circle" })
        let text = try #require(root.first { $0.lines.hasPrefix("Lorem") })
        #expect(PlacedTreeDumper.format(circle.frame) == "(9, 349, 40, 40)")
        #expect(circle.frame.y == text.frame.y)
    }

    /// The seed's middle step (line 91, width-only frame under `.top`) describes iOS 15, where the
    /// circle's frame took the row's full height and the tops seemed not to align. On iOS 16+ the
    /// circle is already a 40 × 40 square (§8.2), so the tops meet without the explicit height.
    @Test func seed004WidthOnlyFrameAlreadyTopAlignsOnIOS16() throws {
        let root = try Self.preview("004", blockAt: 91)
        let circle = try #require(root.first { $0.kind == "Circle" })
        let text = try #require(root.first { $0.lines.hasPrefix("Lorem") })
        #expect(PlacedTreeDumper.format(circle.frame) == "(9, 349, 40, 40)")
        #expect(circle.frame.y == text.frame.y)
    }

    // MARK: Seed 001 — "Alignment" (SwiftUI Field Guide)

    /// "firstTextBaseline makes the stack taller" (line 13): the yellow colour's baseline guide is
    /// its height + 10 = 60 (the scrape lost the slider value; 10 stands in), the text's first
    /// baseline is 16.187 below its top and its box ends 20.333 − 16.187 = 4.146 below it. Aligned
    /// on the baselines the stack spans 60 + 4.146 = 64.146 (§6.6), taller than the 50-pt colour and
    /// the 20.333-pt text. Centred: y = (759 − 64.146) / 2 = 347.427 → 347.333, bottom 411.573 →
    /// 411.667 (64.333 snapped); the colour at the top, the text at 347.427 + 60 − 16.187 → 391.333.
    @Test func seed001FirstTextBaselineMakesTheStackTaller() throws {
        let root = try Self.preview("001", blockAt: 13)
        let stack = try #require(root.first { $0.kind == "HStack" })
        let yellow = try #require(root.first { $0.kind == "Color" })
        let text = try #require(root.first { $0.lines == "Hello, world" })
        #expect(PlacedTreeDumper.format(stack.frame.y) == "347.333")
        #expect(PlacedTreeDumper.format(stack.frame.height) == "64.333")
        #expect(stack.frame.height > yellow.frame.height && stack.frame.height > text.frame.height)
        #expect(yellow.frame.y == stack.frame.y && yellow.frame.height == 50)
        #expect(PlacedTreeDumper.format(text.frame.y) == "391.333")
    }

    /// The menu (line 61): `VStackLayout(alignment: .menu)` lines up each icon's centre (its guide
    /// is `width / 2`) with MenuButton's centre (the guide's default, `width / 2`). Symbols are
    /// 1.2 em wide and a line high (§8.3 [U]): body 17 → 20.4 → 20.667 × 20.333; the button's
    /// title-size plus is 33.6 → 33.667 square, padded 16: 65.667. Unrounded the centres coincide;
    /// each edge snaps to the 1/3-pt grid on its own (§1.6), so they agree within one pixel, and the
    /// three icons, which share one centre and one size, have the same x exactly.
    @Test func seed001MenuIconsCentreOnTheButton() throws {
        let root = try Self.preview("001", blockAt: 61)
        let icons = root.all { $0.kind == "Image" && $0.frame.width < 30 }
        let button = try #require(root.first { $0.kind == "MenuButton" })
        #expect(icons.count == 3)
        #expect(Set(icons.map(\.frame.x)).count == 1)
        for icon in icons {
            #expect(PlacedTreeDumper.format(icon.frame.width) == "20.667" && PlacedTreeDumper.format(icon.frame.height) == "20.333")
            #expect(abs(icon.centreX - button.centreX) <= 1.0 / 3 + 1e-9)
        }
        #expect(PlacedTreeDumper.format(button.frame.width) == "65.667" && button.frame.width == button.frame.height)
    }

    // MARK: Seed 003 — "Aligning views across stacks"

    /// With `.alignmentGuide(.imageTitleAlignmentGuide) { $0[.firstTextBaseline] }` on both titles
    /// (line 72) the two VStacks align their titles' first baselines. Each image is offered
    /// (393 − 8) / 2 = 192.5 and fits 4:3: 144.375 high; image to title is S − a = 10.421 for the
    /// 28-pt title (§2.2: t = ceilPx(3.341) = 3.667, S = 33.414 + 3.667, a = 26.660). The taller
    /// right stack (title 33.667, caption 14.333) is 202.796 high at y = 278.102; both titles' tops
    /// are 278.102 + 144.375 + 10.421 = 432.898 → 433, so their baselines (+ 26.660) coincide.
    @Test func seed003TitlesShareTheirFirstBaseline() throws {
        let root = try Self.preview("003", blockAt: 72)
        let bell = try #require(root.first { $0.lines == "Bell Peppers" })
        let chili = try #require(root.first { $0.lines == "Chili Peppers" })
        #expect(bell.frame.y == 433 && chili.frame.y == 433)
        #expect(PlacedTreeDumper.format(bell.frame.height) == "33.667" && bell.frame.height == chili.frame.height)
    }

    /// Without the explicit guides (line 43) the guide's default is each stack's bottom: the left
    /// stack (no caption) sits 14.333 lower, so its title does too: 432.898 + 14.333 → 447.333.
    @Test func seed003TitlesDifferWithoutTheGuide() throws {
        let root = try Self.preview("003", blockAt: 43)
        let bell = try #require(root.first { $0.lines == "Bell Peppers" })
        let chili = try #require(root.first { $0.lines == "Chili Peppers" })
        #expect(PlacedTreeDumper.format(bell.frame.y) == "447.333")
        #expect(chili.frame.y == 433)
    }
}

extension PlacedNode {
    var centreX: Double { frame.x + frame.width / 2 }

    /// The node's text lines joined by spaces ("" for views without text).
    var lines: String { text?.lines.map(\.text).joined(separator: " ") ?? "" }

    /// The first node (depth first) matching, with its ancestors: root first, the node last.
    func path(to matches: (PlacedNode) -> Bool) -> [PlacedNode]? {
        if matches(self) { return [self] }
        for child in children {
            if let rest = child.path(to: matches) { return [self] + rest }
        }
        return nil
    }

    func first(where matches: (PlacedNode) -> Bool) -> PlacedNode? {
        path(to: matches)?.last
    }

    func all(where matches: (PlacedNode) -> Bool) -> [PlacedNode] {
        var found: [PlacedNode] = []
        forEach { if matches($0) { found.append($0) } }
        return found
    }
}
