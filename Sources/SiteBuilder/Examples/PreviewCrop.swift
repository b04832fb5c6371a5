import LayoutEngine
import ViewTree

/// The part of a preview's canvas a page shows: the root view's frame plus everything that draws
/// outside it (overflowing children, offsets, overlays), with a margin, so a small view is not lost
/// in an empty phone-sized canvas.
enum PreviewCrop {
    /// Room around the views, in points, for the frame outlines and a little air.
    static let margin = 12.0

    /// The union of every node's frame, grown by `margin` on each side; on a device, the whole
    /// screen and nothing else, since the device clips what lies beyond it.
    static func viewport(for result: LayoutResult) -> Rect {
        if result.device != nil { return grown(Rect(origin: .zero, size: result.canvas)) }
        var bounds = result.root.frame
        result.root.forEach { node in
            if node.frame.width.isFinite, node.frame.height.isFinite { bounds = bounds.union(node.frame) }
        }
        return grown(bounds)
    }

    private static func grown(_ bounds: Rect) -> Rect {
        Rect(x: bounds.x - margin, y: bounds.y - margin, width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)
    }
}
