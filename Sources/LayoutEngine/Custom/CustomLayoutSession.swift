import Diagnostics
import ViewTree

/// The engine's side of one custom layout node: it answers the layout's `LayoutSubview` calls,
/// keeps the layout's cache for the run, records `place` calls during `placeSubviews`, and turns
/// a failing method into a reported issue after which the layout stops being called
/// (Containers.md §4.3–§4.5).
final class CustomLayoutSession: LayoutSubviewBackend {
    private let layout: CustomLayout
    private weak var node: LayoutNode?
    private var cache: LayoutCache?
    private(set) var failed = false
    /// Placements recorded while `placeSubviews` runs, relative to the node; nil outside it.
    private var recorded: [Int: ChildPlacement]?
    private var boundsOrigin = Point.zero

    init(layout: CustomLayout) {
        self.layout = layout
    }

    /// Forgets the cache and a failure, as a new session would.
    func reset() {
        cache = nil
        failed = false
    }

    /// Runs one of the layout's methods for `node`; nil if it throws now or threw before.
    func run<T>(_ method: String, node: LayoutNode, _ body: (LayoutSubviews, inout LayoutCache) throws -> T) -> T? {
        self.node = node
        guard !failed else { return nil }
        let subviews = LayoutSubviews(backend: self, count: node.children.count)
        do {
            var cache = try self.cache ?? layout.makeCache?(subviews) ?? LayoutCache()
            let result = try body(subviews, &cache)
            self.cache = cache
            return result
        } catch {
            failed = true
            node.context.report(
                .customLayoutFailed,
                "\(layout.name).\(method) failed: \(error); the layout takes its proposal and centres its subviews", node: node)
            return nil
        }
    }

    /// Runs `placeSubviews` into `bounds` (canvas coordinates) and returns where it put each
    /// subview; nothing when it fails, so a failed layout centres all of them.
    func placements(in bounds: Rect, node: LayoutNode, _ body: (LayoutSubviews, inout LayoutCache) throws -> Void) -> [Int: ChildPlacement] {
        let outer = (recorded, boundsOrigin)
        recorded = [:]
        boundsOrigin = bounds.origin
        let succeeded = run("placeSubviews", node: node, body) != nil
        let result = succeeded ? recorded ?? [:] : [:]
        (recorded, boundsOrigin) = outer
        return result
    }

    // MARK: LayoutSubviewBackend

    func sizeThatFits(subview: Int, _ proposal: ProposedViewSize) -> Size {
        child(subview)?.sizeThatFits(proposal) ?? .zero
    }

    func dimensions(subview: Int, _ proposal: ProposedViewSize) -> ViewDimensions {
        child(subview)?.dimensions(proposal) ?? ViewDimensions(size: .zero)
    }

    /// `origin = position − anchor ⊙ size`, the size from `proposal`; the last call wins (§4.3).
    func place(subview: Int, at position: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard let child = child(subview), let node else { return }
        guard recorded != nil else {
            node.context.report(.placeOutsidePlacement, "\(layout.name) placed a subview outside placeSubviews; the call is ignored", node: node)
            return
        }
        guard position.x.isFinite, position.y.isFinite else {
            node.context.report(.invalidValue, "\(layout.name) placed subview \(subview) at a position that is not a finite number; it stays unplaced", node: node)
            return
        }
        let size = child.sizeThatFits(proposal)
        let origin = Point(x: position.x - anchor.x * size.width - boundsOrigin.x, y: position.y - anchor.y * size.height - boundsOrigin.y)
        recorded?[subview] = ChildPlacement(child: child, origin: origin, proposal: proposal)
    }

    func priority(subview: Int) -> Double { child(subview)?.layoutPriority ?? 0 }

    func spacing(subview: Int) -> ViewSpacing { child(subview)?.spacing ?? ViewSpacing() }

    func layoutValue(subview: Int, key: String) -> (any Sendable)? { child(subview)?.traits.values[key] }

    /// The subview at `index`, or nil (reported) when the layout asks for one that does not exist.
    private func child(_ index: Int) -> LayoutNode? {
        guard let node else { return nil }
        guard node.children.indices.contains(index) else {
            node.context.report(.invalidValue, "\(layout.name) asked for subview \(index) of \(node.children.count)", node: node)
            return nil
        }
        return node.children[index]
    }
}
