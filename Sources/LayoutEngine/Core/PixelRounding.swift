import ViewTree

/// Snaps a canvas-space frame to the device pixel grid by rounding both edges half-up, so
/// adjacent frames share edges. Source: Layout.md §1.6 (`roundCoordinatesToNearestOrUp`).
struct PixelRounding {
    let pixel: Double

    func round(_ rect: Rect) -> Rect {
        let x0 = snap(rect.x), x1 = snap(rect.maxX)
        let y0 = snap(rect.y), y1 = snap(rect.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    private func snap(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let pixels = (value / pixel + 0.5 + 1e-9).rounded(.down)
        let snapped = pixels * pixel
        return snapped == 0 ? 0 : snapped
    }
}
