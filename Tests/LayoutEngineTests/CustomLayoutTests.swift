import LayoutEngine
import Testing
import ViewTree

/// The engine hosting author-written layouts (Containers.md §4). Canvas 200 × 200.
@Suite struct CustomLayoutTests {
    func square(_ c: SystemColor, _ w: Double, _ h: Double, tag: String) -> ViewNode {
        var node = ViewNode(.color(.system(c))).modified(.frame(width: w, height: h, alignment: .center))
        node.tag = tag
        return node
    }

    func layout(_ root: ViewNode, options: LayoutOptions = LayoutOptions()) -> LayoutResult {
        LayoutEngine(options: options).layout(root, width: 200, height: .fixed(200))
    }

    func frame(_ result: LayoutResult, _ tag: String) -> Rect? { result.root.first(tagged: tag)?.frame }

    /// TV-P1: subviews that are not placed are centred and sized with the container's proposal.
    @Test func unplacedSubviewsAreCentred() {
        let blue = { var b = ViewNode(.color(.system(.blue))); b.tag = "blue"; return b }()
        let result = layout(ViewNode(.customLayout(SampleLayouts.placeNothing), children: [square(.red, 50, 50, tag: "red"), blue]))
        #expect(result.root.frame == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(frame(result, "red") == Rect(x: 75, y: 75, width: 50, height: 50))
        #expect(frame(result, "blue") == Rect(x: 0, y: 0, width: 200, height: 200))
    }

    /// TV-P2: Apple's BasicVStack, without and with the subviews' preferred spacing (8 for two Colors).
    @Test func basicVStack() {
        let children = [square(.red, 50, 30, tag: "red"), square(.blue, 80, 20, tag: "blue")]
        let plain = layout(ViewNode(.customLayout(SampleLayouts.basicVStack(spaced: false)), children: children))
        #expect(plain.root.frame == Rect(x: 60, y: 75, width: 80, height: 50))
        #expect(frame(plain, "red") == Rect(x: 60, y: 75, width: 50, height: 30))
        #expect(frame(plain, "blue") == Rect(x: 60, y: 105, width: 80, height: 20))
        let spaced = layout(ViewNode(.customLayout(SampleLayouts.basicVStack(spaced: true)), children: children))
        #expect(spaced.root.frame == Rect(x: 60, y: 71, width: 80, height: 58))
        #expect(frame(spaced, "red") == Rect(x: 60, y: 71, width: 50, height: 30))
        #expect(frame(spaced, "blue") == Rect(x: 60, y: 109, width: 80, height: 20))
    }

    /// TV-P3: the WWDC22 equal-width stack: cells of 50 with 8 between, 166 × 20 at (17, 90).
    @Test func equalWidthHStack() {
        let result = layout(ViewNode(.customLayout(SampleLayouts.equalWidthHStack), children: [
            square(.red, 30, 20, tag: "red"), square(.green, 50, 20, tag: "green"), square(.blue, 40, 20, tag: "blue"),
        ]))
        #expect(result.root.frame == Rect(x: 17, y: 90, width: 166, height: 20))
        #expect(frame(result, "red") == Rect(x: 17, y: 90, width: 30, height: 20))
        #expect(frame(result, "green") == Rect(x: 75, y: 90, width: 50, height: 20))
        #expect(frame(result, "blue") == Rect(x: 133, y: 90, width: 40, height: 20))
    }

    /// TV-P4: placements are in the parent's coordinates: inside `.padding(20)` the bounds start
    /// at (50, 50), and a subview placed at the bounds' origin lands there.
    @Test func placementUsesTheBoundsOrigin() {
        let atOrigin = CustomLayout(
            name: "AtOrigin",
            sizeThatFits: { _, _, _ in Size(width: 100, height: 100) },
            placeSubviews: { bounds, _, subviews, _ in subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified) })
        let result = layout(ViewNode(.customLayout(atOrigin), children: [square(.red, 10, 10, tag: "red")]).modified(.padding(edges: .all, length: 20)))
        #expect(result.root.children.first?.frame == Rect(x: 50, y: 50, width: 100, height: 100))
        #expect(frame(result, "red") == Rect(x: 50, y: 50, width: 10, height: 10))
    }

    /// A flow of tags 60, 80, 50, 70, 40 wide in 200: lines [60, 80] (148) and [50, 70, 40] (176),
    /// 20 + 8 + 20 tall; the layout is 176 × 48 at (12, 76).
    @Test func flowLayoutWrapsTags() {
        let widths = [60.0, 80, 50, 70, 40]
        let tags = widths.enumerated().map { square(.blue, $1, 20, tag: "t\($0)") }
        let result = layout(ViewNode(.customLayout(SampleLayouts.flow), children: tags), options: LayoutOptions(recordsTrace: true))
        #expect(result.root.frame == Rect(x: 12, y: 76, width: 176, height: 48))
        #expect((0..<5).map { frame(result, "t\($0)")?.origin } == [
            Point(x: 12, y: 76), Point(x: 80, y: 76), Point(x: 12, y: 104), Point(x: 70, y: 104), Point(x: 148, y: 104),
        ])
        #expect(result.trace.first?.description == "The canvas proposes 200 × 200 to FlowLayout → 176 × 48")
        #expect(result.trace.contains { $0.parentKind == "FlowLayout" && $0.description == "FlowLayout proposes nil × nil to frame → 60 × 20" })
    }
}
