import Testing
import ViewTree
@testable import SVGRenderer

/// The frame-outline layer: one titled, tagged outline per author-written node.
@Suite struct FrameOverlayTests {
    private func outlines(_ tree: ViewNode, options: RenderOptions = RenderOptions()) -> [SVGElement] {
        document(tree, options: options).layer(FrameOverlay.layerClass)?.children ?? []
    }

    /// Height 121/3 = 40.33: the frame sits at y = 79.83 → 80 and ends at 120.17 → 120.33 on the
    /// 1/3 pt grid, so it stays 40.33 high.
    @Test func outlinesAreTitledWithKindAndSize() {
        let titles = outlines(color(.red).frame(width: 100, height: 121.0 / 3)).map { $0.all("title").first?.text }
        #expect(titles == ["frame 100×40.33", "Color 100×40.33"])
    }

    @Test func outlineCarriesIdSourceLocationAndNonScalingStroke() {
        let tree = ViewNode(.color(.system(.red)), source: ViewTree.SourceLocation(line: 3, column: 5))
            .modified(.frame(width: 100, height: 50, alignment: .center))
        let found = outlines(tree)
        #expect(found.map { $0["data-node"] } == ["0", "0.0"])
        #expect(found.first?["data-line"] == nil)
        #expect(found.last?.attributes == [
            "x": "50", "y": "75", "width": "100", "height": "50", "data-node": "0.0", "data-line": "3", "data-column": "5",
            "vector-effect": "non-scaling-stroke",
        ])
    }

    @Test func layerIsClassedUnfilledAndOnTop() {
        let drawn = document(color(.red))
        #expect(drawn.children.last?["class"] == FrameOverlay.layerClass)
        #expect(drawn.children.last?["fill"] == "none")
    }

    /// A Toggle's switch, spacer and stack are synthetic: only the control and its label are outlined.
    @Test func syntheticPartsAreNotOutlined() {
        let toggle = ViewNode(.control(.toggle(isOn: true)), children: [text("Wi-Fi")])
        let titles = outlines(toggle).compactMap { $0.all("title").first?.text }
        #expect(titles.map { $0.split(separator: " ").first } == ["Toggle", "Text"])
    }

    @Test func layerCanBeLeftOut() {
        #expect(document(color(.red), options: RenderOptions(showsFrames: false)).layer(FrameOverlay.layerClass) == nil)
    }
}
