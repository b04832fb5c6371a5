import ViewTree

/// One node of the layout result: its kind, frame in canvas coordinates and source location,
/// plus what the renderer needs to draw it.
public struct PlacedNode: Sendable {
    /// What the node is wherever it is placed, made once per engine node and shared by every
    /// layout of it (a slider lays a preview out a dozen times): copying a placed node then
    /// retains one reference, not each of these strings and values.
    final class Identity: Sendable {
        let id: String
        let kind: String
        let view: ViewKind
        let source: SourceLocation?
        let tag: String?
        let foreground: Paint
        let dark: Bool
        let isSynthetic: Bool

        init(id: String, kind: String, view: ViewKind, source: SourceLocation?, tag: String?, foreground: Paint, dark: Bool, isSynthetic: Bool) {
            self.id = id
            self.kind = kind
            self.view = view
            self.source = source
            self.tag = tag
            self.foreground = foreground
            self.dark = dark
            self.isSynthetic = isSynthetic
        }
    }

    let identity: Identity
    /// The frame in canvas points, snapped to the display's pixel grid (Layout.md §1.6).
    public var frame: Rect
    /// The lines a Text node draws, positioned in the node's frame.
    public var text: TextLayoutResult?
    /// A ScrollView's viewport and content extent; its children are clipped to the viewport.
    public var scroll: ScrollGeometry?
    public var children: [PlacedNode]

    /// Stable id: the node's index path in the view tree ("0", "0.1", "0.1.2").
    public var id: String { identity.id }
    /// The SwiftUI type or modifier name (`HStack`, `Text`, `frame`, a custom struct's name).
    public var kind: String { identity.kind }
    /// The view or modifier as the tree described it.
    public var view: ViewKind { identity.view }
    public var source: SourceLocation? { identity.source }
    public var tag: String? { identity.tag }
    /// The foreground style in effect (default fill of shapes, colour of text).
    public var foreground: Paint { identity.foreground }
    /// Whether the node draws in the dark colour scheme.
    public var dark: Bool { identity.dark }
    /// Parts a control or implicit container adds that the author did not write; not outlined.
    public var isSynthetic: Bool { identity.isSynthetic }

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
