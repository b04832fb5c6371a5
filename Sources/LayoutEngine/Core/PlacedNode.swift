import ViewTree

/// One node of the layout result: its kind, frame in canvas coordinates and source location,
/// plus what the renderer needs to draw it.
public struct PlacedNode: Sendable {
    /// Stable id: the node's index path in the view tree ("0", "0.1", "0.1.2").
    public var id: String
    /// The SwiftUI type or modifier name (`HStack`, `Text`, `frame`, a custom struct's name).
    public var kind: String
    /// The view or modifier as the tree described it.
    public var view: ViewKind
    /// The frame in canvas points, snapped to the display's pixel grid (Layout.md §1.6).
    public var frame: Rect
    public var source: SourceLocation?
    public var tag: String?
    /// The lines a Text node draws, positioned in the node's frame.
    public var text: TextLayoutResult?
    /// The foreground style in effect (default fill of shapes, colour of text).
    public var foreground: Paint
    /// Whether the node draws in the dark colour scheme.
    public var dark: Bool
    /// Parts a control or implicit container adds that the author did not write; not outlined.
    public var isSynthetic: Bool
    /// A ScrollView's viewport and content extent; its children are clipped to the viewport.
    public var scroll: ScrollGeometry?
    public var children: [PlacedNode]

    /// Depth-first walk, parents before children.
    public func forEach(_ body: (PlacedNode) -> Void) {
        body(self)
        // Through the buffer: `for child in children` copies each child, retaining all its fields.
        children.withUnsafeBufferPointer { children in
            for index in children.indices { children[index].forEach(body) }
        }
    }

    /// The first node (depth first) with the given tag.
    public func first(tagged tag: String) -> PlacedNode? {
        if self.tag == tag { return self }
        for child in children { if let hit = child.first(tagged: tag) { return hit } }
        return nil
    }

    /// Number of nodes in this subtree.
    public var count: Int { children.reduce(1) { $0 + $1.count } }
}
