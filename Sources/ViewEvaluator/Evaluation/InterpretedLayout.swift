import SwiftSyntax
import ViewTree

/// A page type conforming to SwiftUI's `Layout`, as the engine hosts it: each protocol method
/// the author wrote becomes one of `CustomLayout`'s closures, which runs that method in the
/// interpreter (a fresh evaluation per call, with the block's limits, through `AuthorCode`), and
/// methods left out keep SwiftUI's defaults (Containers.md §4.1). The cache lives in the
/// engine's `LayoutCache` between calls. The engine calls on one thread, and the captured page
/// is a snapshot no evaluation shares, hence `@unchecked Sendable`.
final class InterpretedLayout: @unchecked Sendable {
    private let page: PageState
    private let assets: [String: Size]
    private let limits: EvaluationLimits
    private let instance: Instance
    private let location: SourceLocation

    init(context: EvaluationContext, instance: Instance, location: SourceLocation) {
        self.page = context.page
        self.assets = context.assets
        self.limits = context.limits
        self.instance = instance
        self.location = location
    }

    private var type: TypeDeclaration { instance.type }

    /// The engine's view of the layout; `properties` is the type's `layoutProperties`.
    func customLayout(properties: LayoutProperties) -> CustomLayout {
        var layout = CustomLayout(
            name: type.name, properties: properties,
            sizeThatFits: { proposal, subviews, cache in try self.sizeThatFits(proposal, subviews, &cache) },
            placeSubviews: { bounds, proposal, subviews, cache in try self.placeSubviews(bounds, proposal, subviews, &cache) })
        if implements("explicitAlignment") {
            layout.explicitAlignment = { key, bounds, proposal, subviews, cache in try self.explicitAlignment(key, bounds, proposal, subviews, &cache) }
            layout.explicitAlignmentAxes = explicitAlignmentAxes
        }
        if implements("spacing") {
            layout.spacing = { subviews, cache in try self.spacing(subviews, &cache) }
        }
        if implements("makeCache") {
            layout.makeCache = { subviews in try self.makeCache(subviews) }
        }
        return layout
    }

    private func implements(_ method: String) -> Bool { type.methods[method] != nil }

    private func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout LayoutCache) throws -> Size {
        let result = try call("sizeThatFits", [("proposal", .container(.proposal(proposal))), ("subviews", Self.value(subviews))], cache: &cache)
        return try size(result, from: "sizeThatFits")
    }

    private func placeSubviews(_ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout LayoutCache) throws {
        _ = try call("placeSubviews", [("in", .container(.rect(bounds))), ("proposal", .container(.proposal(proposal))), ("subviews", Self.value(subviews))], cache: &cache)
    }

    /// The axes the author wrote an `explicitAlignment(of:)` overload for; the other keeps the default.
    private var explicitAlignmentAxes: Axis.Set {
        var axes: Axis.Set = []
        if overload(explicitAlignmentFor: .horizontal) != nil { axes.insert(.horizontal) }
        if overload(explicitAlignmentFor: .vertical) != nil { axes.insert(.vertical) }
        return axes
    }

    private func overload(explicitAlignmentFor axis: Axis) -> FunctionDeclSyntax? {
        let axisType = axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
        return type.methods["explicitAlignment"]?.first { firstParameterType($0) == axisType }
    }

    /// The author's overload for the guide's axis; the engine asks only for axes they wrote.
    private func explicitAlignment(_ key: AlignmentKey, _ bounds: Rect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout LayoutCache) throws -> Double? {
        guard let overload = overload(explicitAlignmentFor: key.axis) else { return nil }
        let guide: Value = key.axis == .horizontal ? .horizontal(HorizontalAlignment(key)) : .vertical(VerticalAlignment(key))
        let arguments: [(String?, Value)] = [("of", guide), ("in", .container(.rect(bounds))), ("proposal", .container(.proposal(proposal))), ("subviews", Self.value(subviews))]
        let result = try call(overload, arguments, cache: &cache)
        if case .null = result { return nil }
        guard let number = result.asDouble else { throw AuthorCodeFailure(message: "explicitAlignment returned '\(result.typeName)', not a CGFloat?", location: location) }
        return number
    }

    private func spacing(_ subviews: LayoutSubviews, _ cache: inout LayoutCache) throws -> ViewSpacing {
        let result = try call("spacing", [("subviews", Self.value(subviews))], cache: &cache)
        switch result {
        case .container(.viewSpacing(let spacing)): return spacing
        case .symbol(let s) where s.name == "zero": return .zero
        default: throw AuthorCodeFailure(message: "spacing returned '\(result.typeName)', not a ViewSpacing", location: location)
        }
    }

    private func makeCache(_ subviews: LayoutSubviews) throws -> LayoutCache {
        guard let method = type.methods["makeCache"]?.first else { return LayoutCache() }
        let result = try run(method, [("subviews", Self.value(subviews))], cache: nil)
        return LayoutCache(InterpretedValue(value: result.value))
    }

    /// `LayoutSubviews` as the interpreter sees it: an array of subviews, so `count`, `indices`,
    /// subscripts, `for … in`, `map` and `enumerated` work as on any collection.
    private static func value(_ subviews: LayoutSubviews) -> Value {
        .array(subviews.map { .container(.subview($0)) })
    }

    private func call(_ name: String, _ arguments: [(String?, Value)], cache: inout LayoutCache) throws -> Value {
        guard let method = type.methods[name]?.first else {
            throw AuthorCodeFailure(message: "'\(type.name)' has no '\(name)'; a Layout needs sizeThatFits and placeSubviews", location: location)
        }
        return try call(method, arguments, cache: &cache)
    }

    /// Runs a method with the cache as its `inout cache:` argument, and keeps what it left there.
    private func call(_ method: FunctionDeclSyntax, _ arguments: [(String?, Value)], cache: inout LayoutCache) throws -> Value {
        let current = (cache.value as? InterpretedValue)?.value ?? .void
        let (result, updated) = try run(method, arguments, cache: current)
        cache.value = InterpretedValue(value: updated ?? current)
        return result
    }

    /// The method's result, and the cache's value after it when one was passed.
    private func run(_ method: FunctionDeclSyntax, _ arguments: [(String?, Value)], cache: Value?) throws -> (value: Value, cache: Value?) {
        let cacheScope = Scope(parent: nil)
        var written = arguments.map { Argument(label: $0.0, value: $0.1, location: location) }
        if let cache {
            cacheScope.declare(Self.cacheVariable, cache)
            var argument = Argument(label: "cache", value: cache, location: location)
            argument.inoutTarget = WriteBackTarget(expression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(Self.cacheVariable))), scope: cacheScope)
            written.append(argument)
        }
        let result = try AuthorCode.run(page: page, assets: assets, limits: limits, at: location) { calls in
            try calls.callFunction(calls.function(method, selfValue: .instance(instance)), arguments: written, at: location)
        }
        return (result, cache == nil ? nil : cacheScope.lookup(Self.cacheVariable))
    }

    /// The host's name for the cache; no snippet can write it, as it is not an identifier.
    private static let cacheVariable = "cache#"

    private func firstParameterType(_ method: FunctionDeclSyntax) -> String? {
        method.signature.parameterClause.parameters.first?.type.trimmedDescription
    }

    private func size(_ value: Value, from method: String) throws -> Size {
        switch value {
        case .size(let s): return s
        case .symbol(let s) where s.name == "zero": return Size(width: 0, height: 0)
        default: throw AuthorCodeFailure(message: "\(method) returned '\(value.typeName)', not a CGSize", location: location)
        }
    }
}
