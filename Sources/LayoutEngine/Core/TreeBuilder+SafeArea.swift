import Diagnostics
import ViewTree

/// Building the safe-area modifiers, `containerRelativeFrame` and the trait writers
/// (Containers.md §1.4, §4.4, §5, §7).
extension TreeBuilder {
    func safeAreaAlgorithm(_ view: ViewNode, id: String, childEnv: LayoutEnvironment, validator v: ValueValidator) -> (any LayoutAlgorithm, [LayoutNode]) {
        let estimates = context.estimates
        switch view.kind {
        case .containerRelativeFrame(let axes, let length, let alignment):
            return (ContainerRelativeFrameLayout(axes: axes, length: v.containerLength(length), alignment: alignment), content(view, id: id, childEnv))
        case .ignoresSafeArea(let regions, let edges):
            return (IgnoresSafeAreaLayout(edges: regions.contains(.container) ? edges : []), content(view, id: id, childEnv))
        case .safeAreaInset(let edge, let alignment, let spacing):
            let content = single(buildChildren(Array(view.children.prefix(1)), parentID: id, childEnv), id: id + ".0", childEnv)
            var insetEnv = childEnv
            insetEnv.stackAxis = nil
            let inset = buildChildren(Array(view.children.dropFirst()), parentID: id, insetEnv)
            let gap = spacing.map { v.finite($0, "safeAreaInset spacing", fallback: estimates.safeAreaInsetSpacing) } ?? estimates.safeAreaInsetSpacing
            let layout = SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: gap, scrolls: content.isScrollable)
            return (layout, [content] + (inset.isEmpty ? [] : [single(inset, id: id + ".inset", insetEnv)]))
        case .safeAreaPadding(let edges, let length):
            let l = length.map { v.finite($0, "safeAreaPadding", fallback: 0) } ?? estimates.safeAreaPaddingLength
            return safeAreaPadding(EdgeInsets(edges, l), view, id: id, childEnv)
        case .safeAreaPaddingInsets(let i):
            let insets = EdgeInsets(
                top: v.finite(i.top, "safeAreaPadding top", fallback: 0), leading: v.finite(i.leading, "safeAreaPadding leading", fallback: 0),
                bottom: v.finite(i.bottom, "safeAreaPadding bottom", fallback: 0), trailing: v.finite(i.trailing, "safeAreaPadding trailing", fallback: 0))
            return safeAreaPadding(insets, view, id: id, childEnv)
        default:
            return (PassthroughLayout(), content(view, id: id, childEnv))
        }
    }

    /// A scrolling content keeps the band inside its frame: its ScrollView learns the band now,
    /// as its content's proposal and container size depend on it (§5.1, §7.5).
    private func safeAreaPadding(_ insets: EdgeInsets, _ view: ViewNode, id: String, _ env: LayoutEnvironment) -> (any LayoutAlgorithm, [LayoutNode]) {
        let children = content(view, id: id, env)
        let scrolls = children[0].isScrollable
        if scrolls, let scrollView = children[0].scrollViewNode, var layout = scrollView.algorithm as? ScrollViewLayout {
            layout.band = layout.band.adding(insets)
            scrollView.algorithm = layout
        }
        return (SafeAreaPaddingLayout(insets: insets, scrolls: scrolls), children)
    }

    /// More columns than any page needs; a larger span would only exhaust memory.
    static let largestSpan = 1000

    /// The container trait a modifier writes; a span below 1 or above `largestSpan` is reported and clamped.
    func trait(_ kind: ViewKind, validator v: ValueValidator) -> LayoutTraits.Setting? {
        switch kind {
        case .gridCellColumns(let n):
            let span = min(max(n, 1), Self.largestSpan)
            if span != n { v.report(.invalidValue, "gridCellColumns(\(n)) must be between 1 and \(Self.largestSpan); using \(span)") }
            return .gridCellColumns(span)
        case .gridColumnAlignment(let a): return .gridColumnAlignment(a)
        case .gridCellAnchor(let p): return .gridCellAnchor(p)
        case .gridCellUnsizedAxes(let axes): return .gridCellUnsizedAxes(axes)
        case .layoutValue(let key, let value): return .value(key: key, value)
        default: return nil
        }
    }
}

extension LayoutNode {
    /// The ScrollView this node is, seen through modifiers without a layout of their own.
    var scrollViewNode: LayoutNode? {
        if algorithm.isScrollView { return self }
        return algorithm.forwardsContentTraits ? children.first?.scrollViewNode : nil
    }
}
