import LayoutEngine
import Testing
import ViewTree

/// What a placed ScrollView tells the renderer: the viewport it clips to (reaching under the
/// unsafe edges it touches) and the extent of its content (Containers.md §6.2, §6.5).
@Suite struct ScrollGeometryTests {
    let tall = ViewNode(.scrollView(axes: .vertical, showsIndicators: true), children: [
        ViewNode(.color(.system(.red))).modified(.frame(width: nil, height: 1000, alignment: .center))
    ])

    /// On an iPhone 16 the root scroll view is the safe area (0, 59, 393, 759); its clip reaches
    /// 59 up and 34 down to the screen's edges; its content runs 1000 down from y 59.
    @Test func viewportReachesUnderTheUnsafeEdges() throws {
        let device = try #require(DeviceCanvas.named("iPhone 16"))
        let scroll = try #require(LayoutEngine().layout(tall, device: device).root.scroll)
        #expect(scroll.viewport == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(scroll.content == Rect(x: 0, y: 59, width: 393, height: 1000))
        #expect(scroll.clips)
        #expect(scroll.indicators == .vertical)
    }

    @Test func onAPlainCanvasTheViewportIsTheFrame() throws {
        let result = LayoutEngine().layout(tall, width: 200, height: .fixed(200))
        #expect(result.root.scroll?.viewport == Rect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test func hiddenIndicatorsAreRemembered() throws {
        let hidden = tall.modified(.environment(.scrollIndicators(.hidden, axes: .both)))
        let result = LayoutEngine().layout(hidden, width: 200, height: .fixed(200))
        #expect(result.root.children.first?.scroll?.indicators == [])
        let off = ViewNode(.scrollView(axes: .vertical, showsIndicators: false), children: tall.children)
        #expect(LayoutEngine().layout(off, width: 200, height: .fixed(200)).root.scroll?.indicators == [])
    }

    /// The whole-content option lays the content out in full and marks where the viewport would end.
    @Test func wholeContentDoesNotClip() throws {
        let result = LayoutEngine(options: LayoutOptions(showsWholeScrollContent: true)).layout(tall, width: 200, height: .fixed(200))
        let scroll = try #require(result.root.scroll)
        #expect(!scroll.clips)
        #expect(result.root.frame == Rect(x: 0, y: 0, width: 200, height: 1000))
        #expect(scroll.viewport == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(result.canvas == Size(width: 200, height: 1000))
    }
}
