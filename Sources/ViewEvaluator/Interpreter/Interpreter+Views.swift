import ViewTree

extension Interpreter {
    /// The views a value contributes to a container: a view, a builder's views, a colour, a view
    /// struct's body; nil and `()` contribute nothing (an `if` without `else`).
    func views(of value: Value, at here: SourceLocation) throws -> [ViewNode] {
        switch value {
        case .view(let node): return [node]
        case .views(let nodes): return nodes
        case .color(let c): return [try node(.color(c), at: here)]
        case .paint(.color(let c)): return [try node(.color(c), at: here)]
        case .paint(let p): return [try node(.gradient(p), at: here)]
        case .instance(let instance) where instance.type.isView: return [try customView(instance, at: here)]
        case .null, .void: return []
        case .unresolved(let name): return [try node(.placeholder(label: name), at: here)]
        case .binding(let b): return try views(of: b.value, at: here)
        default:
            report(.error, .notAView, "a value of type '\(typeName(of: value))' is not a view", at: here)
            return []
        }
    }

    /// One view for a modifier to wrap; several become a transparent group, as a `TupleView` would.
    func singleView(of value: Value, at here: SourceLocation) throws -> ViewNode {
        let nodes = try views(of: value, at: here)
        if nodes.count == 1 { return nodes[0] }
        try budget.countNode(at: here)
        return ViewNode(.group, children: nodes, source: here, isSynthetic: true)
    }

    /// The views a builder closure (or a view passed directly) produces.
    func builderViews(_ value: Value?, at here: SourceLocation) throws -> [ViewNode] {
        guard let value else { return [] }
        if case .function(let f) = value {
            return try views(of: try callFunction(f, arguments: [], at: here, asViewBuilder: true), at: here)
        }
        return try views(of: value, at: here)
    }

    /// A view struct: its name wraps what its `body` builds, with `self` bound to the instance.
    func customView(_ instance: Instance, at here: SourceLocation) throws -> ViewNode {
        guard var body = instance.type.computedProperties["body"] else {
            report(.error, .notAView, "type '\(instance.type.name)' has no 'body'", at: here)
            return try node(.placeholder(label: instance.type.name), at: here)
        }
        body.selfValue = .instance(instance)
        let result = try callFunction(body, arguments: [], at: here, asViewBuilder: true)
        return try node(.custom(name: instance.type.name), try views(of: result, at: here), at: here)
    }

    /// `.modifier(M(…))`: the modifier's `body(content:)` with `content` standing for the view.
    func applyViewModifier(_ modifier: Value, to content: ViewNode, at here: SourceLocation) throws -> Value {
        guard case .instance(let instance) = modifier, let method = instance.type.methods["body"]?.first else {
            if case .unresolved = modifier { return .view(content) }
            report(.error, .typeMismatch, "'modifier' expects a 'ViewModifier', found '\(typeName(of: modifier))'", at: here)
            return .view(content)
        }
        let result = try callFunction(function(method, selfValue: modifier), arguments: [Argument(label: "content", value: .view(content))], at: here)
        return .view(try node(.custom(name: instance.type.name), try views(of: result, at: here), at: here))
    }
}
