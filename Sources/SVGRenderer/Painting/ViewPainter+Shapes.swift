import LayoutEngine
import ViewTree

extension ViewPainter {
    /// A `Color` fills its frame; a transparent one draws nothing (Layout.md §8.1).
    mutating func paintColor(_ color: ColorValue, _ node: PlacedNode) -> [SVGElement] {
        fillFrame(.color(color), node)
    }

    /// A gradient used as a view (`LinearGradient(...)`, `Color.red.gradient`) fills its frame.
    mutating func paintGradientView(_ paint: Paint, _ node: PlacedNode) -> [SVGElement] {
        fillFrame(paint, node)
    }

    /// `Divider` is a line of the separator colour filling its frame (Layout.md §9).
    mutating func paintDivider(_ node: PlacedNode) -> [SVGElement] {
        fillFrame(.system(.separator), node)
    }

    /// A shape is filled with its fill, or with the foreground style when it is neither filled
    /// nor stroked, then stroked on top (Layout.md §8.2).
    mutating func paintShape(_ shape: ShapeKind, _ styling: ShapeStyling, _ node: PlacedNode) -> [SVGElement] {
        var elements: [SVGElement] = []
        let fill = styling.fill ?? (styling.stroke == nil ? node.foreground : nil)
        if let fill, let paint = paintAttributes(fill, .fill, node: node, purpose: "fill") {
            var element = SVGElement("path", paint)
            element.attributes["d"] = ShapePath.data(shape, in: node.frame)
            elements.append(element)
        }
        if let stroke = styling.stroke, let element = strokeElement(shape, stroke, node, purpose: "stroke") {
            elements.append(element)
        }
        return elements
    }

    /// `border(paint, width:)` ≡ an overlay of `Rectangle().strokeBorder(paint, lineWidth: width)`:
    /// the stroke lies entirely inside the frame (Layout.md §3.3).
    mutating func paintBorder(_ paint: Paint, width: Double, _ node: PlacedNode) -> [SVGElement] {
        let stroke = ShapeStyling.Stroke(paint: paint, lineWidth: width, inside: true)
        return strokeElement(.rectangle, stroke, node, purpose: "border").map { [$0] } ?? []
    }

    /// `stroke` is centred on the path; `strokeBorder` first insets the shape by half the line
    /// width so the stroke stays inside the frame (Layout.md §8.2).
    private mutating func strokeElement(_ shape: ShapeKind, _ stroke: ShapeStyling.Stroke, _ node: PlacedNode, purpose: String) -> SVGElement? {
        guard stroke.lineWidth > 0, stroke.lineWidth.isFinite,
              let paint = paintAttributes(stroke.paint, .stroke, node: node, purpose: purpose)
        else { return nil }
        let bounds = stroke.inside ? ShapePath.inset(node.frame, by: stroke.lineWidth / 2) : node.frame
        var element = SVGElement("path", paint)
        element.attributes["d"] = ShapePath.data(shape, in: bounds)
        element.attributes["fill"] = "none"
        element.set("stroke-width", stroke.lineWidth)
        return element
    }

    private mutating func fillFrame(_ paint: Paint, _ node: PlacedNode) -> [SVGElement] {
        guard let attributes = paintAttributes(paint, .fill, node: node, purpose: "fill") else { return [] }
        return [Self.rect(node.frame, attributes)]
    }
}
