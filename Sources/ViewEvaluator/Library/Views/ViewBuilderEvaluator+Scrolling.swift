import Diagnostics
import ViewTree

/// Builders of ScrollView and ViewThatFits (`SupportedAPI.containerViews`, Containers.md §3, §6).
extension ViewBuilderEvaluator {
    /// `ScrollView(.horizontal, showsIndicators: false) { … }`: vertical by default (§6.1).
    func scrollView(_ c: BuiltinCall) throws -> Value {
        let axes = axesArgument(c.first, default: .vertical)
        let indicators = c.arguments["showsIndicators"].map { $0.value.asBool ?? true } ?? true
        return .view(try node(.scrollView(axes: axes, showsIndicators: indicators), try builderViews(c.content, at: c.location), at: c.location))
    }

    /// `ViewThatFits(in: .horizontal) { … }`: both axes by default (§3.1).
    func viewThatFits(_ c: BuiltinCall) throws -> Value {
        let axes = axesArgument(c.arguments["in"], default: .both)
        return .view(try node(.viewThatFits(in: axes), try builderViews(c.content, at: c.location), at: c.location))
    }

    /// An `Axis.Set` argument; a wrong one is reported and the default used.
    func axesArgument(_ argument: Argument?, default fallback: Axis.Set) -> Axis.Set {
        guard let argument else { return fallback }
        if let axes = argument.value.asAxisSet { return axes }
        coercion.reportBadArgument(argument, expected: "Axis.Set")
        return fallback
    }
}
