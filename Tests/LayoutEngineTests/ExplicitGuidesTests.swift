import LayoutEngine
import Testing
import ViewTree

/// An untraced layout skips asking a subtree for a guide it cannot set (`ExplicitGuides`: only
/// Text, symbol images, `alignmentGuide` and custom layouts set guides); a traced one asks, so its
/// steps list every size request. Both must place every view alike, in every fixture (baselines,
/// alignment guides and custom layouts among them).
@Suite struct ExplicitGuidesTests {
    @Test(arguments: LayoutFixture.loadAll())
    func skippingGuidesNoViewSetsChangesNoFrame(_ fixture: LayoutFixture) throws {
        let c = try fixture.decode()
        func layout(tracing: Bool) -> String {
            let engine = LayoutEngine(options: LayoutOptions(recordsTrace: tracing, showsWholeScrollContent: c.showsWholeScrollContent))
            let result = c.device.map { engine.layout(c.view, device: $0) } ?? engine.layout(c.view, width: c.width, height: c.height)
            return RepeatedLayoutTests.tree(result)
        }
        #expect(layout(tracing: false) == layout(tracing: true))
    }
}
