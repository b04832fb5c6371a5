import Diagnostics
import ViewTree

/// Builders of the modifiers that layer views or change only drawing
/// (`SupportedAPI.secondaryModifiers`, `drawingModifiers`; Layout.md §3.2, §3.4, §5.4, §5.6).
extension ModifierEvaluator {
    /// `overlay`/`background` in all their forms: a content closure, a view (older form), a style,
    /// or a style `in:` a shape. Styles become a colour or shape view filling the bounds (Layout.md §3.2).
    func secondary(_ m: ModifierCall, overlay: Bool) throws -> Value {
        var alignment = coercion.alignmentArgument(m.arguments["alignment"], default: .center)
        var secondaries: [ViewNode]
        if let closure = m.content, case .function = closure {
            secondaries = try builders.builderViews(closure, at: m.location)
        } else if let first = m.first {
            secondaries = [try styleView(first, in: m.arguments["in"])]
        } else if !overlay {
            secondaries = [try node(.color(.system(.systemBackground)), at: m.location)]
        } else {
            report(.error, .invalidArgument, "'overlay' needs content", at: m.location)
            return m.base
        }
        if m.arguments["in"] != nil { alignment = .center }
        let kind: ViewKind = overlay ? .overlay(alignment: alignment) : .background(alignment: alignment)
        return .view(try node(kind, [try content(m)] + secondaries, at: m.location))
    }

    /// A style argument as the view that fills the bounds: colour, gradient, shape, or a view.
    private func styleView(_ arg: Argument, in shapeArgument: Argument?) throws -> ViewNode {
        if let shapeArgument, let shape = BuiltinValues.shapeKind(shapeArgument.value) {
            let fill = arg.value.asPaint ?? .system(.primary)
            return try node(.shape(shape, ShapeStyling(fill: fill)), at: shapeArgument.location)
        }
        if let c = arg.value.asColor { return try node(.color(c), at: arg.location) }
        if let p = arg.value.asPaint { return try node(.gradient(p), at: arg.location) }
        if case .symbol(let s) = arg.value, let material = BuiltinValues.materials[s.name] {
            report(.warning, .approximated, "material '.\(s.name)' is drawn as a flat colour", at: arg.location)
            return try node(.color(material), at: arg.location)
        }
        if case .symbol(let s) = arg.value {
            coercion.reportBadArgument(Argument(label: arg.label, value: .symbol(s), location: arg.location), expected: "ShapeStyle")
            return try node(.emptyView, at: arg.location)
        }
        return try builders.singleView(of: arg.value, at: arg.location)
    }

    func rotation(_ m: ModifierCall) throws -> Value {
        guard let first = m.first, let degrees = first.value.asDegrees else {
            if let first = m.first { coercion.reportBadArgument(first, expected: "Angle") }
            return m.base
        }
        let anchor = m.arguments["anchor"]?.value.asUnitPoint ?? .center
        return try wrap(try content(m), .effect(.rotation(degrees: degrees, anchor: anchor)), at: m.location)
    }

    /// `scaleEffect(2)`, `scaleEffect(CGSize)`, `scaleEffect(x:y:)`.
    func scale(_ m: ModifierCall) throws -> Value {
        var x = coercion.optionalDouble(m.arguments["x"]) ?? 1, y = coercion.optionalDouble(m.arguments["y"]) ?? 1
        if let first = m.first {
            if case .size(let s) = first.value {
                x = s.width
                y = s.height
            } else if let s = coercion.optionalDouble(first) {
                x = s
                y = s
            }
        }
        let anchor = m.arguments["anchor"]?.value.asUnitPoint ?? .center
        return try wrap(try content(m), .effect(.scale(x: x, y: y, anchor: anchor)), at: m.location)
    }

    /// `shadow(color:radius:x:y:)`; SwiftUI's default colour is black at 33 % opacity.
    func shadow(_ m: ModifierCall) throws -> Value {
        let shadowColor = m.arguments["color"]?.value.asColor ?? ColorValue(.system(.black), opacity: 0.33)
        let effect = DrawingEffect.shadow(
            color: shadowColor, radius: coercion.optionalDouble(m.arguments["radius"]) ?? 0,
            x: coercion.optionalDouble(m.arguments["x"]) ?? 0, y: coercion.optionalDouble(m.arguments["y"]) ?? 0)
        return try wrap(try content(m), .effect(effect), at: m.location)
    }

    /// `border(_:width:)`: a stroke inside the view's bounds.
    func border(_ m: ModifierCall) throws -> Value {
        guard let paint = m.first?.value.asPaint else {
            if let first = m.first { coercion.reportBadArgument(first, expected: "ShapeStyle") }
            return m.base
        }
        return try wrap(try content(m), .border(paint, width: coercion.optionalDouble(m.arguments["width"]) ?? 1), at: m.location)
    }

    /// `clipShape(_:style:)`: clips drawing to a shape.
    func clipShape(_ m: ModifierCall) throws -> Value {
        guard let shape = m.first.flatMap({ BuiltinValues.shapeKind($0.value) }) else {
            if let first = m.first { coercion.reportBadArgument(first, expected: "Shape") }
            return m.base
        }
        return try wrap(try content(m), .effect(.clipShape(shape)), at: m.location)
    }
}
