import LayoutEngine
import ViewEvaluator
import ViewTree

/// Lays out every preview of an evaluated block on one canvas, as `fieldguide layout` reports them.
/// The site does not use it: it lays out each preview itself, at every width of its slider and in
/// every look its fence asks for (`PreviewDrawer`).
public struct PreviewLayout: Sendable {
    public var engine: LayoutEngine

    public init(engine: LayoutEngine) {
        self.engine = engine
    }

    /// One laid-out preview.
    public struct Result: Sendable {
        public var name: String?
        public var layout: LayoutResult
    }

    public func layout(_ evaluation: BlockEvaluation, width: Double, height: LayoutEngine.CanvasHeight) -> [Result] {
        evaluation.previews.map { preview in
            Result(name: preview.name, layout: engine.layout(preview.root, width: width, height: height))
        }
    }
}
