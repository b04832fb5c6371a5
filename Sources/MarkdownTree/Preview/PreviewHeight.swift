/// How tall a preview canvas is: a fixed height, or just tall enough for the view (`fit`),
/// mirroring `LayoutEngine.CanvasHeight` without depending on it.
public enum PreviewHeight: Hashable, Sendable {
    case points(Double)
    case fit
}
