import Diagnostics
import ViewTree

/// `containerRelativeFrame`: a fixed frame whose length on the chosen axes comes from the nearest
/// container's size (the canvas's safe area, or a ScrollView); the other axis is left to the
/// content. Source: Containers.md §5.2 (lengths, Apple's formula), §5.3 (frame behaviour [U]).
struct ContainerRelativeFrameLayout: LayoutAlgorithm {
    let axes: Axis.Set
    let length: ContainerRelativeLength
    let alignment: Alignment

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        frame(node).sizeThatFits(p, node: node)
    }

    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        frame(node).placements(in: size, proposal: proposal, node: node)
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        frame(node).explicitAlignment(key, in: size, proposal: proposal, node: node)
    }

    func spacing(node: LayoutNode) -> ViewSpacing {
        FrameAlignment.spacing(of: node.children[0], horizontal: axes.includes(.horizontal), vertical: axes.includes(.vertical))
    }

    /// The equivalent `frame(width:height:alignment:)` for the current container.
    private func frame(_ node: LayoutNode) -> FrameLayout {
        let container = node.context.container
        return FrameLayout(
            width: axes.includes(.horizontal) ? container.width.flatMap { lengthOf($0, .horizontal, node) } : nil,
            height: axes.includes(.vertical) ? container.height.flatMap { lengthOf($0, .vertical, node) } : nil,
            alignment: alignment)
    }

    /// L for container length `c` (§5.2); negative lengths become 0 (§5.3 [U]). A failing or
    /// non-finite closure leaves the axis to the content, reported.
    private func lengthOf(_ c: Double, _ axis: Axis, _ node: LayoutNode) -> Double? {
        switch length {
        case .container:
            return max(0, c)
        case .grid(let count, let span, let spacing):
            let n = Double(max(count, 1)), k = Double(max(span, 1))
            return max(0, ((c - spacing * (n - 1)) / n) * k + spacing * (k - 1))
        case .computed(let closure):
            do {
                let value = try closure(c, axis)
                guard value.isFinite else {
                    node.context.report(.invalidValue, "containerRelativeFrame's closure returned \(value); the \(axis == .horizontal ? "width" : "height") is left to the content", node: node)
                    return nil
                }
                return max(0, value)
            } catch {
                node.context.report(.closureFailed, "containerRelativeFrame's closure failed: \(error); the \(axis == .horizontal ? "width" : "height") is left to the content", node: node)
                return nil
            }
        }
    }
}
