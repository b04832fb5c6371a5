import LayoutEngine
import ViewTree

extension ViewPainter {
    /// One `<text>` per laid-out line at its own baseline: SVG text never wraps, so line breaks
    /// are the engine's (Text.md §4.2). Colour: the first run's own foreground,
    /// else the environment's, matching how the engine takes the first run's font.
    mutating func paintText(_ content: TextContent, _ node: PlacedNode) -> [SVGElement] {
        guard let layout = node.text else { return [] }
        let foreground = content.runs.first?.foreground ?? node.foreground
        guard let fill = paintAttributes(foreground, .fill, node: node, purpose: "text") else { return [] }
        let style = FontAttributes.attributes(layout.font).merging(fill) { font, _ in font }
        return layout.lines.filter { !$0.text.isEmpty }.map { line in
            var element = SVGElement("text", style, text: line.text)
            element.set("x", node.frame.x + line.x)
            element.set("y", node.frame.y + line.baseline)
            element.attributes["xml:space"] = "preserve"
            return element
        }
    }
}
