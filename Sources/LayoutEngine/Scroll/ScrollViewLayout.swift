import ViewTree

/// ScrollView: proposes nil along its scroll axes, takes the proposal there itself and its
/// content's size across them; the content starts at the top (leading) edge and is clipped to
/// the viewport, which reaches under the unsafe edges the view touches. Source:
/// Containers.md §6.1–§6.5.
struct ScrollViewLayout: LayoutAlgorithm {
    let axes: Axis.Set
    /// The axes that draw an indicator (`showsIndicators` and `scrollIndicators(_:axes:)`).
    let indicators: Axis.Set
    /// `contentMargins(for: .scrollContent)` from the environment (§6.4).
    let margins: EdgeInsets
    /// Safe-area padding the scroll view keeps inside its frame (§7.5); set when the modifier is built.
    var band = EdgeInsets()
    /// `LayoutOptions.showsWholeScrollContent`: the scroll axes take the content's length.
    let showsWholeContent: Bool

    var isScrollView: Bool { true }

    /// Room around the content inside the frame, known before placement.
    private var inset: EdgeInsets { margins.adding(band) }

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        let c = node.children[0].sizeThatFits(contentProposal(p))
        let extent = Size(width: c.width + inset.horizontal, height: c.height + inset.vertical)
        return Size(width: length(.horizontal, p.width, extent.width), height: length(.vertical, p.height, extent.height))
    }

    /// A scroll axis takes the proposal (nil: the content's ideal, §6.1 [U]); the other the content's.
    private func length(_ axis: Axis, _ proposed: Double?, _ extent: Double) -> Double {
        guard axes.includes(axis), !showsWholeContent else { return extent }
        return proposed ?? extent
    }

    /// Nil along the scroll axes ("be your ideal length"), the proposal less the margins across (§6.1, §6.4).
    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: axes.includes(.horizontal) ? nil : p.width.map { max(0, $0 - inset.horizontal) },
            height: axes.includes(.vertical) ? nil : p.height.map { max(0, $0 - inset.vertical) })
    }

    /// Content at the leading/top edge of the scroll axes, past margins and safe-area bands inside
    /// the frame; centred across when narrower (§6.1 [U], §6.2). Records the viewport for the renderer.
    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let child = node.children[0]
        let p = contentProposal(proposal)
        let c = child.sizeThatFits(p)
        let inside = node.safeArea.inside
        let top = margins.top + (axes.includes(.vertical) ? max(band.top, inside.top) : band.top)
        let leading = margins.leading + (axes.includes(.horizontal) ? max(band.leading, inside.leading) : band.leading)
        let origin = Point(
            x: axes.includes(.horizontal) ? leading : leading + max(0, size.width - c.width - inset.horizontal) / 2,
            y: axes.includes(.vertical) ? top : top + max(0, size.height - c.height - inset.vertical) / 2)
        if let frame = node.frame {
            node.scroll = geometry(frame: frame, proposal: proposal, content: Rect(origin: origin, size: c), node: node)
        }
        return [ChildPlacement(child: child, origin: origin, proposal: p, safeArea: SafeAreaInsets())]
    }

    private func geometry(frame: Rect, proposal: ProposedViewSize, content: Rect, node: LayoutNode) -> ScrollGeometry {
        var visible = frame
        if showsWholeContent {
            for axis in [Axis.horizontal, .vertical] where axes.includes(axis) {
                if let length = proposal[axis], length.isFinite { visible.size[axis] = min(length, frame.size[axis]) }
            }
        }
        let outside = node.safeArea.outside
        let viewport = Rect(
            x: visible.x - outside.leading, y: visible.y - outside.top,
            width: visible.width + outside.horizontal, height: visible.height + outside.vertical)
        let extent = Rect(
            x: frame.x + content.x - margins.leading, y: frame.y + content.y - margins.top,
            width: content.width + margins.horizontal, height: content.height + margins.vertical)
        return ScrollGeometry(axes: axes, viewport: viewport, content: extent, clips: !showsWholeContent, indicators: indicators.intersection(axes))
    }

    /// The scroll view is the container of its content, less the safe-area padding inside it;
    /// an open proposal falls back to the outer container's length (§5.1).
    func containerSize(for proposal: ProposedViewSize, node: LayoutNode) -> ProposedViewSize? {
        let outer = node.context.container
        return ProposedViewSize(
            width: (proposal.width ?? outer.width).map { max(0, $0 - band.horizontal) },
            height: (proposal.height ?? outer.height).map { max(0, $0 - band.vertical) })
    }
}
