import LayoutEngine
import ViewTree

extension ViewPainter {
    /// SVG paint attributes for `paint` on `property`, resolved in the node's colour scheme;
    /// gradients span the node's frame and become defs named after the node and `purpose`. Nil
    /// when the paint is a fully transparent colour, which draws nothing (`Color.clear`, §8.1).
    mutating func paintAttributes(_ paint: Paint, _ property: PaintProperty, node: PlacedNode, purpose: String) -> SVGAttributes? {
        switch paint {
        case .color(let color):
            return SchemeColor.attributes(color, property.rawValue, property.opacity, scheme: scheme(of: node))
        case .gradientOf(let color):
            let stops: [GradientStop]
            switch scheme(of: node) {
            case .fixed(let dark):
                stops = GradientElement.stops(LinearGradient.colorGradient(color, dark: dark).stops, scheme: .fixed(dark: dark))
            case .page:
                let light = LinearGradient.colorGradient(color, dark: false).stops, dark = LinearGradient.colorGradient(color, dark: true).stops
                stops = zip(light, dark).map { GradientElement.stop($0.location, light: $0.color.resolved(dark: false), dark: $1.color.resolved(dark: false)) }
            }
            return [property.rawValue: gradient(.colorGradient(color, dark: false), stops: stops, node: node, purpose: purpose)]
        case .linearGradient(let gradient):
            let stops = GradientElement.stops(gradient.stops, scheme: scheme(of: node))
            return [property.rawValue: self.gradient(gradient, stops: stops, node: node, purpose: purpose)]
        case .radialGradient(let gradient):
            let stops = GradientElement.stops(gradient.stops, scheme: scheme(of: node))
            let id = defs.id(node: node.id, purpose)
            return [property.rawValue: defs.add(GradientElement.make(gradient, id: id, bounds: node.frame, stops: stops))]
        }
    }

    /// The scheme `node`'s colours are written in: the one its code or the renderer fixed, else the page's.
    func scheme(of node: PlacedNode) -> PaintScheme {
        guard options.followsPageScheme else { return .fixed(dark: node.dark) }
        return fixedScheme.map { .fixed(dark: $0) } ?? .page
    }

    private mutating func gradient(_ gradient: LinearGradient, stops: [GradientStop], node: PlacedNode, purpose: String) -> String {
        let id = defs.id(node: node.id, purpose)
        return defs.add(GradientElement.make(gradient, id: id, bounds: node.frame, stops: stops))
    }

    /// A `<rect>` (or another element with x, y, width and height) covering `frame`.
    static func rect(_ frame: Rect, _ attributes: SVGAttributes = [:], name: String = "rect") -> SVGElement {
        var element = SVGElement(name, attributes)
        element.set("x", frame.x)
        element.set("y", frame.y)
        element.set("width", frame.width)
        element.set("height", frame.height)
        return element
    }
}
