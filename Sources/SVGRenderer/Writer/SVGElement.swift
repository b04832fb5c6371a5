/// One SVG element: a name, attributes, and either child elements or text content.
/// Attribute order is irrelevant here; `SVGWriter` sorts attributes by name.
struct SVGElement: Equatable {
    var name: String
    var attributes: [String: String]
    var children: [SVGElement]
    /// Character data (`<text>`, `<title>`); escaped when written.
    var text: String?

    init(_ name: String, _ attributes: [String: String] = [:], children: [SVGElement] = [], text: String? = nil) {
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
    mutating func merge(_ other: [String: String]) {
        for (name, value) in other {
            if name == "style", let style = attributes[name], style != value {
                attributes[name] = style + ";" + value
            } else {
                attributes[name] = value
            }
        }
    }

    /// A `<g>` around `children` with the given attributes.
    static func group(_ attributes: [String: String], _ children: [SVGElement]) -> SVGElement {
        SVGElement("g", attributes, children: children)
    }
}
