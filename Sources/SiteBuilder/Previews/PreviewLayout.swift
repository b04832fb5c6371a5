import LayoutEngine
import ViewEvaluator
import ViewTree

/// Lays out every preview of an evaluated block on a canvas: the step between the evaluator
/// and the renderer that the site and `fieldguide layout` share.
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
