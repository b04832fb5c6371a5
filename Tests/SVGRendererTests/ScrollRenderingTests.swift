import LayoutEngine
import Testing
import ViewTree
@testable import SVGRenderer

/// A ScrollView draws its content clipped to its viewport, fades it out where it continues and
/// shows a faint indicator; the whole-content option draws a dashed line where the viewport ends
/// (Containers.md §6.2).
@Suite struct ScrollRenderingTests {
    func scroll(_ height: Double, showsIndicators: Bool = true) -> ViewNode {
        ViewNode(.scrollView(axes: .vertical, showsIndicators: showsIndicators), children: [color(.red).frame(height: height)])
    }

    @Test func contentIsClippedToTheViewport() throws {
        let drawn = document(scroll(50))
        let clip = try #require(drawn.all("clipPath").first)
        #expect(clip["id"] == "fg-0-viewport")
        #expect(clip.children.first?["d"] == "M0 0H200V200H0Z")
        #expect(drawn.layer(SVGRenderer.contentClass)?.children.first?["clip-path"] == "url(#fg-0-viewport)")
    }

    /// Content that fits shows no fade and no indicator.
    @Test func shortContentHasNoMarks() {
        let drawn = document(scroll(50))
        #expect(drawn.all("mask").isEmpty)
        #expect(drawn.all("path").filter { $0["class"] == "fg-scroll-indicator" }.isEmpty)
    }

    /// 500 of content in a 200 viewport: a 28-pt fade at the bottom, and an indicator 3 pt thick,
    /// 3 pt in from the trailing edge, (200 − 6) × 200/500 = 77.6 long.
    @Test func continuingContentFadesAndShowsAnIndicator() throws {
        let drawn = document(scroll(500))
        let mask = try #require(drawn.all("mask").first)
        #expect(mask["id"] == "fg-0-fade-bottom")
        let ramp = try #require(drawn.all("linearGradient").first)
        #expect(ramp["y1"] == "172" && ramp["y2"] == "200")
        let indicator = try #require(drawn.all("path").first { $0["class"] == "fg-scroll-indicator" })
        let bounds = PathBounds(indicator["d"] ?? "")
        #expect(bounds.minX == 194 && bounds.maxX == 197 && bounds.minY == 3)
        #expect(abs(bounds.height - 77.6) < 0.01)
        #expect(indicator["fill-opacity"] == "0.35")
    }

    @Test func hiddenIndicatorsAreNotDrawn() {
        let drawn = document(scroll(500, showsIndicators: false))
        #expect(!drawn.all("mask").isEmpty)
        #expect(drawn.all("path").filter { $0["class"] == "fg-scroll-indicator" }.isEmpty)
    }

    @Test func wholeContentDrawsAFoldLineInsteadOfClipping() throws {
        let result = LayoutEngine(options: LayoutOptions(showsWholeScrollContent: true)).layout(scroll(500), width: 200, height: .fixed(200))
        let drawn = SVGRenderer().document(result)
        #expect(drawn.all("clipPath").isEmpty)
        let fold = try #require(drawn.all("line").first)
        #expect(fold["class"] == "fg-scroll-fold")
        #expect(fold["y1"] == "200" && fold["x2"] == "200")
    }

    /// The frame outlines of clipped content are clipped like the content.
    @Test func outlinesInsideAreClippedToo() throws {
        let frames = try #require(document(scroll(500)).layer(FrameOverlay.layerClass))
        #expect(frames.children.map(\.name) == ["rect", "g"])
        #expect(frames.children.last?["clip-path"] == "url(#fg-0-viewport)")
    }
}
