import Testing
import ViewTree
@testable import SVGRenderer

/// Controls arrive expanded into shapes and text; the renderer draws those primitives.
@Suite struct ControlRenderingTests {
    /// UISwitch is 51 × 31 (Layout.md §9): the green capsule spans exactly that, the knob 27.
    @Test func toggleSwitchIsA51By31Capsule() throws {
        let paths = document(ViewNode(.control(.toggle(isOn: true)), children: [text("Wi-Fi")])).drawn("path")
        let track = try #require(paths.first { $0["fill"] == "#34c759" })
        let bounds = PathBounds(track["d"] ?? "")
        #expect(bounds.width == 51)
        #expect(bounds.height == 31)
        let knob = try #require(paths.first { $0["fill"] == "#ffffff" })
        #expect(PathBounds(knob["d"] ?? "").width == 27)
    }

    /// The off track is (120, 120, 128) at 0.16; the knob casts a drop shadow.
    @Test func offToggleHasAGreyTrackAndAShadowedKnob() {
        let drawn = document(ViewNode(.control(.toggle(isOn: false)), children: [text("Off")]))
        #expect(drawn.drawn("path").contains { $0["fill"] == "#787880" && $0["fill-opacity"] == "0.16" })
        #expect(drawn.all("feDropShadow").count == 1)
    }
}
