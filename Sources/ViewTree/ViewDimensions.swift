/// A view's size plus its alignment guides, as SwiftUI's `ViewDimensions` (Layout.md §6.2).
///
/// Guide values are in the view's own space: 0 is its top or leading edge. The explicit
/// values are looked up lazily because containers compute them from their children.
public struct ViewDimensions {
    public let width: Double
    public let height: Double
    private let explicitValue: (AlignmentKey) -> Double?

    public init(size: Size, explicit: @escaping (AlignmentKey) -> Double? = { _ in nil }) {
        self.width = size.width
        self.height = size.height
        self.explicitValue = explicit
    }

    public var size: Size { Size(width: width, height: height) }

    /// The explicit value if the view has one, else the guide's default.
    public subscript(key: AlignmentKey) -> Double { explicitValue(key) ?? key.defaultValue(self) }
    public subscript(guide: HorizontalAlignment) -> Double { self[guide.key] }
    public subscript(guide: VerticalAlignment) -> Double { self[guide.key] }
    /// The explicit value only (`d[explicit: .leading]`), nil when the view sets none.
    public subscript(explicit key: AlignmentKey) -> Double? { explicitValue(key) }
    public subscript(explicit guide: HorizontalAlignment) -> Double? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> Double? { explicitValue(guide.key) }
}
