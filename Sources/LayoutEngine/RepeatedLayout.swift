import ViewTree

/// One view tree laid out at many canvas sizes, as a width slider probes it: the engine's tree is
/// built once, and each layout reuses the sizes earlier ones measured for the same proposals
/// (Layout.md §1.2: a size depends only on its proposal). Every result equals a fresh
/// `LayoutEngine.layout` of the tree at that size. Not for concurrent use.
public final class RepeatedLayout {
    private let engine: LayoutEngine
    private let root: LayoutNode
    private let context: LayoutContext

    init(engine: LayoutEngine, root: LayoutNode, context: LayoutContext) {
        self.engine = engine
        self.root = root
        self.context = context
    }

    /// As `LayoutEngine.layout(_:width:height:)`; the issues it reports are those of every layout so far.
    public func layout(width: Double, height: LayoutEngine.CanvasHeight) -> LayoutResult {
        root.prepareForAnotherLayout()
        return engine.run(root, context: context, proposal: ProposedViewSize(width: width, height: height.proposed), device: nil)
    }
}
