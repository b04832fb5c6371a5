import Diagnostics
import ViewTree

/// Builders of SwiftUI's containers (`SupportedAPI.layoutViews`).
extension ViewBuilderEvaluator {
    /// `HStack`, `LazyHStack`, `HStackLayout`. Stack defaults: Layout.md §2 (spacing nil = adaptive, centre alignment).
    func hStack(_ c: BuiltinCall, displayName: String? = nil) throws -> Value {
        let kind = ViewKind.hStack(alignment: try coercion.verticalArgument(c.arguments["alignment"], default: .center), spacing: coercion.optionalDouble(c.arguments["spacing"]))
        return .view(try node(kind, try builderViews(c.content, at: c.location), at: c.location, displayName: displayName))
    }

    /// `VStack`, `LazyVStack`, `VStackLayout`.
    func vStack(_ c: BuiltinCall, displayName: String? = nil) throws -> Value {
        let kind = ViewKind.vStack(alignment: try coercion.horizontalArgument(c.arguments["alignment"], default: .center), spacing: coercion.optionalDouble(c.arguments["spacing"]))
        return .view(try node(kind, try builderViews(c.content, at: c.location), at: c.location, displayName: displayName))
    }

    /// `ZStack`, `ZStackLayout`.
    func zStack(_ c: BuiltinCall, displayName: String? = nil) throws -> Value {
        let kind = ViewKind.zStack(alignment: coercion.alignmentArgument(c.arguments["alignment"], default: .center))
        return .view(try node(kind, try builderViews(c.content, at: c.location), at: c.location, displayName: displayName))
    }

    /// `AnyLayout(VStackLayout(…)) { … }`: lays out exactly as the wrapped stack (Layout.md §10), named `AnyLayout` for the reader.
    /// A page type conforming to `Layout` becomes its custom layout (Containers.md §4).
    func anyLayout(_ c: BuiltinCall) throws -> Value {
        if case .instance(let custom)? = c.first?.value, custom.type.isLayout {
            return try declarations.layoutView(custom, content: c.content, at: c.location, displayName: "AnyLayout")
        }
        guard let layout = c.first?.value, case .view(var stack) = layout else {
            report(.error, .invalidArgument, "'AnyLayout' expects a layout such as 'HStackLayout', 'GridLayout' or a type conforming to 'Layout'", at: c.location)
            return .view(try node(.placeholder(label: "AnyLayout"), at: c.location))
        }
        stack.displayName = "AnyLayout"
        stack.source = c.location
        stack.children += try builderViews(c.content, at: c.location)
        return .view(stack)
    }

    /// `ForEach(data, id:) { element in … }`: the closure's views for every element. Inside a
    /// Picker each is tagged with the element's id, as SwiftUI does implicitly.
    func forEach(_ c: BuiltinCall) throws -> Value {
        let data = c.first?.value ?? c.arguments["data"]?.value ?? .null
        if case .unresolved(let name) = data { return .view(try node(.placeholder(label: name), at: c.location)) }
        guard case .function(let f)? = c.content else {
            report(.error, .invalidArgument, "'ForEach' needs a content closure", at: c.location)
            return .view(try node(.forEach, at: c.location))
        }
        let idPath: [String]? = if case .keyPath(let path)? = c.arguments["id"]?.value { path } else { nil }
        let children = try rows(of: data, f, at: c.location) { element, produced in
            guard context.pickers.isBuildingOptions else { return produced }
            let id = values.tagString(try identity(of: element, path: idPath, at: c.location))
            return produced.map { view in
                var tagged = view
                if tagged.tag == nil { tagged.tag = id }
                return tagged
            }
        }
        return .view(try node(.forEach, children, at: c.location))
    }

    /// The element's id: `id:` key path, else `Identifiable`'s `id`, else the element itself.
    private func identity(of element: Value, path: [String]?, at here: SourceLocation) throws -> Value {
        var value = element
        for name in path ?? (hasIDField(element) ? ["id"] : []) where name != "self" {
            value = try members.member(name, of: value, at: here, in: context.page.globals)
        }
        return value
    }

    private func hasIDField(_ value: Value) -> Bool {
        switch value {
        case .instance(let instance): instance.fields["id"] != nil || instance.type.computedProperties["id"] != nil
        case .enumCase(let c): c.type.computedProperties["id"] != nil
        default: false
        }
    }

    /// `GeometryReader { proxy in … }`: the closure runs again at layout time with the real size (Layout.md §5.8).
    /// It is also run once now with a zero size so its mistakes are reported with the block.
    func geometryReader(_ c: BuiltinCall) throws -> Value {
        guard case .function(let f)? = c.content else {
            report(.error, .invalidArgument, "'GeometryReader' needs a content closure", at: c.location)
            return .view(try node(.placeholder(label: "GeometryReader"), at: c.location))
        }
        _ = try calls.callFunction(f, arguments: [Argument(label: nil, value: .geometry(GeometryProxy(size: .zero)))], at: c.location, asViewBuilder: true)
        let callback = LayoutCallback(context: context, function: f, location: c.location)
        return .view(try node(.geometryReader(content: { proxy in callback.view(for: proxy) }), at: c.location))
    }
}
