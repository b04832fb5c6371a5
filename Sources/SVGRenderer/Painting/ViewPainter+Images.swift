import LayoutEngine
import ViewTree

extension ViewPainter {
    /// An asset fills its frame (the engine already applied resizing and aspect ratio); without
    /// a URL, a labelled box shows where it goes. A symbol draws a stand-in glyph.
    mutating func paintImage(_ image: ImageContent, _ node: PlacedNode) -> [SVGElement] {
        switch image.source {
        case .asset(let name, _):
            guard let url = options.imageURL(name) else { return missingAsset(name, node) }
            return [Self.rect(node.frame, ["href": url, "preserveAspectRatio": "none"], name: "image")]
        case .systemSymbol(let name):
            return symbol(name, node)
        }
    }

    /// SF Symbols are not shipped: the mapped icon font glyph, filled in the foreground style,
    /// or else a rounded square outline centred in the symbol's box; either names it in a `<title>`.
    private mutating func symbol(_ name: String, _ node: PlacedNode) -> [SVGElement] {
        if let outline = options.symbolOutline(name) { return glyph(outline, name, node) }
        guard let stroke = paintAttributes(node.foreground, .stroke, node: node, purpose: "symbol") else { return [] }
        let frame = node.frame
        let side = min(frame.width, frame.height) * PlaceholderStyle.symbolScale
        let square = Rect(x: frame.x + (frame.width - side) / 2, y: frame.y + (frame.height - side) / 2, width: side, height: side)
        let lineWidth = side * PlaceholderStyle.symbolLineWidth
        let outline = ShapeKind.roundedRectangle(cornerRadius: side * PlaceholderStyle.symbolCornerRadius, style: .continuous)
        var element = SVGElement("path", stroke, children: [SVGElement("title", text: name)])
        element.attributes["d"] = ShapePath.data(outline, in: ShapePath.inset(square, by: lineWidth / 2))
        element.attributes["fill"] = "none"
        element.set("stroke-width", lineWidth)
        return [element]
    }

    /// The glyph's em square fitted, centred, into the largest square of the frame.
    private mutating func glyph(_ outline: SymbolOutline, _ name: String, _ node: PlacedNode) -> [SVGElement] {
        guard var fill = paintAttributes(node.foreground, .fill, node: node, purpose: "symbol") else { return [] }
        let frame = node.frame
        let side = min(frame.width, frame.height)
        let square = Rect(x: frame.x + (frame.width - side) / 2, y: frame.y + (frame.height - side) / 2, width: side, height: side)
        fill["d"] = GlyphPath.data(outline, in: square)
        return [SVGElement("path", fill, children: [SVGElement("title", text: name)])]
    }

    /// A grey box with the asset's name centred in it.
    private func missingAsset(_ name: String, _ node: PlacedNode) -> [SVGElement] {
        var box = Self.rect(node.frame, solid(.systemGray5, .fill, node))
        box.merge(solid(.gray, .stroke, node))
        box.children = [SVGElement("title", text: name)]
        var label = Self.label(name, family: FontAttributes.sansSerifFamily, size: 12, fill: solid(.gray, .fill, node))
        label.attributes["text-anchor"] = "middle"
        label.set("x", node.frame.x + node.frame.width / 2)
        label.set("y", node.frame.y + node.frame.height / 2)
        return [box, label]
    }
}
