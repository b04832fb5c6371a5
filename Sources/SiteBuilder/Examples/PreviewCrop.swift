import LayoutEngine
import ViewTree

/// The part of a preview's canvas a page shows: the root view's frame plus everything that draws
/// outside it (overflowing children, offsets, overlays), with a margin, so a small view is not lost
/// in an empty phone-sized canvas.
enum PreviewCrop {
    /// Room around the views, in points, for the frame outlines and a little air.
    static let margin = 12.0

    /// The union of every node's frame, grown by `margin` on each side; on a device, the whole
    /// screen and nothing else, since the device clips what lies beyond it. A ScrollView that
    /// clips counts with its viewport only: the content it hides is not drawn (Containers.md §6.2).
    static func viewport(for result: LayoutResult) -> Rect {
        if result.device != nil { return grown(Rect(origin: .zero, size: result.canvas)) }
        return grown(bounds(of: result.root) ?? result.root.frame)
    }

    /// The finite frames of `node` and of what it draws, nil when none is finite.
    private static func bounds(of node: PlacedNode) -> Rect? {
        var bounds = isFinite(node.frame) ? node.frame : nil
        if let scroll = node.scroll, scroll.clips { return union(bounds, scroll.viewport) }
        node.children.withUnsafeBufferPointer { children in
            for index in children.indices {
                if let inner = Self.bounds(of: children[index]) { bounds = union(bounds, inner) }
            }
        }
        return bounds
    }

    private static func union(_ a: Rect?, _ b: Rect) -> Rect { a.map { $0.union(b) } ?? b }

    private static func isFinite(_ rect: Rect) -> Bool { rect.width.isFinite && rect.height.isFinite }

    private static func grown(_ bounds: Rect) -> Rect {
        Rect(x: bounds.x - margin, y: bounds.y - margin, width: bounds.width + 2 * margin, height: bounds.height + 2 * margin)
    }
}
