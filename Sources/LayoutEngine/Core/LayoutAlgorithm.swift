import ViewTree

/// The protocol every container, modifier and leaf implements, in SwiftUI `Layout` vocabulary
/// (Layout.md §1.2): size for a proposal, place children, explicit guides, spacing, priority.
protocol LayoutAlgorithm {
    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size
    /// Children's origins (relative to the node) and proposals once the node has `size`.
    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement]
    /// The node's explicit value for a guide, in its own space; nil means "use the default".
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double?
    /// The guides `explicitAlignment` can answer, asked once per node (`ExplicitGuides`).
    func explicitGuides(node: LayoutNode) -> ExplicitGuides
    func spacing(node: LayoutNode) -> ViewSpacing
    func layoutPriority(node: LayoutNode) -> Double
    /// Text nodes answer their text layout (read without a dynamic cast on hot paths).
    var textLayout: TextLayout? { get }
    /// Spacers keep their own spacing inside frames (§2.2 table).
    var isSpacer: Bool { get }
    /// Modifiers with no layout of their own let their content's traits and scrollability show
    /// through (Containers.md §4.4).
    var forwardsContentTraits: Bool { get }
    /// Adds the node's own container traits (a grid cell's span, a layout value) over its content's.
    func applyTraits(to traits: inout LayoutTraits)
    /// ScrollView: content scrolls, so safe-area bands inset its content instead of its frame
    /// (Containers.md §7.4, §7.5).
    var isScrollView: Bool { get }
    /// The size `containerRelativeFrame` measures against inside this node for a proposal, when
    /// the node is such a container (Containers.md §5.1); nil otherwise.
    func containerSize(for proposal: ProposedViewSize, node: LayoutNode) -> ProposedViewSize?
    /// Drops what the algorithm keeps from one layout of the node to the next
    /// (`LayoutNode.prepareForAnotherLayout`); false when its answers may not be reused.
    func prepareForAnotherLayout(node: LayoutNode) -> Bool
}

extension LayoutAlgorithm {
    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] { [] }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? { nil }
    /// Containers and modifiers pass on their children's guides; a leaf's answer is its own.
    func explicitGuides(node: LayoutNode) -> ExplicitGuides { .union(of: node.children) }
    /// Leaves publish the ordinary-leaf spacing: 8 pt to anything that is not text (§1.3).
    func spacing(node: LayoutNode) -> ViewSpacing { .leaf }
    func layoutPriority(node: LayoutNode) -> Double { 0 }
    var textLayout: TextLayout? { nil }
    var isSpacer: Bool { false }
    var forwardsContentTraits: Bool { false }
    func applyTraits(to traits: inout LayoutTraits) {}
    var isScrollView: Bool { false }
    func containerSize(for proposal: ProposedViewSize, node: LayoutNode) -> ProposedViewSize? { nil }
    func prepareForAnotherLayout(node: LayoutNode) -> Bool { true }

    /// Multi-child containers: combine the children's explicit values by the guide's rule (§6.3).
    func combinedChildGuides(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        let values = placements(in: size, proposal: proposal, node: node).compactMap { placement in
            placement.child.explicitAlignment(key, proposal: placement.proposal).map { $0 + placement.origin[key.axis] }
        }
        return key.combine.combine(values)
    }

    /// Single-child modifiers forward the child's explicit value plus its offset (§4.4, §6.3 item 4).
    func forwardedChildGuide(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        guard let first = placements(in: size, proposal: proposal, node: node).first else { return nil }
        return first.child.explicitAlignment(key, proposal: first.proposal).map { $0 + first.origin[key.axis] }
    }
}
