import ViewTree

/// Values of SwiftUI's container and `Layout` APIs that snippets hold and pass around: grid
/// columns, size proposals, rectangles, one subview of a custom layout and its spacing
/// preferences, and a layout's properties (Containers.md §2.1, §4.3, §4.4, §4.8).
enum ContainerValue {
    case gridItem(GridItem)
    case proposal(ProposedViewSize)
    /// `CGRect`: the bounds `placeSubviews` gets, or one the author makes.
    case rect(Rect)
    case subview(LayoutSubview)
    case viewSpacing(ViewSpacing)
    case layoutProperties(LayoutProperties)

    /// The Swift type name used in messages.
    var typeName: String {
        switch self {
        case .gridItem: "GridItem"
        case .proposal: "ProposedViewSize"
        case .rect: "CGRect"
        case .subview: "LayoutSubview"
        case .viewSpacing: "ViewSpacing"
        case .layoutProperties: "LayoutProperties"
        }
    }
}

/// A value the interpreter hands to the layout engine and gets back unchanged: the value of a
/// `layoutValue(key:value:)` modifier and a custom layout's cache. The engine only stores it and
/// runs on one thread per layout, hence `@unchecked Sendable`.
struct InterpretedValue: @unchecked Sendable {
    let value: Value
}
