/// One node of a view tree: the engine's input, built by the evaluator or by hand in tests.
public struct ViewNode: Sendable {
    public var kind: ViewKind
    public var children: [ViewNode]
    /// Where the view or modifier was written, for diagnostics and code↔frame links.
    public var source: SourceLocation?
    /// Where that code ends (exclusive), set by the evaluator once per block, so the site can mark
    /// the whole expression (`HStack { … }` without its modifiers, `.frame(height: 40)`) without
    /// parsing the code again.
    public var sourceEnd: SourceLocation?
    /// Overrides the displayed kind name (`AnyLayout`, `HStackLayout`, a custom type's name).
    public var displayName: String?
    /// An author-chosen handle; tests use it to pick nodes out of the placed tree.
    public var tag: String?
    /// Parts that a control or an implicit container adds and the author did not write.
    public var isSynthetic: Bool

    public init(_ kind: ViewKind, children: [ViewNode] = [], source: SourceLocation? = nil, displayName: String? = nil, tag: String? = nil, isSynthetic: Bool = false) {
        self.kind = kind
        self.children = children
        self.source = source
        self.displayName = displayName
        self.tag = tag
        self.isSynthetic = isSynthetic
    }

    /// Wraps this view in a modifier node, as a SwiftUI modifier call does.
    public func modified(_ kind: ViewKind, source: SourceLocation? = nil) -> ViewNode {
        ViewNode(kind, children: [self], source: source)
    }

    /// The name readers see: the SwiftUI type or modifier name.
    public var kindName: String {
        if let displayName { return displayName }
        return kind.name
    }
}
