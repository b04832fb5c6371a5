import ViewTree

/// Snaps a canvas-space frame to the device pixel grid by rounding both edges half-up, so
/// adjacent frames share edges. Source: Layout.md §1.6 (`roundCoordinatesToNearestOrUp`).
struct PixelRounding {
    let pixel: Double

    /// Every frame of the tree and every ScrollView's viewport and content extent, snapped.
    func round(_ node: PlacedNode) -> PlacedNode {
        var copy = node
        copy.frame = round(node.frame)
        copy.scroll = node.scroll.map(round)
        copy.children = node.children.map(round)
        return copy
    }

    func round(_ rect: Rect) -> Rect {
        let x0 = snap(rect.x), x1 = snap(rect.maxX)
        let y0 = snap(rect.y), y1 = snap(rect.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private func round(_ scroll: ScrollGeometry) -> ScrollGeometry {
        var copy = scroll
        copy.viewport = round(scroll.viewport)
        copy.content = round(scroll.content)
        return copy
    }

    private func snap(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let pixels = (value / pixel + 0.5 + 1e-9).rounded(.down)
        let snapped = pixels * pixel
        return snapped == 0 ? 0 : snapped
    }
}
