import LayoutEngine
import ViewTree

extension ViewPainter {
    /// A view the evaluator could not build: a dashed red box with its label, so the gap is visible.
    func paintPlaceholder(_ label: String, _ node: PlacedNode) -> [SVGElement] {
        var box = Self.rect(ShapePath.inset(node.frame, by: 0.5), solid(.red, .stroke, node))
        box.merge(solid(.red, .fill, node))
        box.merge(["fill-opacity": PlaceholderStyle.boxOpacity, "stroke-dasharray": PlaceholderStyle.boxDashes])
        var text = Self.label(label, family: FontAttributes.monospacedFamily, size: 13, fill: solid(.red, .fill, node))
        text.set("x", node.frame.x + PlaceholderStyle.labelInset)
        text.set("y", node.frame.y + node.frame.height / 2)
        return [box, text]
    }

    /// A system colour on a paint property, in the node's scheme.
    func solid(_ color: SystemColor, _ property: PaintProperty, _ node: PlacedNode) -> SVGAttributes {
        SchemeColor.attributes(.system(color), property.rawValue, property.opacity, scheme: scheme(of: node)) ?? [:]
    }

    /// A one-line label centred vertically on its y (the caller sets x and y).
    static func label(_ string: String, family: String, size: Double, fill: SVGAttributes) -> SVGElement {
        var element = SVGElement("text", fill, text: string)
        element.merge(["font-family": family, "dominant-baseline": "central", "xml:space": "preserve"])
        element.set("font-size", size)
        return element
    }
}
