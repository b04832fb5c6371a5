import Diagnostics
import ViewTree

/// Builders of SwiftUI's content views (`SupportedAPI.leafViews`).
extension ViewBuilderEvaluator {
    /// `Text("a")`, `Text(verbatim:)`, `Text(value)`; a non-string value shows its description.
    /// Only a literal is a `LocalizedStringKey`, so only a literal's Markdown is styled.
    func text(_ c: BuiltinCall) throws -> Value {
        if let timer = library.timerText(c.arguments["timerInterval"]?.value, countsDown: c.arguments["countsDown"]?.value.asBool ?? true) {
            return .view(try node(.text(TextContent(timer)), at: c.location))
        }
        guard let arg = c.arguments["verbatim"] ?? c.first else {
            report(.error, .invalidArgument, "'Text' needs a string", at: c.location)
            return .view(try node(.text(TextContent("")), at: c.location))
        }
        if case .unresolved(let name) = arg.value { return .view(try node(.placeholder(label: name), at: c.location)) }
        if let formatted = library.formattedText(arg.value, style: c.arguments["style"]?.value, format: c.arguments["format"]?.value) {
            return .view(try node(.text(TextContent(formatted)), at: c.location))
        }
        switch arg.value {
        case .int, .double, .bool:
            report(.error, .typeMismatch, "'Text' needs a 'String', found '\(arg.value.typeName)'", at: arg.location,
                   notes: [DiagnosticNote("interpolate it: 'Text(\"\\(\(values.describe(arg.value)))\")'")])
        default:
            break
        }
        if arg.isStringLiteral, arg.label == nil, let literal = arg.value.asString {
            return .view(try node(.text(TextContent(runs: InlineMarkdown.runs(literal))), at: c.location))
        }
        if let shown = arg.value.asString { return .view(try node(.text(TextContent(shown)), at: c.location)) }
        let description = values.describe(arg.value)
        try context.budget.makeString(utf8Count: description.utf8.count, at: arg.location)
        return .view(try node(.text(TextContent(description)), at: c.location))
    }

    /// `Image("asset")` takes its size from the caller's asset table; `Image(systemName:)` is a symbol.
    func image(_ c: BuiltinCall) throws -> Value {
        if let symbol = c.arguments["systemName"]?.value.asString {
            return .view(try node(.image(ImageContent(.systemSymbol(name: symbol))), at: c.location))
        }
        if case .symbol(let resource)? = c.first?.value, resource.arguments == nil {
            let name = assetName(forResource: resource.name)
            return .view(try node(.image(ImageContent(.asset(name: name, size: context.assets[name]))), at: c.location))
        }
        guard let name = (c.arguments["decorative"] ?? c.first)?.value.asString else {
            report(.error, .invalidArgument, "'Image' needs an asset name or 'systemName:'", at: c.location)
            return .view(try node(.placeholder(label: "Image"), at: c.location))
        }
        return .view(try node(.image(ImageContent(.asset(name: name, size: context.assets[name]))), at: c.location))
    }

    /// `Image(.sunsetPhoto)`: Xcode's generated `ImageResource` symbol for the asset "sunset-photo"
    /// (or "SunsetPhoto", "sunset_photo"); the asset whose camel-cased name matches, else the
    /// symbol's own name, drawn as a missing asset like `Image("name")`.
    private func assetName(forResource symbol: String) -> String {
        context.assets.keys.sorted().first { Self.resourceSymbol(for: $0) == symbol } ?? symbol
    }

    private static func resourceSymbol(for asset: String) -> String {
        let words = asset.split { $0 == "-" || $0 == "_" || $0 == " " || $0 == "." }
        guard let first = words.first else { return asset }
        return first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `Color(red:green:blue:opacity:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`, `Color(.systemX)`.
    func colorInitializer(_ c: BuiltinCall) throws -> Value {
        let opacity = coercion.optionalDouble(c.arguments["opacity"]) ?? 1
        if let r = c.arguments["red"], let g = c.arguments["green"], let b = c.arguments["blue"] {
            return .color(ColorValue(red: coercion.requiredDouble(r), green: coercion.requiredDouble(g), blue: coercion.requiredDouble(b), opacity: opacity))
        }
        if let w = c.arguments["white"] {
            let white = coercion.requiredDouble(w)
            return .color(ColorValue(red: white, green: white, blue: white, opacity: opacity))
        }
        if let h = c.arguments["hue"], let s = c.arguments["saturation"], let v = c.arguments["brightness"] {
            let rgb = BuiltinValues.rgb(hue: coercion.requiredDouble(h), saturation: coercion.requiredDouble(s), brightness: coercion.requiredDouble(v))
            return .color(ColorValue(red: rgb.red, green: rgb.green, blue: rgb.blue, opacity: opacity))
        }
        if let arg = c.first ?? c.arguments["uiColor"], let color = BuiltinValues.platformColor(arg.value) {
            return .color(color)
        }
        if case .color(let color)? = (c.first ?? c.arguments["uiColor"])?.value {
            return .color(color)
        }
        report(.warning, .approximated, "colour '\(c.first.map { values.describe($0.value) } ?? "?")' is not known; drawn gray", at: c.location)
        return .color(.system(.gray))
    }

    /// `Canvas { context, size in … }` takes the space offered, as any plain custom drawing does
    /// (Layout.md §1.3: the proposal, nil → 10). Its renderer draws into a `GraphicsContext`
    /// Fieldguide does not model, so the closure is not run: the canvas is laid out, drawn empty,
    /// and a warning says so.
    func canvas(_ c: BuiltinCall) throws -> Value {
        report(.warning, .approximated, "'Canvas' is laid out but its drawing is not shown: Fieldguide does not run its renderer closure", at: c.location)
        return .view(try node(.color(.system(.clear)), at: c.location, displayName: "Canvas"))
    }

    /// `LinearGradient(colors:|gradient:|stops:, startPoint:, endPoint:)`.
    func linearGradient(_ c: BuiltinCall) throws -> Value {
        let start = (c.arguments["startPoint"]?.value ?? .unitPoint(.top)).asUnitPoint ?? .top
        let end = (c.arguments["endPoint"]?.value ?? .unitPoint(.bottom)).asUnitPoint ?? .bottom
        return .paint(.linearGradient(LinearGradient(stops: gradientStops(c), startPoint: start, endPoint: end)))
    }

    /// `RadialGradient(colors:|gradient:|stops:, center:, startRadius:, endRadius:)`.
    func radialGradient(_ c: BuiltinCall) throws -> Value {
        let center = (c.arguments["center"]?.value ?? .unitPoint(.center)).asUnitPoint ?? .center
        let start = coercion.optionalDouble(c.arguments["startRadius"]) ?? 0
        let end = coercion.optionalDouble(c.arguments["endRadius"]) ?? 0
        return .paint(.radialGradient(RadialGradient(stops: gradientStops(c), center: center, startRadius: start, endRadius: end)))
    }

    /// A gradient's stops from `colors:` (evenly spaced), `gradient:` (a `Gradient`) or `stops:`.
    private func gradientStops(_ c: BuiltinCall) -> [LinearGradient.Stop] {
        if case .array(let items)? = c.arguments["colors"]?.value {
            return LinearGradient(colors: items.compactMap(\.asColor), startPoint: .top, endPoint: .bottom).stops
        }
        if let g = c.arguments["gradient"]?.value, case .paint(.linearGradient(let gradient)) = g { return gradient.stops }
        if case .array(let items)? = c.arguments["stops"]?.value { return items.compactMap(BuiltinValues.gradientStop) }
        return []
    }

    func roundedRectangle(_ c: BuiltinCall) throws -> Value {
        var radius = coercion.optionalDouble(c.arguments["cornerRadius"])
        if radius == nil, case .size(let s)? = c.arguments["cornerSize"]?.value { radius = s.width }
        let style = BuiltinValues.cornerStyle(c.arguments["style"]?.value)
        return .view(try node(.shape(.roundedRectangle(cornerRadius: radius ?? 0, style: style), ShapeStyling()), at: c.location))
    }

    /// `AsyncImage` in a still preview: nothing is fetched, so it shows what it shows while loading
    /// (Apple doc `AsyncImage`: "Until the image loads, the view displays a standard placeholder
    /// that fills the available space"): the `placeholder` closure's views, the `content` closure
    /// called with `AsyncImagePhase.empty`, or the standard placeholder, a fill of
    /// `tertiarySystemFill` ([U]: a light grey, the exact colour is not documented).
    func asyncImage(_ c: BuiltinCall) throws -> Value {
        if let placeholder = c.arguments["placeholder"] {
            return .view(try singleView(of: .views(try builderViews(placeholder.value, at: placeholder.location)), at: c.location))
        }
        if case .function(let content)? = c.content ?? c.arguments["content"]?.value {
            let empty = Value.symbol(Symbol(name: "empty", arguments: nil))
            let views = try calls.callFunction(content, arguments: [Argument(label: nil, value: empty)], at: c.location, asViewBuilder: true)
            return .view(try singleView(of: views, at: c.location))
        }
        return .view(try node(.color(ColorValue(.system(.tertiarySystemFill))), at: c.location, displayName: "AsyncImage"))
    }
}
