import ViewTree

/// A snippet closure the layout engine calls while laying out (GeometryReader content,
/// alignment guides, custom alignment defaults). Each call runs in a fresh evaluation over the
/// page as it was when the closure was written, with its own budget; the engine calls these on
/// one thread, and the captured state is never shared with a running evaluation, hence
/// `@unchecked Sendable`.
final class LayoutCallback: @unchecked Sendable {
    private let page: PageState
    private let assets: [String: Size]
    private let limits: EvaluationLimits
    private let function: Function
    private let location: SourceLocation
    /// `in` for `AlignmentID.defaultValue(in:)`, nil for closures.
    private let argumentLabel: String?

    /// A callback over the page, assets and limits of the evaluation that wrote the closure.
    init(context: EvaluationContext, function: Function, location: SourceLocation, argumentLabel: String? = nil) {
        self.page = context.page
        self.assets = context.assets
        self.limits = context.limits
        self.function = function
        self.location = location
        self.argumentLabel = argumentLabel
    }

    /// The GeometryReader content for the reader's final size; a placeholder if evaluation stops.
    func view(for proxy: GeometryProxy) -> ViewNode {
        let context = EvaluationContext(page: page, assets: assets, limits: limits)
        do {
            let result = try CallEvaluator(context: context).callFunction(function, arguments: [Argument(label: nil, value: .geometry(proxy))], at: location, asViewBuilder: true)
            return try ViewBuilderEvaluator(context: context).singleView(of: result, at: location)
        } catch {
            return ViewNode(.placeholder(label: "GeometryReader"), source: location)
        }
    }

    /// A guide value for the given dimensions; `fallback` if the closure yields no number.
    func value(for dimensions: ViewDimensions, fallback: Double) -> Double {
        let context = EvaluationContext(page: page, assets: assets, limits: limits)
        do {
            let result = try CallEvaluator(context: context).callFunction(function, arguments: [Argument(label: argumentLabel, value: .dimensions(dimensions))], at: location)
            return result.asDouble ?? fallback
        } catch {
            return fallback
        }
    }
}
