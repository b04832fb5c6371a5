import ViewTree

/// Converts the placed engine tree into the public `PlacedNode` tree with pixel-snapped frames.
struct PlacedTreeWriter {
    let rounding: PixelRounding

    func write(_ node: LayoutNode) -> PlacedNode {
        PlacedNode(
            id: node.id, kind: node.kindName, view: node.view,
            frame: rounding.round(node.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)),
            source: node.source, tag: node.tag, text: node.placedText,
            foreground: node.environment.resolvedForeground, dark: node.environment.dark,
            isSynthetic: node.isSynthetic, scroll: node.scroll.map(rounded),
            children: node.children.filter { $0.frame != nil }.map(write))
    }

    private func rounded(_ scroll: ScrollGeometry) -> ScrollGeometry {
        var copy = scroll
        copy.viewport = rounding.round(scroll.viewport)
        copy.content = rounding.round(scroll.content)
        return copy
    }
}
