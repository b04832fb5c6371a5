import Diagnostics
import ViewTree

extension Interpreter {
    /// `Text("a")`, `Text(verbatim:)`, `Text(value)`; a non-string value shows its description.
    /// Only a literal is a `LocalizedStringKey`, so only a literal's Markdown is styled.
    func text(_ c: BuiltinCall) throws -> Value {
        guard let arg = c.arguments["verbatim"] ?? c.first else {
            report(.error, .invalidArgument, "'Text' needs a string", at: c.location)
            return .view(try node(.text(TextContent("")), at: c.location))
        }
        if case .unresolved(let name) = arg.value { return .view(try node(.placeholder(label: name), at: c.location)) }
        switch arg.value {
        case .int, .double, .bool:
            report(.error, .typeMismatch, "'Text' needs a 'String', found '\(typeName(of: arg.value))'", at: arg.location,
                   notes: [DiagnosticNote("interpolate it: 'Text(\"\\(\(describe(arg.value)))\")'")])
        default:
            break
        }
        if arg.isStringLiteral, arg.label == nil, let literal = string(arg.value) {
            return .view(try node(.text(TextContent(runs: InlineMarkdown.runs(literal))), at: c.location))
        }
        return .view(try node(.text(TextContent(string(arg.value) ?? describe(arg.value))), at: c.location))
    }

    /// `Image("asset")` takes its size from the caller's asset table; `Image(systemName:)` is a symbol.
    func image(_ c: BuiltinCall) throws -> Value {
        if let symbol = c.arguments["systemName"].flatMap({ string($0.value) }) {
            return .view(try node(.image(ImageContent(.systemSymbol(name: symbol))), at: c.location))
        }
        guard let name = (c.arguments["decorative"] ?? c.first).flatMap({ string($0.value) }) else {
            report(.error, .invalidArgument, "'Image' needs an asset name or 'systemName:'", at: c.location)
            return .view(try node(.placeholder(label: "Image"), at: c.location))
        }
        return .view(try node(.image(ImageContent(.asset(name: name, size: assets[name]))), at: c.location))
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`, `Color(.systemX)`.
    func colorInitializer(_ c: BuiltinCall) throws -> Value {
        let opacity = try optionalDouble(c.arguments["opacity"]) ?? 1
        if let r = c.arguments["red"], let g = c.arguments["green"], let b = c.arguments["blue"] {
            return .color(ColorValue(red: try requiredDouble(r), green: try requiredDouble(g), blue: try requiredDouble(b), opacity: opacity))
        }
        if let w = c.arguments["white"] {
            let white = try requiredDouble(w)
            return .color(ColorValue(red: white, green: white, blue: white, opacity: opacity))
        }
        if let h = c.arguments["hue"], let s = c.arguments["saturation"], let v = c.arguments["brightness"] {
            let rgb = BuiltinValues.rgb(hue: try requiredDouble(h), saturation: try requiredDouble(s), brightness: try requiredDouble(v))
            return .color(ColorValue(red: rgb.red, green: rgb.green, blue: rgb.blue, opacity: opacity))
        }
        if let arg = c.first ?? c.arguments["uiColor"], let color = BuiltinValues.platformColor(arg.value) {
            return .color(color)
        }
        if case .color(let color)? = (c.first ?? c.arguments["uiColor"])?.value {
            return .color(color)
        }
        report(.warning, .approximated, "colour '\(c.first.map { describe($0.value) } ?? "?")' is not known; drawn gray", at: c.location)
        return .color(.system(.gray))
    }

    /// `LinearGradient(colors:|gradient:|stops:, startPoint:, endPoint:)`.
    func linearGradient(_ c: BuiltinCall) throws -> Value {
        let start = unitPoint(c.arguments["startPoint"]?.value ?? .unitPoint(.top)) ?? .top
        let end = unitPoint(c.arguments["endPoint"]?.value ?? .unitPoint(.bottom)) ?? .bottom
        var stops: [LinearGradient.Stop] = []
        if case .array(let items)? = c.arguments["colors"]?.value {
            return .paint(.linearGradient(LinearGradient(colors: items.compactMap(color), startPoint: start, endPoint: end)))
        }
        if let g = c.arguments["gradient"]?.value, case .paint(.linearGradient(let gradient)) = g {
            stops = gradient.stops
        } else if case .array(let items)? = c.arguments["stops"]?.value {
            stops = items.compactMap(gradientStop)
        }
        return .paint(.linearGradient(LinearGradient(stops: stops, startPoint: start, endPoint: end)))
    }

    /// `Gradient.Stop(color:location:)` or `.init(color:location:)`.
    func gradientStop(_ value: Value) -> LinearGradient.Stop? {
        let args: [Argument]
        switch value {
        case .symbol(let s): args = s.arguments ?? []
        case .tuple(let items): args = items.map { Argument(label: $0.label, value: $0.value) }
        default: return nil
        }
        guard let c = args["color"].flatMap({ color($0.value) }), let l = args["location"].flatMap({ double($0.value) }) else { return nil }
        return LinearGradient.Stop(color: c, location: l)
    }

    func roundedRectangle(_ c: BuiltinCall) throws -> Value {
        var radius = try optionalDouble(c.arguments["cornerRadius"])
        if radius == nil, case .size(let s)? = c.arguments["cornerSize"]?.value { radius = s.width }
        return .view(try node(.shape(.roundedRectangle(cornerRadius: radius ?? 0, style: cornerStyle(c.arguments["style"])), ShapeStyling()), at: c.location))
    }

    /// `.continuous` (the default) or `.circular`.
    func cornerStyle(_ arg: Argument?) -> RoundedCornerStyle {
        guard let arg else { return .continuous }
        return caseName(arg.value) == "circular" ? .circular : .continuous
    }

    /// `AnyLayout(VStackLayout(…)) { … }`: lays out exactly as the wrapped stack (reference §10), named `AnyLayout` for the reader.
    func anyLayout(_ c: BuiltinCall) throws -> Value {
        guard let layout = c.first?.value, case .view(var stack) = layout else {
            report(.error, .invalidArgument, "'AnyLayout' expects 'HStackLayout', 'VStackLayout' or 'ZStackLayout'", at: c.location)
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
        var children: [ViewNode] = []
        try forEachElement(of: data, at: c.location) { element in
            let produced = try views(of: try callFunction(f, arguments: [Argument(label: nil, value: element)], at: c.location, asViewBuilder: true), at: c.location)
            guard pickerContentDepth > 0 else {
                children += produced
                return true
            }
            let id = tagString(try identity(of: element, path: idPath, at: c.location))
            children += produced.map { view in
                var tagged = view
                if tagged.tag == nil { tagged.tag = id }
                return tagged
            }
            return true
        }
        return .view(try node(.forEach, children, at: c.location))
    }

    /// The element's id: `id:` key path, else `Identifiable`'s `id`, else the element itself.
    private func identity(of element: Value, path: [String]?, at here: SourceLocation) throws -> Value {
        var value = element
        for name in path ?? (hasIDField(element) ? ["id"] : []) where name != "self" {
            value = try member(name, of: value, at: here, in: page.globals)
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

    /// The canonical text of a tag or selection value, so `.tag(true)` matches a `true` selection.
    func tagString(_ value: Value) -> String {
        switch value {
        case .string(let s): "\"" + s + "\""
        case .double(let d) where d == d.rounded() && abs(d) < 1e15: String(Int(d))
        case .enumCase(let c): "." + c.name
        case .symbol(let s): "." + s.name
        case .binding(let b): tagString(b.value)
        default: describe(value)
        }
    }

    /// `GeometryReader { proxy in … }`: the closure runs again at layout time with the real size (reference §5.8).
    /// It is also run once now with a zero size so its mistakes are reported with the block.
    func geometryReader(_ c: BuiltinCall) throws -> Value {
        guard case .function(let f)? = c.content else {
            report(.error, .invalidArgument, "'GeometryReader' needs a content closure", at: c.location)
            return .view(try node(.placeholder(label: "GeometryReader"), at: c.location))
        }
        _ = try callFunction(f, arguments: [Argument(label: nil, value: .geometry(GeometryProxy(size: .zero)))], at: c.location, asViewBuilder: true)
        let callback = LayoutCallback(page: page, assets: assets, limits: limits, function: f, location: c.location)
        return .view(try node(.geometryReader(content: { proxy in callback.view(for: proxy) }), at: c.location))
    }
}
