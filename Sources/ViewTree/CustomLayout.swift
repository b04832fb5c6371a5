/// An author-written layout (a type conforming to SwiftUI's `Layout`), as the engine hosts it:
/// the protocol's methods as closures. The evaluator builds them from interpreted code; tests write
/// them in Swift. Every closure may throw: the evaluator runs author code under budgets, and a
/// failing or runaway method becomes a reported issue, never a crash (Containers.md §4).
public struct CustomLayout: Sendable {
    public typealias SizeThatFits = @Sendable (ProposedViewSize, LayoutSubviews, inout LayoutCache) throws -> Size
    /// Gets the bounds in canvas coordinates, so placements must add `bounds.origin` (§4.3).
    public typealias PlaceSubviews = @Sendable (Rect, ProposedViewSize, LayoutSubviews, inout LayoutCache) throws -> Void
    /// Gets bounds at the origin (§4.3); nil means "no explicit value".
    public typealias ExplicitAlignment = @Sendable (AlignmentKey, Rect, ProposedViewSize, LayoutSubviews, inout LayoutCache) throws -> Double?
    public typealias Spacing = @Sendable (LayoutSubviews, inout LayoutCache) throws -> ViewSpacing
    public typealias MakeCache = @Sendable (LayoutSubviews) throws -> LayoutCache

    /// The layout's type name, shown in the trace and the frame outlines.
    public var name: String
    /// `static var layoutProperties`: tells Spacer and Divider children their axis (§4.8).
    public var properties: LayoutProperties
    public var sizeThatFits: SizeThatFits
    public var placeSubviews: PlaceSubviews
    /// Nil when the layout keeps the default, which merges the subviews' guides (§4.7).
    public var explicitAlignment: ExplicitAlignment?
    /// The guide axes `explicitAlignment` answers for: `Layout` has one overload per axis, and
    /// an axis the author did not write keeps the default merge (§4.7).
    public var explicitAlignmentAxes: Axis.Set = [.horizontal, .vertical]
    /// Nil when the layout keeps the default, the union of its subviews' preferences (§4.8).
    public var spacing: Spacing?
    /// Nil when the cache is `Void`. Called once per layout run, before the first measurement (§4.5).
    public var makeCache: MakeCache?

    public init(
        name: String, properties: LayoutProperties = LayoutProperties(),
        sizeThatFits: @escaping SizeThatFits, placeSubviews: @escaping PlaceSubviews,
        explicitAlignment: ExplicitAlignment? = nil, spacing: Spacing? = nil, makeCache: MakeCache? = nil
    ) {
        self.name = name
        self.properties = properties
        self.sizeThatFits = sizeThatFits
        self.placeSubviews = placeSubviews
        self.explicitAlignment = explicitAlignment
        self.spacing = spacing
        self.makeCache = makeCache
    }
}
