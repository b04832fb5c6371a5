import Testing
import ViewTree
@testable import SVGRenderer

/// Gradients become user-space `<linearGradient>` defs named after the node and the use.
@Suite struct GradientRenderingTests {
    /// `Color.blue.gradient` on (60, 75, 80, 50): top to bottom, from blue (0, 122, 255) lifted 20 %
    /// towards white — (51, 148.6, 255) → #3395ff — to blue itself.
    @Test func colorGradientIsLighterAtTheTop() {
        let tree = shape(.roundedRectangle(cornerRadius: 12, style: .continuous), fill: .gradientOf(.system(.blue))).frame(width: 80, height: 50)
        let drawn = document(tree)
        #expect(drawn.drawn("path").first?["fill"] == "url(#fg-0-0-fill)")
        let gradient = drawn.all("linearGradient").first
        #expect(gradient?.attributes == ["id": "fg-0-0-fill", "gradientUnits": "userSpaceOnUse", "x1": "100", "y1": "75", "x2": "100", "y2": "125"])
        #expect(gradient?.children.map { $0["stop-color"] } == ["#3395ff", "#007aff"])
        #expect(gradient?.children.map { $0["offset"] } == ["0", "1"])
    }

    /// A gradient view fills its frame; evenly spaced colours get offsets 0, 0.5, 1, and the unit
    /// points map into the frame (50, 75, 100, 50).
    @Test func gradientViewFillsItsFrame() {
        let paint = Paint.linearGradient(LinearGradient(
            colors: [.system(.red), ColorValue.system(.green).opacity(0.5), .system(.blue)], startPoint: .leading, endPoint: .trailing))
        let drawn = document(ViewNode(.gradient(paint)).frame(width: 100, height: 50))
        #expect(drawn.drawn("rect").first?["fill"] == "url(#fg-0-0-fill)")
        let gradient = drawn.all("linearGradient").first
        #expect([gradient?["x1"], gradient?["y1"], gradient?["x2"], gradient?["y2"]] == ["50", "100", "150", "100"])
        #expect(gradient?.children.map { $0["offset"] } == ["0", "0.5", "1"])
        #expect(gradient?.children.map { $0["stop-opacity"] } == [nil, "0.5", nil])
    }

    /// Apple doc `RadialGradient`: rings from `startRadius` to `endRadius` around a unit point of
    /// the frame. On a 100 × 50 frame at (50, 75): the centre (0.25, 0.5) is at (75, 100); with radii
    /// 10 and 60, stops at 0, 0.5 and 1 sit at radii 10, 35 and 60, offsets 1/6, 7/12 and 1 of the
    /// 60-pt circle (written to two decimals).
    @Test func radialGradientRingsFromTheStartRadiusToTheEndRadius() {
        let paint = Paint.radialGradient(RadialGradient(
            stops: LinearGradient(colors: [.system(.yellow), .system(.orange), .system(.red)], startPoint: .top, endPoint: .bottom).stops,
            center: UnitPoint(x: 0.25, y: 0.5), startRadius: 10, endRadius: 60))
        let drawn = document(ViewNode(.gradient(paint)).frame(width: 100, height: 50))
        #expect(drawn.drawn("rect").first?["fill"] == "url(#fg-0-0-fill)")
        let gradient = drawn.all("radialGradient").first
        #expect(gradient?.attributes == ["id": "fg-0-0-fill", "gradientUnits": "userSpaceOnUse", "cx": "75", "cy": "100", "r": "60"])
        #expect(gradient?.children.map { $0["offset"] } == ["0.17", "0.58", "1"])
        #expect(gradient?.children.map { $0["stop-color"] } == ["#ffcc00", "#ff9500", "#ff3b30"])
    }

    @Test func textAndStrokeGradientsHaveTheirOwnIds() {
        let gradient = Paint.gradientOf(.system(.red))
        let tree = hStack([
            text("a").environment(.foregroundStyle(gradient)),
            shape(.circle, stroke: .init(paint: gradient, lineWidth: 2, inside: false)),
        ])
        let ids = document(tree).all("linearGradient").compactMap { $0["id"] }
        #expect(ids == ["fg-0-0-0-text", "fg-0-1-stroke"])
    }

    /// Stops resolve in the node's scheme: dark red is (255, 69, 58).
    @Test func stopsResolveInTheScheme() {
        let tree = ViewNode(.gradient(.gradientOf(.system(.red))))
        #expect(document(tree, dark: true).all("stop").last?["stop-color"] == "#ff453a")
    }

    /// A fade to `.clear` keeps its colour (GradientStop.premultiplied): blue (0, 122, 255) → #007aff
    /// at 0, and the clear stop at 1 becomes #007aff at opacity 0 instead of transparent black, so
    /// SVG's unpremultiplied ramp is blue throughout, its alpha 1 → 0.
    @Test func fadeToClearKeepsTheColour() {
        let paint = Paint.linearGradient(LinearGradient(colors: [.system(.blue), .system(.clear)], startPoint: .top, endPoint: .bottom))
        let stops = document(ViewNode(.gradient(paint)).frame(width: 100, height: 50)).all("stop")
        #expect(stops.map { $0["offset"] } == ["0", "1"])
        #expect(stops.map { $0["stop-color"] } == ["#007aff", "#007aff"])
        #expect(stops.map { $0["stop-opacity"] } == [nil, "0"])
    }

    /// A clear stop between two colours splits at its offset (0.5 of three even stops): red
    /// (255, 59, 48) → #ff3b30 fading out to 0.5, then blue fading in from 0.5, never through black.
    @Test func clearBetweenTwoColoursSplitsIntoTwoStops() {
        let paint = Paint.linearGradient(LinearGradient(
            colors: [.system(.red), .system(.clear), .system(.blue)], startPoint: .leading, endPoint: .trailing))
        let stops = document(ViewNode(.gradient(paint)).frame(width: 100, height: 50)).all("stop")
        #expect(stops.map { $0["offset"] } == ["0", "0.5", "0.5", "1"])
        #expect(stops.map { $0["stop-color"] } == ["#ff3b30", "#ff3b30", "#007aff", "#007aff"])
        #expect(stops.map { $0["stop-opacity"] } == [nil, "0", "0", nil])
    }

    /// `Color.blue.opacity(0)` counts as clear too; two clear stops side by side stay transparent
    /// black between them (nothing visible to borrow), so [clear, clear, green] writes the first
    /// as is and the second as green (52, 199, 89) → #34c759 at opacity 0.
    @Test func onlyAVisibleNeighbourLendsItsColour() {
        let paint = Paint.linearGradient(LinearGradient(
            colors: [ColorValue.system(.blue).opacity(0), .system(.clear), .system(.green)], startPoint: .top, endPoint: .bottom))
        let stops = document(ViewNode(.gradient(paint)).frame(width: 100, height: 50)).all("stop")
        #expect(stops.map { $0["stop-color"] } == ["#007aff", "#34c759", "#34c759"])
        #expect(stops.map { $0["stop-opacity"] } == ["0", "0", nil])
    }

    /// The same holds for `RadialGradient` (radii 0 to 50, offsets 0 and 1), and on a page that
    /// follows its theme the clear stop borrows the blue's palette property with opacity 0.
    @Test func radialFadeToClearFollowsThePageScheme() {
        let paint = Paint.radialGradient(RadialGradient(
            stops: LinearGradient(colors: [.system(.blue), .system(.clear)], startPoint: .top, endPoint: .bottom).stops,
            center: .center, startRadius: 0, endRadius: 50))
        let options = RenderOptions(followsPageScheme: true)
        let stops = document(ViewNode(.gradient(paint)).frame(width: 100, height: 100), options: options).all("stop")
        #expect(stops.map { $0["offset"] } == ["0", "1"])
        #expect(stops.map { $0["style"] } == ["stop-color:var(--fg-blue)", "stop-color:var(--fg-blue)"])
        #expect(stops.map { $0["stop-opacity"] } == [nil, "0"])
    }
}
