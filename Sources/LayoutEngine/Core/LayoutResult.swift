import Diagnostics
import ViewTree

/// What one layout run produces: the placed tree, the canvas, what was clamped, and the trace.
public struct LayoutResult: Sendable {
    public var canvas: Size
    public var root: PlacedNode
    /// Invalid values the engine clamped (negative sizes, NaN, infinite fixed frames…), as
    /// warnings at the code of the view they belong to (none for a view the author did not write).
    public var issues: [Diagnostic]
    /// Every proposal and response in order, when `LayoutOptions.recordsTrace` is on.
    public var trace: [LayoutTraceStep]
    /// The device the canvas shows, whose screen the renderer draws around the content; nil for
    /// a plain canvas.
    public var device: DeviceCanvas?
}

extension LayoutResult {
    /// The result with every frame snapped to the pixel grid of a `displayScale` screen
    /// (Layout.md §1.6), as a layout with `roundsToPixelGrid` on gives it.
    public func roundedToPixelGrid(displayScale: Double) -> LayoutResult {
        var copy = self
        copy.root = PixelRounding(pixel: 1 / max(displayScale, 1)).round(root)
        return copy
    }
}
