import Diagnostics
import ViewTree

/// Views: what a value contributes to a container (SwiftUI's result builders), and SwiftUI's
/// views themselves, built by the functions `SupportedAPI`'s view table names (see
/// `Library/Views`).
struct ViewBuilderEvaluator: Evaluator {
    let context: EvaluationContext

    /// The views a value contributes to a container: a view, a builder's views, a colour, a view
    /// struct's body; nil and `()` contribute nothing (an `if` without `else`).
    func views(of value: Value, at here: SourceLocation) throws -> [ViewNode] {
        switch value {
        case .view(let node): return [node]
        case .views(let nodes): return nodes
        case .color(let c): return [try context.node(.color(c), at: here)]
        case .paint(.color(let c)): return [try context.node(.color(c), at: here)]
        case .paint(let p): return [try context.node(.gradient(p), at: here)]
        case .instance(let instance) where instance.type.isView: return [try declarations.customView(instance, at: here)]
        case .null, .void: return []
        case .unresolved(let name): return [try context.node(.placeholder(label: name), at: here)]
        case .binding(let b): return try views(of: b.value, at: here)
        case .instance, .bool, .int, .double, .string, .array, .dictionary, .range, .tuple, .enumCase, .function, .type, .keyPath, .symbol, .font,
             .alignment, .horizontal, .vertical, .edgeSet, .unitPoint, .size, .point, .angle, .insets, .dimensions, .geometry,
             .container, .foundation:
            report(.error, .notAView, "a value of type '\(value.typeName)' is not a view", at: here)
            return []
        }
    }

    /// One view for a modifier to wrap; several become a transparent group, as a `TupleView` would.
    func singleView(of value: Value, at here: SourceLocation) throws -> ViewNode {
        let nodes = try views(of: value, at: here)
        if nodes.count == 1 { return nodes[0] }
        try context.budget.countNode(at: here)
        return ViewNode(.group, children: nodes, source: here, isSynthetic: true)
    }

    /// The views a builder closure (or a view passed directly) produces.
    func builderViews(_ value: Value?, at here: SourceLocation) throws -> [ViewNode] {
        guard let value else { return [] }
        if case .function(let f) = value {
            return try views(of: try calls.callFunction(f, arguments: [], at: here, asViewBuilder: true), at: here)
        }
        return try views(of: value, at: here)
    }

    /// The views each element of `data` makes through `row`, one call per element: `ForEach`'s
    /// and `List`'s content.
    func rows(of data: Value, _ row: Function, at here: SourceLocation, _ transform: (Value, [ViewNode]) throws -> [ViewNode] = { $1 }) throws -> [ViewNode] {
        var children: [ViewNode] = []
        try library.forEachElement(of: data, at: here) { element in
            let produced = try views(of: try calls.callFunction(row, arguments: [Argument(label: nil, value: element)], at: here, asViewBuilder: true), at: here)
            children += try transform(element, produced)
            return true
        }
        return children
    }
}
