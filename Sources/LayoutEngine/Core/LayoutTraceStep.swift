import ViewTree

/// One proposal and its response: who asked whom, with what, and what came back.
public struct LayoutTraceStep: Hashable, Sendable, CustomStringConvertible {
    /// The proposing node's id and label (kind, and a Text's string), nil for the canvas itself.
    public var parentID: String?
    public var parentKind: String?
    public var childID: String
    public var childKind: String
    public var proposal: ProposedViewSize
    public var response: Size
    /// The answer came from the node's measurement cache.
    public var cached: Bool
    /// Nesting depth of the request, 0 for the canvas's proposal to the root.
    public var depth: Int
    /// A decision the child made for `proposal` instead of a request, in words (`ViewThatFits:
    /// HStack ideal 412 > 361 proposed → tried VStack`); nil for ordinary requests.
    public var note: String? = nil

    /// For people: `HStack proposes 61.33 × 759 to Text "Hello, world" → 48 × 40.67` (nil shows as "nil").
    public var description: String {
        if let note { return note }
        func f(_ v: Double?) -> String { v.map { PlacedTreeDumper.format($0, decimals: 2) } ?? "nil" }
        let who = parentKind ?? "The canvas"
        return "\(who) proposes \(f(proposal.width)) × \(f(proposal.height)) to \(childKind) → \(f(response.width)) × \(f(response.height))"
    }
}
