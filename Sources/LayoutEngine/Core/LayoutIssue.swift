import ViewTree

/// An invalid value the engine met and clamped the way SwiftUI does, reported instead of crashing.
public struct LayoutIssue: Hashable, Sendable {
    /// Stable identifier, for example `layout.invalid-frame`.
    public var id: String
    public var message: String
    /// The node id (index path) the value belongs to.
    public var nodeID: String
    public var source: SourceLocation?

    public init(id: String, message: String, nodeID: String, source: SourceLocation?) {
        self.id = id
        self.message = message
        self.nodeID = nodeID
        self.source = source
    }
}
