import LayoutEngine
import ViewTree

/// The frame-outline layer drawn over the content: one thin outline per author-written layout
/// node (synthetic control parts are skipped), titled with the node's kind and size and tagged
/// with its id and source location, so a page can toggle the layer and highlight single frames.
enum FrameOverlay {
    /// The layer's class, for CSS that shows, hides or restyles the outlines.
    static let layerClass = "fg-frames"
    static let strokeColor = "#ff2d55"
    static let strokeWidth = 1.0

    static func layer(_ root: PlacedNode, defs: Defs) -> SVGElement {
        var layer = SVGElement.group(["class": layerClass, "fill": "none", "stroke": strokeColor], outlines(root, defs: defs))
        layer.set("stroke-width", strokeWidth)
        return layer
    }

    /// Depth first, parents before children; the outlines inside a clipping ScrollView are
    /// clipped like its content (the painter defined the clip).
    private static func outlines(_ root: PlacedNode, defs: Defs) -> [SVGElement] {
        var elements: [SVGElement] = []
        append(root, defs: defs, to: &elements)
        return elements
    }

    /// Appends the node's outline and its subtree's to one list: lists joined level by level
    /// copied every outline once per ancestor.
    private static func append(_ node: PlacedNode, defs: Defs, to elements: inout [SVGElement]) {
        if !node.isSynthetic { elements.append(outline(node)) }
        guard let scroll = node.scroll, scroll.clips else {
            for child in node.children { append(child, defs: defs, to: &elements) }
            return
        }
        var inner: [SVGElement] = []
        for child in node.children { append(child, defs: defs, to: &inner) }
        if !inner.isEmpty { elements.append(.group(["clip-path": "url(#\(defs.id(node: node.id, "viewport")))"], inner)) }
    }

    /// A rectangle on the frame with a stroke that stays thin however the SVG is scaled.
    static func outline(_ node: PlacedNode) -> SVGElement {
        var outline = ViewPainter.rect(node.frame, ["data-node": node.id, "vector-effect": "non-scaling-stroke"])
        if let source = node.source {
            outline.attributes["data-line"] = String(source.line)
            outline.attributes["data-column"] = String(source.column)
        }
        outline.children = [SVGElement("title", text: title(node))]
        return outline
    }

    /// "frame 200×40.33": the kind, then the width and height as the SVG writes numbers.
    static func title(_ node: PlacedNode) -> String {
        "\(node.kind) \(NumberFormat.string(node.frame.width))×\(NumberFormat.string(node.frame.height))"
    }
}
