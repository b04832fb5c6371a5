/// The built-in shapes. Sizing rules: Layout.md §8.2.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle)
    case circle
    case ellipse
    case capsule(style: RoundedCornerStyle)
}

/// Corner geometry: `.continuous` (squircle, SwiftUI's default) or `.circular`.
public enum RoundedCornerStyle: Hashable, Sendable {
    case continuous
    case circular
}

/// How a shape view is painted: filled, stroked centred on the path, or stroked inside it.
public struct ShapeStyling: Hashable, Sendable {
    public var fill: Paint?
    public var stroke: Stroke?

    public init(fill: Paint? = nil, stroke: Stroke? = nil) {
        self.fill = fill
        self.stroke = stroke
    }

    public struct Stroke: Hashable, Sendable {
        public var paint: Paint
        public var lineWidth: Double
        /// `strokeBorder`: inset by half the line width so the stroke stays inside the bounds.
        public var inside: Bool

        public init(paint: Paint, lineWidth: Double, inside: Bool) {
            self.paint = paint
            self.lineWidth = lineWidth
            self.inside = inside
        }
    }
}
