import LayoutEngine
import Testing
import ViewTree
@testable import SiteBuilder

/// The part of the canvas a page shows: every frame, except what a ScrollView hides.
@Suite struct PreviewCropTests {
    private static func column(_ heights: [Double]) -> ViewNode {
        ViewNode(.vStack(alignment: .center, spacing: 0), children: heights.map {
            ViewNode(.color(.system(.red))).modified(.frame(width: nil, height: $0, alignment: .center))
        })
    }

    /// A 600-pt column in a ScrollView on a 393 × 300 canvas: the scroll view takes the 300 pt it
    /// is offered and hides the rest, so the crop is the 300-pt viewport plus the 12-pt margin.
    @Test func aScrollViewShowsItsViewportNotItsContent() {
        let view = ViewNode(.scrollView(axes: .vertical, showsIndicators: true), children: [Self.column([200, 200, 200])])
        let result = LayoutEngine().layout(view, width: 393, height: .fixed(300))
        #expect(PreviewCrop.viewport(for: result) == Rect(x: -12, y: -12, width: 417, height: 324))
    }

    /// The same column without a ScrollView overflows its canvas, and all of it is shown.
    @Test func overflowingViewsAreShownWhole() {
        let view = Self.column([200, 200, 200]).modified(.frame(width: nil, height: 300, alignment: .center))
        let result = LayoutEngine().layout(view, width: 393, height: .fixed(300))
        #expect(PreviewCrop.viewport(for: result) == Rect(x: -12, y: -162, width: 417, height: 624))
    }
}
