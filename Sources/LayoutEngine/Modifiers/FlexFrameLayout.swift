import ViewTree

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`: clamps the
/// proposal for the child and the child's answer for itself. Source: Layout.md §4.2 (normalisation
/// verified against SwiftUI by OpenSwiftUI's dual tests; TV-09), §4.3 (iOS 17 placement).
struct FlexFrameLayout: LayoutAlgorithm {
    /// One axis's constraints after SwiftUI's normalisation (min ≤ ideal ≤ max, min ≥ 0).
    struct Limits {
        var min: Double?
        var ideal: Double?
        var max: Double?

        init(min: Double?, ideal: Double?, max: Double?) {
            let lo = min.map { Swift.max($0, 0) }
            let id = ideal.map { Swift.max(lo ?? 0, $0) }
            self.min = lo
            self.ideal = id
            self.max = max.map { Swift.max(id ?? 0, $0) }
        }

        var isConstrained: Bool { min != nil || ideal != nil || max != nil }

        /// The child's proposal on this axis: the proposal (or ideal), clamped.
        func childProposal(_ p: Double?) -> Double? {
            (p ?? ideal).map { Swift.min(Swift.max($0, min ?? -.infinity), max ?? .infinity) }
        }

        /// The frame's own size when it does not need the child.
        func sizeWithoutChild(_ p: Double?) -> Double? {
            if let p, let lo = min, let hi = max, lo <= hi { return Swift.min(Swift.max(p, lo), hi) }
            if p == nil, let ideal { return ideal }
            return nil
        }

        /// The frame's size from the child's answer `c` on this axis; with a minimum above the
        /// maximum no case applies and the child's size is kept, as OpenSwiftUI does (§4.2).
        func size(child c: Double, childProposal cp: Double?) -> Double {
            switch (min, max) {
            case let (lo?, hi?) where lo <= hi: return Swift.min(Swift.max(c, lo), hi)
            case let (lo?, nil): return Swift.max(Swift.min(cp ?? .infinity, c), lo)
            case let (nil, hi?): return Swift.min(Swift.max(cp ?? -.infinity, c), hi)
            default: return c
            }
        }
    }

    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        let fixedW = horizontal.sizeWithoutChild(p.width)
        let fixedH = vertical.sizeWithoutChild(p.height)
        if let fixedW, let fixedH { return Size(width: fixedW, height: fixedH) }
        let cp = childProposal(p)
        let c = node.children[0].sizeThatFits(cp)
        return Size(
            width: fixedW ?? horizontal.size(child: c.width, childProposal: cp.width),
            height: fixedH ?? vertical.size(child: c.height, childProposal: cp.height))
    }

    /// iOS 17+: the child is re-proposed the frame's size, except on an axis with no ideal and no
    /// proposal where the frame ended strictly between its limits: there it keeps nil (§4.3).
    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let child = node.children[0]
        let p = ProposedViewSize(
            width: placementProposal(horizontal, proposal.width, size.width),
            height: placementProposal(vertical, proposal.height, size.height))
        return [ChildPlacement(child: child, origin: FrameAlignment.origin(of: child, proposal: p, in: size, alignment: alignment), proposal: p)]
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        forwardedChildGuide(key, in: size, proposal: proposal, node: node)
    }

    func spacing(node: LayoutNode) -> ViewSpacing {
        FrameAlignment.spacing(of: node.children[0], horizontal: horizontal.isConstrained, vertical: vertical.isConstrained)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    }

    private func placementProposal(_ limits: Limits, _ proposed: Double?, _ final: Double) -> Double? {
        if limits.ideal == nil, proposed == nil, (limits.min ?? -.infinity) < final, final < (limits.max ?? .infinity) {
            return nil
        }
        return final
    }
}
