import LayoutEngine

/// One SVG element: a name, attributes, and either child elements or text content.
/// Attributes are kept sorted by name (`SVGAttributes`), the order `SVGWriter` writes them in.
struct SVGElement: Equatable {
    var name: String
    var attributes: SVGAttributes
    var children: [SVGElement]
    /// Character data (`<text>`, `<title>`); escaped when written.
    var text: String?

    init(_ name: String, _ attributes: SVGAttributes = [:], children: [SVGElement] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// Sets a numeric attribute through `NumberFormat`, the only way numbers reach the output.
    mutating func set(_ name: String, _ value: Double) {
        attributes[name] = NumberFormat.string(value)
    }

    /// Adds attributes, replacing any of the same name except `style`, whose declarations add up.
    mutating func merge(_ other: SVGAttributes) {
        for attribute in other {
            if attribute.name == "style", let style = attributes["style"], style != attribute.value {
                attributes["style"] = style + ";" + attribute.value
            } else {
                attributes[attribute.name] = attribute.value
            }
        }
    }

    /// A `<g>` around `children` with the given attributes.
    static func group(_ attributes: SVGAttributes, _ children: [SVGElement]) -> SVGElement {
        SVGElement("g", attributes, children: children)
    }
}
