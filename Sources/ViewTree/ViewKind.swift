/// What one node of a view tree is: a leaf view, a container, or a modifier wrapping its content.
///
/// Modifiers are nodes of their own, as in SwiftUI where `.frame` wraps its content in a new
/// view; a modifier's content is its first child. `overlay` and `background` have the primary as
/// first child and the secondary views after it.
public enum ViewKind: Sendable {
    // Leaves
    case color(ColorValue)
    case shape(ShapeKind, ShapeStyling)
    /// `LinearGradient` and other gradient views used as views.
    case gradient(Paint)
    case text(TextContent)
    case image(ImageContent)
    case spacer(minLength: Double?)
    case divider
    case emptyView
    case control(ControlKind)
    /// A view the evaluator could not build, drawn as a labelled box so the reader sees the gap.
    case placeholder(label: String)

    // Containers
    case hStack(alignment: VerticalAlignment, spacing: Double?)
    case vStack(alignment: HorizontalAlignment, spacing: Double?)
    case zStack(alignment: Alignment)
    /// `Group`, `ForEach`, `TupleView`: transparent, children join the enclosing container.
    case group
    case forEach
    case geometryReader(content: @Sendable (GeometryProxy) -> ViewNode)
    /// A user-defined `View` struct or `ViewModifier`: transparent, named for the reader.
    case custom(name: String)

    // Layout modifiers
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexFrame(FlexFrame)
    /// `padding(edges, length)`: nil length means the platform default.
    case padding(edges: Edge.Set, length: Double?)
    case paddingInsets(EdgeInsets)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    case aspectRatio(Double?, contentMode: AspectContentMode)
    case overlay(alignment: Alignment)
    case background(alignment: Alignment)
    case border(Paint, width: Double)
    case alignmentGuide(AlignmentKey, computeValue: @Sendable (ViewDimensions) -> Double)

    // Drawing and environment modifiers
    case effect(DrawingEffect)
    case environment(EnvironmentChange)
}

extension ViewKind {
    /// Whether this kind is a modifier: a node wrapping one content view, its first child
    /// (`overlay` and `background` add their secondary views after it). Every kind is listed, so
    /// a new kind does not compile until it is sorted here.
    public var isModifier: Bool {
        switch self {
        case .color, .shape, .gradient, .text, .image, .spacer, .divider, .emptyView, .control, .placeholder,
             .hStack, .vStack, .zStack, .group, .forEach, .geometryReader, .custom:
            false
        case .frame, .flexFrame, .padding, .paddingInsets, .fixedSize, .layoutPriority, .offset, .position, .aspectRatio,
             .overlay, .background, .border, .alignmentGuide, .effect, .environment:
            true
        }
    }
}
