import ViewTree

/// `safeAreaInset(edge:alignment:spacing:content:)`: puts the inset view flush with one edge and
/// adds its length plus the spacing to the content's safe area there. Ordinary content is laid out
/// in what is left; a scroll view keeps its full size and only insets its content, which scrolls
/// under the inset view. The modifier fills a concrete proposal. Source: Containers.md §7.4.
struct SafeAreaInsetLayout: LayoutAlgorithm {
    let edge: Edge
    /// Horizontal for top and bottom edges, vertical for leading and trailing ones.
    let alignment: Alignment
    let spacing: Double
    /// The content is a ScrollView (through modifiers without a layout of their own).
    let scrolls: Bool

    /// The axis the band takes length from.
    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        let inset = insetSize(p, node: node)
        let content = node.children[0].sizeThatFits(contentProposal(p, band: band(inset)))
        var size = Size.zero
        size[axis] = p[axis].flatMap { $0.isFinite ? $0 : nil } ?? content[axis] + (scrolls ? 0 : band(inset))
        size[axis.other] = p[axis.other].flatMap { $0.isFinite ? $0 : nil } ?? max(content[axis.other], inset[axis.other])
        return size
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let p = ProposedViewSize(size)
        let inset = insetSize(p, node: node)
        let band = band(inset)
        let content = node.children[0]
        let cp = contentProposal(p, band: band)
        let c = content.sizeThatFits(cp)
        var region = Rect(origin: .zero, size: size)
        if !scrolls {
            region.size[axis] = max(0, size[axis] - band)
            if edge == .top || edge == .leading { region.origin[axis] = band }
        }
        let contentOrigin = Point(x: region.x + (region.width - c.width) / 2, y: region.y + (region.height - c.height) / 2)
        var contentArea = node.safeArea.inherited(by: Rect(origin: contentOrigin, size: c), in: Rect(origin: .zero, size: size))
        if scrolls {
            contentArea.inside[edge] += band
        } else {
            contentArea.outside[edge] = node.safeArea.outside[edge] + band
        }
        var placements = [ChildPlacement(child: content, origin: contentOrigin, proposal: cp, safeArea: contentArea)]
        if node.children.count > 1 {
            placements.append(insetPlacement(node.children[1], size: size, inset: inset))
        }
        return placements
    }

    /// Flush with the edge, aligned along it by `alignment`, proposed its measured length (§7.4).
    private func insetPlacement(_ view: LayoutNode, size: Size, inset: Size) -> ChildPlacement {
        var p = ProposedViewSize(size)
        p[axis] = inset[axis]
        let dims = view.dimensions(p)
        let own = ViewDimensions(size: size)
        var origin = Point.zero
        origin[axis] = edge == .top || edge == .leading ? 0 : size[axis] - dims.size[axis]
        origin[axis.other] = axis == .vertical
            ? alignment.horizontal.key.defaultValue(own) - dims[alignment.horizontal]
            : alignment.vertical.key.defaultValue(own) - dims[alignment.vertical]
        return ChildPlacement(child: view, origin: origin, proposal: p)
    }

    func spacing(node: LayoutNode) -> ViewSpacing { node.children[0].spacing }
    var forwardsContentTraits: Bool { true }

    /// The inset view measured with the proposal across the edge and nil along it (§7.4 [U]).
    private func insetSize(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        guard node.children.count > 1 else { return .zero }
        var q = p
        q[axis] = nil
        return node.children[1].sizeThatFits(q)
    }

    private func band(_ inset: Size) -> Double { inset[axis] + spacing }

    private func contentProposal(_ p: ProposedViewSize, band: Double) -> ProposedViewSize {
        guard !scrolls else { return p }
        var q = p
        q[axis] = p[axis].map { max(0, $0 - band) }
        return q
    }
}
