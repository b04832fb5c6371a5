import ViewTree

/// The engine's entry point: lays out a view tree on a canvas, as an Xcode preview does.
public struct LayoutEngine: Sendable {
    public var options: LayoutOptions

    public init(options: LayoutOptions = LayoutOptions()) {
        self.options = options
    }

    /// The canvas a preview is laid out on unless told otherwise: an iPhone 15/16 Pro's safe area
    /// in portrait, in points (reference §1.5). `fieldguide layout` and the site both start from it.
    public static let defaultCanvas = Size(width: 393, height: 759)

    /// How the canvas height is chosen.
    public enum CanvasHeight: Hashable, Sendable {
        /// Propose this height and centre the root in it.
        case fixed(Double)
        /// Propose nil and size the canvas to the root (`--height fit`).
        case fit
    }

    /// Proposes the canvas to the root and centres the answer in it (reference §1.5), then
    /// places every node and snaps frames to the pixel grid (§1.6).
    public func layout(_ root: ViewNode, width: Double = defaultCanvas.width, height: CanvasHeight = .fixed(defaultCanvas.height)) -> LayoutResult {
        let context = LayoutContext(options: options)
        var environment = LayoutEnvironment()
        environment.dynamicTypeSize = options.dynamicTypeSize
        environment.dark = options.dark
        let node = TreeBuilder(context: context).buildRoot(root, environment: environment)
        let proposedHeight: Double? = if case .fixed(let h) = height { h } else { nil }
        let proposal = ProposedViewSize(width: width, height: proposedHeight)
        let size = node.sizeThatFits(proposal)
        let canvas = Size(width: width, height: proposedHeight ?? finite(size.height))
        let origin = Point(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
        node.place(at: origin, proposal: proposal)
        let placed = PlacedTreeWriter(rounding: PixelRounding(pixel: context.pixel)).write(node)
        return LayoutResult(canvas: canvas, root: placed, issues: context.issues, trace: context.trace)
    }

    private func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
}
