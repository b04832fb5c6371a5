import ViewTree

/// HStack and VStack (and HStackLayout/VStackLayout): share the major axis by priority and
/// flexibility, align one guide across the minor axis. Source: Layout.md §2.3–§2.7, §2.9
/// (OpenSwiftUI `StackLayout.swift`; objc.io "How an HStack Lays out Its Children").
struct StackLayout: LayoutAlgorithm {
    let axis: Axis
    /// The minor-axis guide the children align on.
    let alignment: AlignmentKey
    /// nil: each adjacent pair's own preferred distance (§2.2).
    let spacing: Double?

    /// One arrangement of the children for a proposal.
    struct Arrangement {
        var sizes: [Size]
        var proposals: [ProposedViewSize]
        var origins: [Point]
        var size: Size
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: LayoutNode) -> Size {
        arrange(proposal, node: node).size
    }

    /// Children are re-sized with the stack's final minor size when the proposal left it open (§2.7).
    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        var p = proposal
        if p[axis.other] == nil { p[axis.other] = size[axis.other] }
        let arrangement = arrange(p, node: node)
        return node.children.indices.map {
            ChildPlacement(child: node.children[$0], origin: arrangement.origins[$0], proposal: arrangement.proposals[$0])
        }
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        combinedChildGuides(key, in: size, proposal: proposal, node: node)
    }

    /// Union of the children's cross-axis edges, the first child's leading and the last one's trailing edge (§2.2).
    func spacing(node: LayoutNode) -> ViewSpacing {
        guard let first = node.children.first, let last = node.children.last else { return ViewSpacing() }
        let (lead, trail): (ViewSpacing.SpacingEdge, ViewSpacing.SpacingEdge) = axis == .horizontal ? (.left, .right) : (.top, .bottom)
        let cross: Set<ViewSpacing.SpacingEdge> = axis == .horizontal ? [.top, .bottom] : [.left, .right]
        var union = first.spacing.restricted(to: [lead]).union(last.spacing, edges: [trail])
        for child in node.children { union = union.union(child.spacing, edges: cross) }
        return union
    }

    /// A container with no children has the lowest priority (§2.5).
    func layoutPriority(node: LayoutNode) -> Double { node.children.isEmpty ? -.infinity : 0 }

    /// 1. Gaps between neighbours; 2. major sizes (§2.3); 3. major positions; 4. minor alignment (§2.6).
    func arrange(_ proposal: ProposedViewSize, node: LayoutNode) -> Arrangement {
        let children = node.children
        let gaps = self.gaps(node)
        let minor = proposal[axis.other]
        let (sizes, proposals) = sizeChildren(children, major: proposal[axis], minor: minor, totalGap: gaps.reduce(0, +))
        var majorPositions: [Double] = []
        var x = 0.0
        for i in children.indices {
            majorPositions.append(x + gaps[i])
            x = majorPositions[i] + sizes[i][axis]
        }
        let (minorPositions, minorSize) = alignMinor(children, sizes: sizes, proposals: proposals)
        let origins = children.indices.map { Point(major: majorPositions[$0], minor: minorPositions[$0], along: axis) }
        return Arrangement(sizes: sizes, proposals: proposals, origins: origins, size: Size(major: x, minor: minorSize, along: axis))
    }

    private func gaps(_ node: LayoutNode) -> [Double] {
        node.children.indices.map { i in
            guard i > 0 else { return 0 }
            return spacing ?? node.children[i - 1].spacing.distance(to: node.children[i].spacing, along: axis)
        }
    }

    /// §2.3: with no major proposal every child takes its ideal; otherwise priority groups in
    /// flexibility order each get an equal share of what is left, after reserving the minimum
    /// of every lower-priority child.
    private func sizeChildren(_ children: [LayoutNode], major: Double?, minor: Double?, totalGap: Double) -> ([Size], [ProposedViewSize]) {
        guard let major else {
            let p = ProposedViewSize(major: nil, minor: minor, along: axis)
            return (children.map { $0.sizeThatFits(p) }, Array(repeating: p, count: children.count))
        }
        let traits = children.map { flexibility($0, minor: minor) }
        let order = sortedByPriorityAndFlexibility(traits)
        let groups = priorityGroups(order, traits)
        var sizes = Array(repeating: Size.zero, count: children.count)
        var proposals = Array(repeating: ProposedViewSize.unspecified, count: children.count)
        var available = major - totalGap
        available -= groups.dropFirst().joined().reduce(0) { $0 + traits[$1].minimum }
        for (g, group) in groups.enumerated() {
            if g > 0 { available += group.reduce(0) { $0 + traits[$1].minimum } }
            var remaining = Double(group.count)
            for i in group {
                let offer = max(available / remaining, 0)
                proposals[i] = ProposedViewSize(major: offer, minor: minor, along: axis)
                sizes[i] = children[i].sizeThatFits(proposals[i])
                let used = sizes[i][axis]
                if !used.isNaN { available -= used }
                remaining -= 1
            }
        }
        return (sizes, proposals)
    }

    /// What the ordering needs to know about a child.
    private struct Flexibility {
        var priority: Double
        var minimum: Double
        var flexibility: Double
    }

    /// Minimum (major proposal 0) and maximum (∞) lengths at the stack's minor proposal (§2.4).
    private func flexibility(_ child: LayoutNode, minor: Double?) -> Flexibility {
        let lo = child.sizeThatFits(ProposedViewSize(major: 0, minor: minor, along: axis))[axis]
        let hi = child.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, along: axis))[axis]
        let flex = hi - lo
        return Flexibility(priority: child.layoutPriority, minimum: lo, flexibility: flex.isNaN ? .infinity : flex)
    }

    /// Stable insertion sort: higher priority first, then less flexible first; among unbounded
    /// children the larger minimum goes first; ties keep declaration order (§2.4, §2.5).
    private func sortedByPriorityAndFlexibility(_ traits: [Flexibility]) -> [Int] {
        func before(_ a: Flexibility, _ b: Flexibility) -> Bool {
            if a.priority != b.priority { return a.priority > b.priority }
            if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
            if a.flexibility == .infinity { return a.minimum > b.minimum }
            return false
        }
        var order = Array(traits.indices)
        for i in order.indices.dropFirst() {
            let current = order[i]
            var j = i
            while j > 0, before(traits[current], traits[order[j - 1]]) {
                order[j] = order[j - 1]
                j -= 1
            }
            order[j] = current
        }
        return order
    }

    private func priorityGroups(_ order: [Int], _ traits: [Flexibility]) -> [[Int]] {
        var groups: [[Int]] = []
        for i in order {
            if let last = groups.last?.last, traits[last].priority == traits[i].priority {
                groups[groups.count - 1].append(i)
            } else {
                groups.append([i])
            }
        }
        return groups
    }

    /// §2.6: put every child's guide on one line, take the extent of all children and [0, 0].
    private func alignMinor(_ children: [LayoutNode], sizes: [Size], proposals: [ProposedViewSize]) -> ([Double], Double) {
        var positions: [Double] = []
        var lower = 0.0, upper = 0.0
        for i in children.indices {
            let guide = children[i].dimensions(proposals[i])[alignment]
            let position = -guide
            positions.append(position)
            lower = min(lower, position)
            upper = max(upper, position + sizes[i][axis.other])
        }
        return (positions.map { $0 - lower }, upper - lower)
    }
}
