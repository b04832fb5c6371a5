import Diagnostics
import LayoutEngine
import Testing
import ViewTree

/// The host's side of the Layout contract: failures become issues, the cache lives for the run,
/// `place` only counts inside `placeSubviews`, and SwiftUI's defaults for guides, spacing,
/// orientation and priority (Containers.md §4.3–§4.8).
@Suite struct CustomLayoutContractTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "step budget exhausted" }
    }

    /// Counts calls from the layout's closures (a test runs on one thread).
    final class Counter: @unchecked Sendable {
        var count = 0
    }

    let red = ViewNode(.color(.system(.red))).modified(.frame(width: 50, height: 50, alignment: .center))

    func run(_ layout: CustomLayout, _ children: [ViewNode]? = nil) -> LayoutResult {
        LayoutEngine().layout(ViewNode(.customLayout(layout), children: children ?? [red]), width: 200, height: .fixed(200))
    }

    @Test func aThrowingSizeThatFitsIsReportedAndTheLayoutTakesItsProposal() {
        let counter = Counter()
        let failing = CustomLayout(
            name: "Broken",
            sizeThatFits: { _, _, _ in counter.count += 1; throw Failure() },
            placeSubviews: { _, _, _, _ in counter.count += 1 })
        let result = run(failing)
        #expect(result.issues.map(\.id) == [.customLayoutFailed])
        #expect(result.issues.first?.message == "Broken.sizeThatFits failed: step budget exhausted; the layout takes its proposal and centres its subviews")
        #expect(result.root.frame == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(result.root.children.first?.frame == Rect(x: 75, y: 75, width: 50, height: 50))
        #expect(counter.count == 1)
    }

    @Test func aThrowingPlaceSubviewsLeavesTheSubviewsCentred() {
        let failing = CustomLayout(
            name: "Broken",
            sizeThatFits: { _, _, _ in Size(width: 100, height: 100) },
            placeSubviews: { bounds, _, subviews, _ in
                subviews[0].place(at: bounds.origin, proposal: .unspecified)
                throw Failure()
            })
        let result = run(failing)
        #expect(result.issues.map(\.id) == [.customLayoutFailed])
        #expect(result.root.children.first?.frame == Rect(x: 75, y: 75, width: 50, height: 50))
    }

    @Test func placingOutsidePlaceSubviewsIsReportedAndIgnored() {
        let eager = CustomLayout(
            name: "Eager",
            sizeThatFits: { _, subviews, _ in
                subviews[0].place(at: .zero, proposal: .unspecified)
                return Size(width: 100, height: 100)
            },
            placeSubviews: { _, _, _, _ in })
        let result = run(eager)
        #expect(result.issues.map(\.id) == [.placeOutsidePlacement])
        #expect(result.root.children.first?.frame == Rect(x: 75, y: 75, width: 50, height: 50))
    }

    @Test func badSubviewIndexAndPositionAreReported() {
        let sloppy = CustomLayout(
            name: "Sloppy",
            sizeThatFits: { _, subviews, _ in _ = subviews[3].sizeThatFits(.unspecified); return Size(width: 100, height: 100) },
            placeSubviews: { _, _, subviews, _ in subviews[0].place(at: Point(x: .nan, y: 0), proposal: .unspecified) })
        let result = run(sloppy)
        #expect(Set(result.issues.map(\.id)) == [.invalidValue])
        #expect(result.issues.count == 2)
        #expect(result.root.children.first?.frame == Rect(x: 75, y: 75, width: 50, height: 50))
    }

    /// The cache is made once per run, before the first call, and keeps what the methods store.
    @Test func theCacheIsMadeOnceAndKept() {
        let made = Counter()
        let cached = CustomLayout(
            name: "Cached",
            sizeThatFits: { _, _, cache in
                cache.value = (cache.value as? Int ?? 0) + 1
                return Size(width: 100, height: 100)
            },
            placeSubviews: { bounds, _, subviews, cache in
                let calls = cache.value as? Int ?? 0
                subviews[0].place(at: Point(x: bounds.x + Double(calls), y: bounds.y), proposal: .unspecified)
            },
            makeCache: { _ in made.count += 1; return LayoutCache(0) })
        let result = run(cached)
        #expect(made.count == 1)
        #expect(result.root.children.first?.frame == Rect(x: 51, y: 50, width: 50, height: 50))
    }

    /// `layoutValue` passes through modifiers without a layout of their own and stops at a container.
    @Test func layoutValuesAreReadFromTheSubview() {
        let seen = Recorder()
        let reader = CustomLayout(
            name: "Reader",
            sizeThatFits: { _, subviews, _ in
                seen.values = subviews.map { $0[layoutValue: "Rank"] as? Double }
                return Size(width: 100, height: 100)
            },
            placeSubviews: { _, _, _, _ in })
        let ranked = red.modified(.layoutValue(key: "Rank", value: 2.0)).modified(.environment(.accessibilityLabel("ranked")))
        let wrapped = ViewNode(.vStack(alignment: .center, spacing: nil), children: [red.modified(.layoutValue(key: "Rank", value: 3.0))])
        _ = run(reader, [ranked, wrapped, red])
        #expect(seen.values == [2, nil, nil])
    }

    final class Recorder: @unchecked Sendable {
        var values: [Double?] = []
    }
}
