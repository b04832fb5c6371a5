import LayoutEngine
import ViewTree

extension ViewPainter {
    /// SVG paint attributes for `paint` on `property`, resolved in the node's colour scheme;
    /// gradients span the node's frame and become defs named after the node and `purpose`. Nil
    /// when the paint is a fully transparent colour, which draws nothing (`Color.clear`, §8.1).
    mutating func paintAttributes(_ paint: Paint, _ property: PaintProperty, node: PlacedNode, purpose: String) -> [String: String]? {
        switch paint {
        case .color(let color):
            let format = ColorFormat(color.resolved(dark: node.dark))
            return format.isInvisible ? nil : format.attributes(color: property.rawValue, opacity: property.opacity)
        case .gradientOf(let color):
            return [property.rawValue: gradient(.colorGradient(color, dark: node.dark), node: node, purpose: purpose)]
        case .linearGradient(let gradient):
            return [property.rawValue: self.gradient(gradient, node: node, purpose: purpose)]
        }
    }

    private mutating func gradient(_ gradient: LinearGradient, node: PlacedNode, purpose: String) -> String {
        let id = defs.id(node: node.id, purpose)
        return defs.add(GradientElement.make(gradient, id: id, bounds: node.frame, dark: node.dark))
    }

    /// A `<rect>` (or another element with x, y, width and height) covering `frame`.
    static func rect(_ frame: Rect, _ attributes: [String: String] = [:], name: String = "rect") -> SVGElement {
        var element = SVGElement(name, attributes)
        element.set("x", frame.x)
        element.set("y", frame.y)
        element.set("width", frame.width)
        element.set("height", frame.height)
        return element
    }
}
