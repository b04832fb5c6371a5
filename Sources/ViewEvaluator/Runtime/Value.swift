import ViewTree

/// A value in the interpreter: Swift data, SwiftUI values, views, and the few runtime-only forms
/// (an implicit member still waiting for its type, a name that could not be resolved).
indirect enum Value {
    case void
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    case dictionary([DictionaryEntry])
    case range(RangeValue)
    case tuple([TupleElement])
    /// One built view.
    case view(ViewNode)
    /// Several views from one view builder (SwiftUI's `TupleView`); they join the enclosing container.
    case views([ViewNode])
    case instance(Instance)
    case enumCase(EnumCaseValue)
    case function(Function)
    /// A type used as a value: `Color` in `Color.red`, `Menu.self`.
    case type(String)
    case keyPath([String])
    case binding(BindingValue)
    /// `.leading`, `.degrees(45)`: an implicit member whose type the consumer decides.
    case symbol(Symbol)
    /// A name that could not be resolved; already diagnosed, so it propagates silently.
    case unresolved(String)
    case color(ColorValue)
    case paint(Paint)
    case font(Font)
    case alignment(Alignment)
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
    case edgeSet(Edge.Set)
    case unitPoint(UnitPoint)
    case size(Size)
    case point(Point)
    case angle(degrees: Double)
    case insets(EdgeInsets)
    case dimensions(ViewDimensions)
    case geometry(GeometryProxy)
    /// Grid items, proposals, rects and a custom layout's subviews.
    case container(ContainerValue)
    /// Dates, measurements, URLs and the other Foundation values apps show.
    case foundation(FoundationValue)
}

/// One key-value pair of a dictionary literal, kept in source order.
struct DictionaryEntry {
    var key: Value
    var value: Value
}

/// One element of a tuple, with its label if written.
struct TupleElement {
    var label: String?
    var value: Value
}

/// `a..<b` or `a...b`.
struct RangeValue {
    var lower: Value
    var upper: Value
    var isClosed: Bool

    /// The integer bounds, nil unless both bounds are integers and ordered (Swift traps on `5..<1`).
    var integerBounds: IntegerBounds? {
        guard case .int(let lo) = lower, case .int(let hi) = upper, lo <= hi else { return nil }
        return IntegerBounds(lower: lo, upper: hi, isClosed: isClosed)
    }

    /// Both bounds are integers, the lower above the upper.
    var isReversedIntegerRange: Bool {
        guard case .int(let lo) = lower, case .int(let hi) = upper else { return false }
        return lo > hi
    }
}

/// An implicit member expression (`.leading`, `.system(size: 12)`) before it meets a type.
struct Symbol {
    var name: String
    /// nil for a bare member, the call's arguments for `.degrees(45)`.
    var arguments: [Argument]?
}

/// `$x`: reads the current value; nothing writes through it because previews never run actions.
struct BindingValue {
    var value: Value
}

/// An instance of a user-declared struct.
struct Instance {
    var type: TypeDeclaration
    var fields: [String: Value]
}

/// A case of a user-declared enum, with its associated values.
struct EnumCaseValue {
    var type: TypeDeclaration
    var name: String
    var payload: [Argument]
}
