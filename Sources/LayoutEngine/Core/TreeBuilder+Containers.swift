import Diagnostics
import ViewTree

/// Building the containers of Containers.md §1–§6: grids, lazy stacks, ViewThatFits,
/// ScrollView and author-written layouts.
extension TreeBuilder {
    func containerAlgorithm(_ view: ViewNode, id: String, env: LayoutEnvironment, childEnv: LayoutEnvironment, validator v: ValueValidator) -> (any LayoutAlgorithm, [LayoutNode]) {
        var inner = childEnv
        inner.stackAxis = nil
        let estimates = context.estimates
        switch view.kind {
        case .grid(let grid):
            let rows = GridRowPlacements()
            inner.gridRows = rows
            let layout = EagerGridLayout(
                alignment: grid.alignment,
                horizontalSpacing: grid.horizontalSpacing.map { v.finite($0, "horizontalSpacing", fallback: estimates.gridSpacing) } ?? estimates.gridSpacing,
                verticalSpacing: grid.verticalSpacing.map { v.finite($0, "verticalSpacing", fallback: estimates.gridSpacing) } ?? estimates.gridSpacing,
                rowPlacements: rows)
            return (layout, buildChildren(view.children, parentID: id, inner))
        case .gridRow:
            guard let rows = env.gridRows else { return (PassthroughLayout(), content(view, id: id, inner)) }
            return (GridRowLayout(shared: rows), buildChildren(view.children, parentID: id, inner))
        case .lazyVGrid(let columns, let alignment, let spacing, _):
            return (lazyGrid(.vertical, columns, alignment.key, spacing, v), buildChildren(view.children, parentID: id, inner))
        case .lazyHGrid(let rows, let alignment, let spacing, _):
            return (lazyGrid(.horizontal, rows, alignment.key, spacing, v), buildChildren(view.children, parentID: id, inner))
        case .lazyVStack(let alignment, let spacing, _):
            inner.stackAxis = .vertical
            let stack = StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing.map { v.finite($0, "spacing", fallback: 8) })
            return (LazyStackLayout(stack: stack), buildChildren(view.children, parentID: id, inner))
        case .lazyHStack(let alignment, let spacing, _):
            inner.stackAxis = .horizontal
            let stack = StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing.map { v.finite($0, "spacing", fallback: 8) })
            return (LazyStackLayout(stack: stack), buildChildren(view.children, parentID: id, inner))
        case .viewThatFits(let axes):
            return (ViewThatFitsLayout(axes: axes), buildChildren(view.children, parentID: id, inner))
        case .scrollView(let axes, let showsIndicators):
            return scrollView(view, id: id, axes: axes, showsIndicators: showsIndicators, env: inner)
        case .customLayout(let layout):
            inner.stackAxis = layout.properties.stackOrientation
            return (CustomLayoutHost(layout: layout), buildChildren(view.children, parentID: id, inner))
        default:
            return (PassthroughLayout(), content(view, id: id, inner))
        }
    }

    /// The content is one view: the children in an implicit stack along the scroll axis (§6.1).
    private func scrollView(_ view: ViewNode, id: String, axes: Axis.Set, showsIndicators: Bool, env: LayoutEnvironment) -> (any LayoutAlgorithm, [LayoutNode]) {
        var inner = env
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        inner.stackAxis = axis
        let layout = ScrollViewLayout(
            axes: axes, indicators: showsIndicators ? axes.subtracting(env.hiddenScrollIndicators) : [],
            margins: env.contentMargins, showsWholeContent: context.options.showsWholeScrollContent)
        return (layout, [single(buildChildren(view.children, parentID: id, inner), id: id + ".0", inner, axis: axis)])
    }

    private func lazyGrid(_ axis: Axis, _ items: [GridItem], _ alignment: AlignmentKey, _ spacing: Double?, _ v: ValueValidator) -> LazyGridLayout {
        let estimates = context.estimates
        if items.isEmpty {
            v.report(.invalidValue, "a lazy grid needs at least one GridItem; its cells are not shown")
        }
        return LazyGridLayout(
            axis: axis, tracks: GridItemTracks(items: items.map { v.gridItem($0) }), alignment: alignment,
            lineSpacing: spacing.map { v.finite($0, "spacing", fallback: estimates.lazyGridLineSpacing) } ?? estimates.lazyGridLineSpacing)
    }

    /// A Section's views join the container; each remembers its section and part, for lazy grids.
    func buildSection(_ view: ViewNode, id: String, header: Bool, footer: Bool, _ env: LayoutEnvironment) -> [LayoutNode] {
        let nodes = buildChildren(view.children, parentID: id, env)
        for node in nodes where node.section == nil {
            let part = Int(node.id.dropFirst(id.count + 1).prefix { $0 != "." }) ?? 0
            let role: SectionMembership.Role = header && part == 0 ? .header : footer && part == view.children.count - 1 ? .footer : .content
            node.section = SectionMembership(sectionID: id, role: role)
        }
        return nodes
    }
}
