import ViewTree

/// ViewThatFits: measures each candidate's ideal size on the constrained axes (the real proposal
/// on the others) and shows the first that fits, or the last one; it takes the chosen view's size,
/// guides and placement. Source: Containers.md §3.1 (Apple doc `ViewThatFits`; FB-VTF Demo3
/// for the unconstrained axis).
struct ViewThatFitsLayout: LayoutAlgorithm {
    let axes: Axis.Set

    /// Records its choice in the trace, once per proposal (sizes are memoised).
    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        choice(p, node: node, notes: true)?.sizeThatFits(p) ?? .zero
    }

    /// Only the chosen candidate is placed; the others are not shown (§3.1).
    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        guard let chosen = choice(proposal, node: node, notes: false) else { return [] }
        return [ChildPlacement(child: chosen, origin: .zero, proposal: proposal)]
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        choice(proposal, node: node, notes: false)?.explicitAlignment(key, proposal: proposal)
    }

    /// Spacing and priority are the chosen view's; for these, which do not depend on a proposal,
    /// the candidate an unlimited proposal picks, the first (§3.1 [U]).
    func spacing(node: LayoutNode) -> ViewSpacing { node.children.first?.spacing ?? ViewSpacing() }
    func layoutPriority(node: LayoutNode) -> Double { node.children.first?.layoutPriority ?? -.infinity }

    private func choice(_ p: ProposedViewSize, node: LayoutNode, notes: Bool) -> LayoutNode? {
        let candidates = node.children
        guard let last = candidates.last else { return nil }
        let note = { (text: String) in if notes { node.context.note("ViewThatFits: " + text, node: node, proposal: p) } }
        guard !axes.isEmpty else {
            note("no axes to measure → chose \(candidates[0].traceLabel)")
            return candidates[0]
        }
        let probe = ProposedViewSize(width: axes.includes(.horizontal) ? nil : p.width, height: axes.includes(.vertical) ? nil : p.height)
        for (i, candidate) in candidates.dropLast().enumerated() {
            let ideal = candidate.sizeThatFits(probe)
            if let overflow = overflow(ideal, p, node.context.estimates.viewThatFitsTolerance) {
                note("\(candidate.traceLabel) \(overflow) → tried \(candidates[i + 1].traceLabel)")
            } else {
                note("\(candidate.traceLabel) \(fit(ideal, p)) → chose \(candidate.traceLabel)")
                return candidate
            }
        }
        note("\(last.traceLabel) is the last candidate → chose \(last.traceLabel)")
        return last
    }

    /// "ideal 412 > 361 proposed" for the first constrained axis the candidate overflows, else nil.
    private func overflow(_ ideal: Size, _ p: ProposedViewSize, _ tolerance: Double) -> String? {
        for axis in [Axis.horizontal, .vertical] where axes.includes(axis) {
            if let limit = p[axis], ideal[axis] > limit + tolerance {
                return "\(label(axis)) \(format(ideal[axis])) > \(format(limit)) proposed"
            }
        }
        return nil
    }

    /// "ideal 200 ≤ 361 proposed", per constrained axis; an open proposal fits anything (§3.1 [U]).
    private func fit(_ ideal: Size, _ p: ProposedViewSize) -> String {
        let parts = [Axis.horizontal, .vertical].filter { axes.includes($0) }.map { axis in
            p[axis].map { "\(label(axis)) \(format(ideal[axis])) ≤ \(format($0)) proposed" } ?? "\(label(axis)) \(format(ideal[axis])), no limit proposed"
        }
        return parts.joined(separator: " and ")
    }

    private func label(_ axis: Axis) -> String { axis == .horizontal ? "ideal" : "ideal height" }

    private func format(_ v: Double) -> String { PlacedTreeDumper.format(v, decimals: 2) }
}
