import ViewTree

/// A value read as a Swift or SwiftUI type where Swift would convert it implicitly (a binding
/// reads through, an implicit member such as `.leading` meets its type); nil where it cannot be
/// one. These need nothing but the value; conversions that look up the page's types or report a
/// mistake live in `Coercion`.
extension Value {
    /// A number as `Double`: `Int` converts implicitly, as integer literals do in CGFloat positions.
    var asDouble: Double? {
        switch self {
        case .double(let d): d
        case .int(let i): Double(i)
        case .binding(let b): b.value.asDouble
        case .symbol(let s) where s.arguments == nil: BuiltinValues.doubleConstants[s.name]
        default: nil
        }
    }

    var asInt: Int? {
        switch self {
        case .int(let i): i
        case .double(let d) where d.isFinite && d.rounded(.towardZero) == d && abs(d) < 1e18: Int(d)
        case .binding(let b): b.value.asInt
        default: nil
        }
    }

    var asString: String? {
        switch self {
        case .string(let s): s
        case .binding(let b): b.value.asString
        default: nil
        }
    }

    var asBool: Bool? {
        switch self {
        case .bool(let b): b
        case .binding(let b): b.value.asBool
        case .symbol(let s) where s.name == "constant": s.arguments?.first?.value.asBool
        default: nil
        }
    }

    /// The value a binding argument shows: `$x`'s current value or `.constant(x)`'s `x`.
    var boundValue: Value {
        switch self {
        case .binding(let b): b.value
        case .symbol(let s) where s.name == "constant": s.arguments?.first?.value ?? .null
        default: self
        }
    }

    /// The case name of an implicit member, enum case or optional (`.some`/`.none`).
    var caseName: String? {
        switch self {
        case .symbol(let s): s.name
        case .enumCase(let c): c.name
        case .null: "none"
        case .bool(let b): b ? "true" : "false"
        default: nil
        }
    }

    var asColor: ColorValue? {
        switch self {
        case .color(let c): return c
        case .paint(.color(let c)): return c
        case .symbol(let s) where s.arguments == nil:
            if s.name == "background" { return .system(.systemBackground) }
            return SystemColor(rawValue: s.name).map(ColorValue.system)
        case .view(let node):
            if case .color(let c) = node.kind, node.children.isEmpty { return c }
            return nil
        case .binding(let b): return b.value.asColor
        default: return nil
        }
    }

    /// A `ShapeStyle`: a colour, `Color.x.gradient`, a `LinearGradient`, `.tint` or a hierarchical style.
    var asPaint: Paint? {
        if let c = asColor { return .color(c) }
        switch self {
        case .paint(let p): return p
        case .symbol(let s) where s.name == "tint": return .system(.accentColor)
        case .view(let node):
            if case .gradient(let p) = node.kind { return p }
            return nil
        default: return nil
        }
    }

    var asFont: Font? {
        switch self {
        case .font(let f): f
        case .symbol(let s): BuiltinValues.font(s)
        default: nil
        }
    }

    var asAlignment: Alignment? {
        switch self {
        case .alignment(let a): a
        case .symbol(let s) where s.arguments == nil: BuiltinValues.alignments[s.name]
        default: nil
        }
    }

    /// `.horizontal`, `[.top, .leading]`, `.all`.
    var asEdgeSet: Edge.Set? {
        switch self {
        case .edgeSet(let e): return e
        case .symbol(let s) where s.arguments == nil: return BuiltinValues.edgeSets[s.name]
        case .array(let items):
            var set: Edge.Set = []
            for item in items {
                guard let e = item.asEdgeSet else { return nil }
                set.formUnion(e)
            }
            return set
        default: return nil
        }
    }

    var asUnitPoint: UnitPoint? {
        switch self {
        case .unitPoint(let p): p
        case .symbol(let s) where s.arguments == nil: BuiltinValues.unitPoints[s.name]
        default: nil
        }
    }

    /// `.degrees(45)`, `.radians(.pi)`, `Angle(degrees:)`, `.zero`, in degrees.
    var asDegrees: Double? {
        switch self {
        case .angle(let d): return d
        case .symbol(let s):
            if s.name == "zero", s.arguments == nil { return 0 }
            guard let arg = s.arguments?.first, let x = arg.value.asDouble else { return nil }
            if s.name == "degrees" { return x }
            if s.name == "radians" { return x * 180 / .pi }
            return nil
        default: return nil
        }
    }

    /// Values a modifier can apply to: views, view structs, colours and gradients.
    var isViewLike: Bool {
        switch self {
        case .view, .views, .color, .paint: true
        case .instance(let i): i.type.isView
        case .void, .null, .bool, .int, .double, .string, .array, .dictionary, .range, .tuple, .enumCase, .function, .type, .keyPath, .binding,
             .symbol, .unresolved, .font, .alignment, .horizontal, .vertical, .edgeSet, .unitPoint, .size, .point, .angle, .insets, .dimensions,
             .geometry, .container, .foundation:
            false
        }
    }

    /// The Swift type name used in messages.
    var typeName: String {
        switch self {
        case .void: "()"
        case .null: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .range: "Range"
        case .tuple: "tuple"
        case .view(let node): node.kindName
        case .views: "TupleView"
        case .instance(let i): i.type.name
        case .enumCase(let c): c.type.name
        case .function: "function"
        case .type(let t): t + ".Type"
        case .keyPath: "KeyPath"
        case .binding: "Binding"
        case .symbol(let s): "." + s.name
        case .unresolved(let name): name
        case .color: "Color"
        case .paint: "ShapeStyle"
        case .font: "Font"
        case .alignment: "Alignment"
        case .horizontal: "HorizontalAlignment"
        case .vertical: "VerticalAlignment"
        case .edgeSet: "Edge.Set"
        case .unitPoint: "UnitPoint"
        case .size: "CGSize"
        case .point: "CGPoint"
        case .angle: "Angle"
        case .insets: "EdgeInsets"
        case .dimensions: "ViewDimensions"
        case .geometry: "GeometryProxy"
        case .container(let c): c.typeName
        case .foundation(let f): f.typeName
        }
    }
}
