import Diagnostics
import ViewTree

/// What SwiftUI does with a page type conforming to `Layout`: called with a view builder
/// (`FlowLayout(spacing: 8) { … }`, `AnyLayout(FlowLayout()) { … }`, `layout { … }`, its
/// `callAsFunction`), it becomes a container whose subviews are the builder's views, laid out by
/// the author's methods at layout time (Containers.md §4).
extension DeclarationEvaluator {
    /// A `Layout` instance applied to its content: a `customLayout` node named after the type.
    func layoutView(_ layout: Instance, content: Value?, at here: SourceLocation, displayName: String? = nil) throws -> Value {
        let properties = try layoutProperties(of: layout.type, at: here)
        let host = InterpretedLayout(context: context, instance: layout, location: here)
        let children = try builders.builderViews(content, at: here)
        return .view(try context.node(.customLayout(host.customLayout(properties: properties)), children, at: here, displayName: displayName))
    }

    /// `static var layoutProperties`, or SwiftUI's default with no stack orientation (§4.1, §4.8).
    private func layoutProperties(of type: TypeDeclaration, at here: SourceLocation) throws -> LayoutProperties {
        guard type.staticProperties["layoutProperties"] != nil else { return LayoutProperties() }
        let value = try members.staticMember("layoutProperties", of: type.name, arguments: nil, at: here)
        if case .container(.layoutProperties(let properties)) = value { return properties }
        report(.error, .typeMismatch, "'layoutProperties' must be a 'LayoutProperties', found '\(value.typeName)'", at: here)
        return LayoutProperties()
    }

    /// `Type(args) { content }` for a `Layout` type: the trailing closure is the content, the
    /// other arguments make the layout. Nil when the call is not one.
    func layoutCall(_ decl: TypeDeclaration, arguments args: [Argument], at here: SourceLocation) throws -> Value? {
        guard decl.isLayout, let index = args.lastIndex(where: { $0.isTrailingClosure && $0.label == nil }) else { return nil }
        var rest = args
        let content = rest.remove(at: index)
        guard case .instance(let layout) = try construct(decl, arguments: rest, at: here) else { return .unresolved(decl.name) }
        return try layoutView(layout, content: content.value, at: here)
    }
}
