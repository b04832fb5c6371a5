import ViewTree

/// Converts the placed engine tree into the public `PlacedNode` tree, frames as the engine
/// computed them; `PixelRounding` snaps them afterwards.
struct PlacedTreeWriter {
    func write(_ node: LayoutNode) -> PlacedNode {
        PlacedNode(
            identity: node.placedIdentity, frame: node.frame ?? Rect(x: 0, y: 0, width: 0, height: 0), text: node.placedText,
            scroll: node.scroll, children: node.children.filter { $0.frame != nil }.map(write))
    }
}
