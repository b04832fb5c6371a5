import LayoutEngine
import ViewTree

extension ViewPainter {
    /// Drawing effects change only how the content draws, never layout (Layout.md §3.4, §5.4, §5.6).
    mutating func paintEffect(_ effect: DrawingEffect, _ node: PlacedNode) -> [SVGElement] {
        if case .hidden = effect { return [] }
        let content = paintChildren(node.children)
        guard !content.isEmpty else { return [] }
        return [.group(attributes(for: effect, node), content)]
    }

    private mutating func attributes(for effect: DrawingEffect, _ node: PlacedNode) -> SVGAttributes {
        switch effect {
        case .hidden: [:]
        case .opacity(let alpha): ["opacity": NumberFormat.string(min(max(alpha, 0), 1))]
        case .rotation(let degrees, let anchor): ["transform": Self.rotation(degrees, around: Self.point(anchor, in: node.frame))]
        case .scale(let x, let y, let anchor): ["transform": Self.scale(x, y, around: Self.point(anchor, in: node.frame))]
        case .clipShape(let shape): ["clip-path": clip(shape, node)]
        case .clipped: ["clip-path": clip(.rectangle, node)]
        case .cornerRadius(let radius): ["clip-path": clip(Self.cornerRadiusShape(radius), node)]
        case .shadow(let color, let radius, let x, let y): ["filter": shadow(color, radius: radius, x: x, y: y, node)]
        }
    }

    /// `cornerRadius(r)` clips to a rounded rectangle; its corner style is unverified (Layout.md §3.4 [U]),
    /// so it follows `RoundedRectangle`'s default, `.continuous` (§8.2).
    static func cornerRadiusShape(_ radius: Double) -> ShapeKind {
        .roundedRectangle(cornerRadius: radius, style: .continuous)
    }

    /// The anchor's position in canvas coordinates.
    private static func point(_ anchor: UnitPoint, in frame: Rect) -> Point {
        Point(x: frame.x + anchor.x * frame.width, y: frame.y + anchor.y * frame.height)
    }

    private static func rotation(_ degrees: Double, around p: Point) -> String {
        "rotate(\(NumberFormat.list([degrees, p.x, p.y])))"
    }

    /// Scaling about `p` as one matrix: p stays put, everything else moves away from it.
    private static func scale(_ x: Double, _ y: Double, around p: Point) -> String {
        "matrix(\(NumberFormat.list([x, 0, 0, y, p.x * (1 - x), p.y * (1 - y)])))"
    }

    /// Clips to `shape` in the node's frame.
    private mutating func clip(_ shape: ShapeKind, _ node: PlacedNode) -> String {
        let path = SVGElement("path", ["d": ShapePath.data(shape, in: node.frame)])
        return defs.add(SVGElement("clipPath", ["id": defs.id(node: node.id, "clip")], children: [path]))
    }
}
