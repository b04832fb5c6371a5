import Testing
import ViewTree
@testable import SVGRenderer

/// Whole documents compared with `Goldens/*.svg`; `UPDATE_GOLDENS=1` rewrites them.
@Suite struct GoldenTests {
    @Test func hStackOfColorTextColor() throws {
        try Golden.check(svg(hStack([color(.red), text("Hej!"), color(.blue)]).frame(width: 200, height: 50)), named: "hstack")
    }

    @Test func shapes() throws {
        let tree = vStack([
            hStack([
                shape(.roundedRectangle(cornerRadius: 12, style: .continuous), fill: .system(.blue)).frame(width: 60, height: 40),
                shape(.roundedRectangle(cornerRadius: 12, style: .circular), fill: .system(.green)).frame(width: 60, height: 40),
            ]),
            hStack([
                shape(.circle, stroke: .init(paint: .system(.orange), lineWidth: 4, inside: false)).frame(width: 40, height: 40),
                shape(.ellipse, stroke: .init(paint: .system(.purple), lineWidth: 4, inside: true)).frame(width: 60, height: 40),
                shape(.capsule(style: .continuous), fill: .gradientOf(.system(.pink))).frame(width: 60, height: 24),
            ]),
        ])
        try Golden.check(svg(tree), named: "shapes")
    }

    @Test func toggle() throws {
        try Golden.check(svg(ViewNode(.control(.toggle(isOn: true)), children: [text("Wi-Fi")]), height: 60), named: "toggle")
    }

    @Test func effects() throws {
        let tree = hStack([
            color(.red).frame(width: 40, height: 40).effect(.opacity(0.5)),
            color(.yellow).frame(width: 40, height: 40).effect(.rotation(degrees: 45, anchor: .center)),
            color(.blue).frame(width: 40, height: 40).effect(.clipShape(.circle)),
            color(.white).frame(width: 40, height: 40).effect(.cornerRadius(8))
                .effect(.shadow(color: ColorValue(.system(.black), opacity: 0.3), radius: 3, x: 0, y: 2)),
        ]).modified(.border(.system(.gray), width: 1))
        try Golden.check(svg(tree, height: 80), named: "effects")
    }

    /// A page-like sample with most view kinds, also the one to look at as an image.
    @Test func gallery() throws {
        try Golden.check(SVGRenderer(options: RenderOptions(margin: 4)).render(GallerySample.layout()), named: "gallery")
    }
}
