import LayoutEngine
import Testing
import ViewTree

/// What a custom layout gets when it leaves a method to SwiftUI's default: merged guides, the
/// union of its subviews' spacing (zero when empty), Spacers told its orientation
/// (Containers.md §4.7, §4.8).
@Suite struct CustomLayoutDefaultsTests {
    static let pin = VerticalAlignment(custom: "pin") { _ in 0 }

    func square(_ c: SystemColor, tag: String, pin value: Double? = nil) -> ViewNode {
        var node = ViewNode(.color(.system(c))).modified(.frame(width: 20, height: 20, alignment: .center))
        if let value { node = node.modified(.alignmentGuide(Self.pin.key) { _ in value }) }
        node.tag = tag
        return node
    }

    /// Places its two subviews 30 apart vertically; 20 × 50 in all.
    func twoRows(explicit: CustomLayout.ExplicitAlignment? = nil) -> CustomLayout {
        CustomLayout(
            name: "TwoRows",
            sizeThatFits: { _, _, _ in Size(width: 20, height: 50) },
            placeSubviews: { bounds, _, subviews, _ in
                for i in subviews.indices { subviews[i].place(at: Point(x: bounds.x, y: bounds.y + 30 * Double(i)), proposal: .unspecified) }
            },
            explicitAlignment: explicit)
    }

    func row(_ layout: CustomLayout) -> LayoutResult {
        let rows = ViewNode(.customLayout(layout), children: [square(.red, tag: "a", pin: 5), square(.blue, tag: "b", pin: 7)], tag: "rows")
        let stack = ViewNode(.hStack(alignment: Self.pin, spacing: 0), children: [rows, square(.green, tag: "green", pin: 10)])
        return LayoutEngine().layout(stack, width: 200, height: .fixed(200))
    }

    /// The subviews' `pin` values 0 + 5 and 30 + 7 average to 21, which meets green's 10.
    @Test func defaultGuideMergesTheSubviews() {
        let result = row(twoRows())
        #expect(result.root.first(tagged: "rows")?.frame == Rect(x: 80, y: 75, width: 20, height: 50))
        #expect(result.root.first(tagged: "green")?.frame == Rect(x: 100, y: 86, width: 20, height: 20))
    }

    @Test func anExplicitAlignmentClosureIsUsed() {
        let result = row(twoRows { key, bounds, _, _, _ in key == Self.pin.key ? 40 : nil })
        #expect(result.root.first(tagged: "green")?.frame == Rect(x: 100, y: 105, width: 20, height: 20))
    }

    func spaced(_ middle: CustomLayout, children: [ViewNode]) -> LayoutResult {
        let stack = ViewNode(.hStack(alignment: .center, spacing: nil), children: [
            square(.red, tag: "red"), ViewNode(.customLayout(middle), children: children), square(.blue, tag: "blue"),
        ])
        return LayoutEngine().layout(stack, width: 200, height: .fixed(200))
    }

    static let hug = CustomLayout(
        name: "Hug",
        sizeThatFits: { _, subviews, _ in subviews.first?.sizeThatFits(.unspecified) ?? .zero },
        placeSubviews: { bounds, _, subviews, _ in subviews.first?.place(at: bounds.origin, proposal: .unspecified) })

    /// An empty layout keeps 0 from its neighbours (20 + 0 + 0 + 20 = 40 wide, blue at 100); one
    /// holding a Color keeps the usual 8 (20 + 8 + 20 + 8 + 20 = 76 from x 62: green 90, blue 118).
    @Test func defaultSpacingIsTheUnionOrZero() {
        let empty = spaced(Self.hug, children: [])
        #expect(empty.root.first(tagged: "blue")?.frame.x == 100)
        let filled = spaced(Self.hug, children: [square(.green, tag: "green")])
        #expect(filled.root.first(tagged: "green")?.frame.x == 90)
        #expect(filled.root.first(tagged: "blue")?.frame.x == 118)
    }

    /// Zero on every edge: 60 wide from x 70, blue at 110.
    @Test func aSpacingClosureIsUsed() {
        var zero = Self.hug
        zero.spacing = { _, _ in .zero }
        #expect(spaced(zero, children: [square(.green, tag: "green")]).root.first(tagged: "blue")?.frame.x == 110)
    }

    /// A Spacer learns the layout's orientation: vertical makes it 0 wide, none two-dimensional.
    @Test(arguments: [(Axis?.some(.vertical), Size(width: 0, height: 100)), (nil, Size(width: 100, height: 100))])
    func spacersFollowTheStackOrientation(_ orientation: Axis?, _ expected: Size) {
        let measure = CustomLayout(
            name: "Measure", properties: LayoutProperties(stackOrientation: orientation),
            sizeThatFits: { _, subviews, _ in subviews[0].sizeThatFits(ProposedViewSize(width: 100, height: 100)) },
            placeSubviews: { _, _, _, _ in })
        let result = LayoutEngine().layout(ViewNode(.customLayout(measure), children: [ViewNode(.spacer(minLength: nil))]), width: 200, height: .fixed(200))
        #expect(result.root.frame.size == expected)
    }

    final class Recorder: @unchecked Sendable {
        var priorities: [Double] = []
        var guides: [Double] = []
    }

    /// `dimensions(in:)` gives a subview's size and guides, explicit or default.
    @Test func subviewDimensionsCarryGuides() {
        let seen = Recorder()
        let reader = CustomLayout(
            name: "Reader",
            sizeThatFits: { _, subviews, _ in
                let d = subviews[0].dimensions(in: .unspecified)
                seen.guides = [d.width, d[Self.pin], d[VerticalAlignment.bottom]]
                return .zero
            },
            placeSubviews: { _, _, _, _ in })
        _ = LayoutEngine().layout(ViewNode(.customLayout(reader), children: [square(.red, tag: "red", pin: 12)]), width: 200, height: .fixed(200))
        #expect(seen.guides == [20, 12, 20])
    }

    @Test func subviewsReportTheirPriority() {
        let seen = Recorder()
        let reader = CustomLayout(
            name: "Reader",
            sizeThatFits: { _, subviews, _ in seen.priorities = subviews.map(\.priority); return .zero },
            placeSubviews: { _, _, _, _ in })
        let children = [ViewNode(.spacer(minLength: nil)), square(.red, tag: "red").modified(.layoutPriority(2)), square(.blue, tag: "blue")]
        _ = LayoutEngine().layout(ViewNode(.customLayout(reader), children: children), width: 200, height: .fixed(200))
        #expect(seen.priorities == [-.infinity, 2, 0])
    }
}
