import ViewTree

/// One rendered preview of a block: a `#Preview`, one view of a `PreviewProvider`, or the block's views.
public struct Preview: Sendable {
    /// The `#Preview("name")` title, if any.
    public var name: String?
    public var root: ViewNode

    public init(name: String? = nil, root: ViewNode) {
        self.name = name
        self.root = root
    }
}
