import Testing
import ViewTree
@testable import SVGRenderer

/// Drawing effects wrap the content in a group (Layout.md §3.4, §5.4, §5.6). The 40 × 40 square is
/// centred in the canvas at (80, 80), so its centre is (100, 100).
@Suite struct EffectRenderingTests {
    let square = color(.red).frame(width: 40, height: 40)

    private func group(_ effect: DrawingEffect) -> SVGElement? {
        document(square.effect(effect)).layer(SVGRenderer.contentClass)?.children.first
    }

    @Test func opacityIsGroupOpacityClampedToOne() {
        #expect(group(.opacity(0.4))?.attributes == ["opacity": "0.4"])
        #expect(group(.opacity(0.4))?.children.map(\.name) == ["rect"])
        #expect(group(.opacity(1.5))?["opacity"] == "1")
    }

    /// hidden keeps layout but draws nothing; the frame outline stays.
    @Test func hiddenSkipsTheSubtreeButKeepsItsOutline() {
        let drawn = document(square.effect(.hidden))
        #expect(drawn.drawn("rect").isEmpty)
        #expect(drawn.layer(FrameOverlay.layerClass)?.children.contains { $0.all("title").first?.text == "Color 40×40" } == true)
    }

    @Test func rotationTurnsAboutTheAnchor() {
        #expect(group(.rotation(degrees: 30, anchor: .center))?["transform"] == "rotate(30 100 100)")
    }

    /// Scaling about the top-leading corner (80, 80) by (2, 0.5): x' = 2x − 80, y' = 0.5y + 40.
    @Test func scaleKeepsTheAnchorFixed() {
        #expect(group(.scale(x: 2, y: 0.5, anchor: .topLeading))?["transform"] == "matrix(2 0 0 0.5 -80 40)")
    }

    @Test func clipShapeRefersToAClipPathNamedAfterTheNode() {
        let drawn = document(square.effect(.clipShape(.circle)))
        #expect(drawn.layer(SVGRenderer.contentClass)?.children.first?["clip-path"] == "url(#fg-0-clip)")
        let clip = drawn.all("clipPath").first
        #expect(clip?["id"] == "fg-0-clip")
        #expect(clip?.children.first?["d"] == "M80 100A20 20 0 1 1 120 100A20 20 0 1 1 80 100Z")
    }

    @Test func clippedUsesTheFrameAndCornerRadiusARoundedRectangle() {
        #expect(document(square.effect(.clipped)).all("clipPath").first?.children.first?["d"] == "M80 80H120V120H80Z")
        // r = 8 continuous: the curve leaves the top edge at 80 + 1.528·8 = 92.22 and 120 − 12.22.
        let rounded = document(square.effect(.cornerRadius(8))).all("clipPath").first?.children.first?["d"] ?? ""
        #expect(rounded.hasPrefix("M92.22 80H107.78C"))
    }

    /// Radius 4, offset (0, 2): σ = 4, and the region grows by 3σ + offset + 8 = 20 and 22.
    @Test func shadowIsADropShadowFilter() {
        let drawn = document(square.effect(.shadow(color: ColorValue(.system(.black), opacity: 0.3), radius: 4, x: 0, y: 2)))
        #expect(drawn.layer(SVGRenderer.contentClass)?.children.first?["filter"] == "url(#fg-0-shadow)")
        let filter = drawn.all("filter").first
        #expect(filter?.attributes == ["id": "fg-0-shadow", "filterUnits": "userSpaceOnUse", "x": "60", "y": "58", "width": "80", "height": "84"])
        #expect(filter?.children.first?.attributes == [
            "dx": "0", "dy": "2", "stdDeviation": "4", "flood-color": "#000000", "flood-opacity": "0.3",
        ])
    }

    @Test func idsUseThePrefixAndTheNodePath() {
        let nested = vStack([color(.blue), square.effect(.clipped)])
        let drawn = document(nested, options: RenderOptions(idPrefix: "second"))
        #expect(drawn.all("clipPath").first?["id"] == "second-0-1-clip")
    }

    @Test func effectOnNothingDrawnAddsNoGroup() {
        #expect(document(color(.clear).effect(.opacity(0.5))).layer(SVGRenderer.contentClass)?.children.isEmpty == true)
    }
}
