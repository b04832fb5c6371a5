import LayoutEngine
import ViewTree

extension ViewPainter {
    /// Room beyond the subtree's frames for centred strokes and glyph overhangs, so the filter
    /// region never cuts off the content itself.
    static let shadowOverflowAllowance = 8.0

    /// `shadow(color:radius:x:y:)` as an `feDropShadow`. SwiftUI's radius is used as the Gaussian
    /// standard deviation (the common reading "CSS blur = 2 × radius" [U]). The filter region is
    /// the subtree's frames grown by the blur's reach (3σ), the offset and the allowance.
    mutating func shadow(_ color: ColorValue, radius: Double, x: Double, y: Double, _ node: PlacedNode) -> String {
        let sigma = max(finite(radius), 0), dx = finite(x), dy = finite(y)
        let bounds = Self.subtreeBounds(node)
        let padX = 3 * sigma + abs(dx) + Self.shadowOverflowAllowance
        let padY = 3 * sigma + abs(dy) + Self.shadowOverflowAllowance
        let flood = SchemeColor.attributes(color, "flood-color", "flood-opacity", scheme: scheme(of: node))
            ?? ColorFormat(color.resolved(dark: node.dark)).attributes(color: "flood-color", opacity: "flood-opacity")
        var drop = SVGElement("feDropShadow", flood)
        drop.set("dx", dx)
        drop.set("dy", dy)
        drop.set("stdDeviation", sigma)
        var filter = SVGElement("filter", ["id": defs.id(node: node.id, "shadow"), "filterUnits": "userSpaceOnUse"], children: [drop])
        filter.set("x", bounds.x - padX)
        filter.set("y", bounds.y - padY)
        filter.set("width", bounds.width + 2 * padX)
        filter.set("height", bounds.height + 2 * padY)
        return defs.add(filter)
    }

    /// The union of the frames in the subtree (content may overflow its parent's frame).
    private static func subtreeBounds(_ node: PlacedNode) -> Rect {
        var bounds = node.frame
        node.forEach { bounds = bounds.union($0.frame) }
        return bounds
    }

    private func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
