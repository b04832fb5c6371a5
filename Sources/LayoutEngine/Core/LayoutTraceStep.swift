import ViewTree

/// One proposal and its response: who asked whom, with what, and what came back.
public struct LayoutTraceStep: Hashable, Sendable {
    /// The proposing node's id, nil for the canvas itself.
    public var parentID: String?
    public var childID: String
    public var proposal: ProposedViewSize
    public var response: Size
    /// The answer came from the node's measurement cache.
    public var cached: Bool
    /// Nesting depth of the request, 0 for the canvas's proposal to the root.
    public var depth: Int
}
