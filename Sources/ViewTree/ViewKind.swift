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
    /// A list, navigation or tab container drawn with its iOS chrome (Containers.md §8, §9).
    case system(SystemContainer)
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
    /// `Grid`, or `AnyLayout(GridLayout(…))`; children are `GridRow`s and full-width rows.
    case grid(GridLayout)
    /// One row of a `Grid`: its children are the row's cells. Nil alignment uses the grid's.
    case gridRow(alignment: VerticalAlignment?)
    case lazyVGrid(columns: [GridItem], alignment: HorizontalAlignment, spacing: Double?, pinnedViews: PinnedScrollableViews)
    case lazyHGrid(rows: [GridItem], alignment: VerticalAlignment, spacing: Double?, pinnedViews: PinnedScrollableViews)
    case lazyVStack(alignment: HorizontalAlignment, spacing: Double?, pinnedViews: PinnedScrollableViews)
    case lazyHStack(alignment: VerticalAlignment, spacing: Double?, pinnedViews: PinnedScrollableViews)
    /// `Section`: the header is the first child and the footer the last when present. Lazy grids
    /// start a new row block for it; elsewhere it is transparent, like `Group`.
    case section(hasHeader: Bool, hasFooter: Bool)
    case viewThatFits(in: Axis.Set)
    case scrollView(axes: Axis.Set, showsIndicators: Bool)
    /// A type conforming to `Layout`, written by the author; its children are the subviews.
    case customLayout(CustomLayout)

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
    case containerRelativeFrame(axes: Axis.Set, length: ContainerRelativeLength, alignment: Alignment)
    case ignoresSafeArea(regions: SafeAreaRegions, edges: Edge.Set)
    /// The content first, then the inset view. `alignment` is horizontal for top and bottom
    /// edges and vertical for leading and trailing ones.
    case safeAreaInset(edge: Edge, alignment: Alignment, spacing: Double?)
    /// nil length means the platform default.
    case safeAreaPadding(edges: Edge.Set, length: Double?)
    case safeAreaPaddingInsets(EdgeInsets)

    // Values a view carries for the layout container around it
    case gridCellColumns(Int)
    case gridColumnAlignment(HorizontalAlignment)
    case gridCellAnchor(UnitPoint)
    case gridCellUnsizedAxes(Axis.Set)
    /// `layoutValue(key:value:)`: the key is the `LayoutValueKey` type's name.
    case layoutValue(key: String, value: any Sendable)

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
             .hStack, .vStack, .zStack, .group, .forEach, .geometryReader, .custom,
             .grid, .gridRow, .lazyVGrid, .lazyHGrid, .lazyVStack, .lazyHStack, .section, .viewThatFits, .scrollView,
             .customLayout:
            false
        case .system(let container):
            container.isModifier
        case .frame, .flexFrame, .padding, .paddingInsets, .fixedSize, .layoutPriority, .offset, .position, .aspectRatio,
             .overlay, .background, .border, .alignmentGuide, .effect, .environment,
             .containerRelativeFrame, .ignoresSafeArea, .safeAreaInset, .safeAreaPadding, .safeAreaPaddingInsets,
             .gridCellColumns, .gridColumnAlignment, .gridCellAnchor, .gridCellUnsizedAxes, .layoutValue:
            true
        }
    }
}
