/// A modifier that changes only how its content is drawn, never its layout (Layout.md §3.4, §5.4, §5.6).
public enum DrawingEffect: Hashable, Sendable {
    case clipShape(ShapeKind)
    case clipped
    case cornerRadius(Double)
    case hidden
    case opacity(Double)
    case rotation(degrees: Double, anchor: UnitPoint)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case shadow(color: ColorValue, radius: Double, x: Double, y: Double)

    /// The SwiftUI modifier name, used as the node's kind.
    public var name: String {
        switch self {
        case .clipShape: "clipShape"
        case .clipped: "clipped"
        case .cornerRadius: "cornerRadius"
        case .hidden: "hidden"
        case .opacity: "opacity"
        case .rotation: "rotationEffect"
        case .scale: "scaleEffect"
        case .shadow: "shadow"
        }
    }
}
