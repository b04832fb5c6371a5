import Diagnostics
import ViewTree

/// Builders of the modifiers that change a shape, an image or a picker itself
/// (`SupportedAPI.shapeAndImageModifiers`).
extension ModifierEvaluator {
    /// `fill`/`stroke`/`strokeBorder` restyle the shape itself; the default paint is the foreground.
    func styleShape(_ m: ModifierCall, _ apply: (inout ShapeStyling, Paint, Double) -> Void) throws -> Value {
        guard case .view(var view) = m.base, case .shape(let kind, var styling) = view.kind else {
            // A placeholder stands for a view already reported (unknown or not supported yet).
            if case .view(let node) = m.base, case .placeholder = node.kind { return m.base }
            report(.error, .typeMismatch, "'\(m.name)' applies to shapes, not '\(m.base.typeName)'", at: m.location)
            return m.base
        }
        let style = m.first?.value.asPaint ?? Paint.system(.primary)
        if let first = m.first, first.value.asPaint == nil { coercion.reportBadArgument(first, expected: "ShapeStyle") }
        var width = coercion.optionalDouble(m.arguments["lineWidth"]) ?? 1
        if case .symbol(let style)? = m.arguments["style"]?.value, let w = style.arguments?["lineWidth"]?.value.asDouble { width = w }
        apply(&styling, style, width)
        view.kind = .shape(kind, styling)
        return .view(view)
    }

    func resizable(_ m: ModifierCall) throws -> Value {
        guard case .view(var view) = m.base, case .image(var image) = view.kind else {
            report(.error, .typeMismatch, "'resizable' applies to images, not '\(m.base.typeName)'", at: m.location)
            return m.base
        }
        image.resizable = true
        view.kind = .image(image)
        return .view(view)
    }

    /// `tag(_:)`: identifies a Picker option by the canonical text of its value.
    func tag(_ m: ModifierCall) throws -> Value {
        var view = try content(m)
        view.tag = values.tagString(m.first?.value ?? .null)
        return .view(view)
    }
}
