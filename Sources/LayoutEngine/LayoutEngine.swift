import ViewTree

/// The engine's entry point: lays out a view tree on a canvas, as an Xcode preview does.
public struct LayoutEngine: Sendable {
    public var options: LayoutOptions

    public init(options: LayoutOptions = LayoutOptions()) {
        self.options = options
    }

    /// The canvas a preview is laid out on unless told otherwise: an iPhone 15/16 Pro's safe area
    /// in portrait, in points (Layout.md §1.5). `fieldguide layout` and the site both start from it.
    public static let defaultCanvas = Size(width: 393, height: 759)

    /// How the canvas height is chosen.
    public enum CanvasHeight: Hashable, Sendable {
        /// Propose this height and centre the root in it.
        case fixed(Double)
        /// Propose nil and size the canvas to the root (`--height fit`).
        case fit

        /// The height proposed to the root.
        var proposed: Double? { if case .fixed(let h) = self { h } else { nil } }
    }

    /// Proposes the canvas to the root and centres the answer in it (Layout.md §1.5), then
    /// places every node and snaps frames to the pixel grid (§1.6). The canvas is a safe area
    /// with no insets around it.
    public func layout(_ root: ViewNode, width: Double = defaultCanvas.width, height: CanvasHeight = .fixed(defaultCanvas.height)) -> LayoutResult {
        run(root, proposal: ProposedViewSize(width: width, height: height.proposed), device: nil)
    }

    /// Lays out on a device screen: the root is proposed the safe-area rectangle and centred in
    /// it, and the canvas is the whole screen (Containers.md §7.2). With
    /// `showsWholeScrollContent` a plain canvas grows to show all of the content; a screen keeps its size.
    public func layout(_ root: ViewNode, device: DeviceCanvas) -> LayoutResult {
        run(root, proposal: ProposedViewSize(device.safeRect.size), device: device)
    }

    /// The tree built once, for laying out at many canvas sizes (a width slider's probes).
    public func repeatedLayout(of root: ViewNode) -> RepeatedLayout {
        let (node, context) = build(root)
        return RepeatedLayout(engine: self, root: node, context: context)
    }

    private func run(_ root: ViewNode, proposal: ProposedViewSize, device: DeviceCanvas?) -> LayoutResult {
        let (node, context) = build(root)
        return run(node, context: context, proposal: proposal, device: device)
    }

    private func build(_ root: ViewNode) -> (LayoutNode, LayoutContext) {
        let context = LayoutContext(options: options)
        var environment = LayoutEnvironment()
        environment.dynamicTypeSize = options.dynamicTypeSize
        environment.dark = options.dark
        return (TreeBuilder(context: context).buildRoot(root, environment: environment), context)
    }

    /// Sizes the root for the proposal, centres it in the canvas and places every node.
    func run(_ node: LayoutNode, context: LayoutContext, proposal: ProposedViewSize, device: DeviceCanvas?) -> LayoutResult {
        let size = context.within(container: proposal) { node.sizeThatFits(proposal) }
        var safe = device?.safeRect ?? Rect(x: 0, y: 0, width: proposal.width ?? 0, height: proposal.height ?? finite(size.height))
        if options.showsWholeScrollContent, device == nil, finite(size.height) > safe.height {
            safe.size.height = finite(size.height)
        }
        let canvas = device?.screen ?? safe.size
        let origin = Point(x: safe.x + (safe.width - size.width) / 2, y: safe.y + (safe.height - size.height) / 2)
        let insets = SafeAreaInsets(outside: device?.safeAreaInsets ?? EdgeInsets())
        context.within(container: proposal) { node.place(at: origin, proposal: proposal, safeArea: .given(insets)) }
        let placed = PlacedTreeWriter().write(node)
        let result = LayoutResult(canvas: canvas, root: placed, issues: context.issues, trace: context.trace, device: device)
        return options.roundsToPixelGrid ? result.roundedToPixelGrid(displayScale: options.displayScale) : result
    }

    private func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
}
