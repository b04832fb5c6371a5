import ViewTree

extension Interpreter {
    /// The view a modifier wraps.
    func content(_ m: ModifierCall) throws -> ViewNode {
        try singleView(of: m.base, at: m.baseLocation)
    }

    /// `frame(width:height:alignment:)` is a fixed frame; any min/ideal/max label makes it flexible (reference §4.1, §4.2).
    func frame(_ m: ModifierCall) throws -> Value {
        let alignment = alignmentArgument(m.arguments["alignment"], default: .center)
        let flexibleLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        guard m.arguments.contains(where: { flexibleLabels.contains($0.label ?? "") }) else {
            let kind = ViewKind.frame(width: try optionalDouble(m.arguments["width"]), height: try optionalDouble(m.arguments["height"]), alignment: alignment)
            return try wrap(try content(m), kind, at: m.location)
        }
        let flex = FlexFrame(
            minWidth: try optionalDouble(m.arguments["minWidth"]), idealWidth: try optionalDouble(m.arguments["idealWidth"]),
            maxWidth: try optionalDouble(m.arguments["maxWidth"]), minHeight: try optionalDouble(m.arguments["minHeight"]),
            idealHeight: try optionalDouble(m.arguments["idealHeight"]), maxHeight: try optionalDouble(m.arguments["maxHeight"]), alignment: alignment)
        return try wrap(try content(m), .flexFrame(flex), at: m.location)
    }

    /// `padding()`, `padding(8)`, `padding(.horizontal)`, `padding([.top, .leading], 4)`, `padding(EdgeInsets(…))`;
    /// a missing length is the platform default (reference §5.1).
    func padding(_ m: ModifierCall) throws -> Value {
        let positional = m.arguments.positional
        var edges = Edge.Set.all
        var length: Double?
        if let first = positional.first {
            if case .insets(let insets) = first.value { return try wrap(try content(m), .paddingInsets(insets), at: m.location) }
            if let set = edgeSet(first.value) {
                edges = set
                length = try optionalDouble(positional.dropFirst().first)
            } else {
                length = try optionalDouble(first)
            }
        }
        return try wrap(try content(m), .padding(edges: edges, length: length), at: m.location)
    }

    /// `offset(x:y:)`/`position(x:y:)` (missing components are 0) or one `CGSize`/`CGPoint` (reference §5.4, §5.5).
    func pointArgument(_ m: ModifierCall) throws -> Point {
        if let first = m.first {
            switch first.value {
            case .size(let s): return Point(x: s.width, y: s.height)
            case .point(let p): return p
            case .symbol(let s) where s.name == "zero": return .zero
            default: reportBadArgument(first, expected: m.name == "offset" ? "CGSize" : "CGPoint")
            }
        }
        return Point(x: try optionalDouble(m.arguments["x"]) ?? 0, y: try optionalDouble(m.arguments["y"]) ?? 0)
    }

    /// `aspectRatio(_:contentMode:)` with a number, a `CGSize` (width ÷ height) or nil (reference §5.7).
    func aspectRatio(_ m: ModifierCall) throws -> Value {
        var ratio: Double?
        if let first = m.first {
            if case .size(let s) = first.value { ratio = s.width / s.height } else { ratio = try optionalDouble(first) }
        }
        let mode = m.arguments["contentMode"].flatMap { caseName($0.value) }.flatMap(AspectContentMode.init(rawValue:)) ?? .fit
        return try wrap(try content(m), .aspectRatio(ratio, contentMode: mode), at: m.location)
    }

    /// `alignmentGuide(g) { d in … }`: the closure runs at layout time with the real dimensions (reference §6.3).
    func alignmentGuide(_ m: ModifierCall) throws -> Value {
        guard let guide = m.first, case .function(let f)? = (m.arguments["computeValue"] ?? m.arguments.last)?.value else {
            report(.error, .invalidArgument, "'alignmentGuide' needs a guide and a closure", at: m.location)
            return m.base
        }
        let key: AlignmentKey
        if let h = try horizontalAlignment(guide.value, at: guide.location) {
            key = h.key
        } else if let v = try verticalAlignment(guide.value, at: guide.location) {
            key = v.key
        } else {
            reportBadArgument(guide, expected: "HorizontalAlignment' or 'VerticalAlignment")
            return m.base
        }
        _ = try callFunction(f, arguments: [Argument(label: nil, value: .dimensions(ViewDimensions(size: .zero)))], at: m.location)
        let callback = LayoutCallback(page: page, assets: assets, limits: limits, function: f, location: m.location)
        return try wrap(try content(m), .alignmentGuide(key, computeValue: { d in callback.value(for: d, fallback: d[key]) }), at: m.location)
    }

    /// `overlay`/`background` in all their forms: a content closure, a view (older form), a style,
    /// or a style `in:` a shape. Styles become a colour or shape view filling the bounds (reference §3.2).
    func secondary(_ m: ModifierCall, overlay: Bool) throws -> Value {
        var alignment = alignmentArgument(m.arguments["alignment"], default: .center)
        var secondaries: [ViewNode]
        if let closure = m.content, case .function = closure {
            secondaries = try builderViews(closure, at: m.location)
        } else if let first = m.first {
            secondaries = [try styleView(first, in: m.arguments["in"])]
        } else if !overlay {
            secondaries = [try node(.color(.system(.systemBackground)), at: m.location)]
        } else {
            report(.error, .invalidArgument, "'overlay' needs content", at: m.location)
            return m.base
        }
        if m.arguments["in"] != nil { alignment = .center }
        let kind: ViewKind = overlay ? .overlay(alignment: alignment) : .background(alignment: alignment)
        return .view(try node(kind, [try content(m)] + secondaries, at: m.location))
    }

    /// A style argument as the view that fills the bounds: colour, gradient, shape, or a view.
    private func styleView(_ arg: Argument, in shapeArgument: Argument?) throws -> ViewNode {
        if let shapeArgument, let shape = shapeKind(shapeArgument.value) {
            let fill = paint(arg.value) ?? .system(.primary)
            return try node(.shape(shape, ShapeStyling(fill: fill)), at: shapeArgument.location)
        }
        if let c = color(arg.value) { return try node(.color(c), at: arg.location) }
        if let p = paint(arg.value) { return try node(.gradient(p), at: arg.location) }
        if case .symbol(let s) = arg.value, let material = BuiltinValues.materials[s.name] {
            report(.warning, .approximated, "material '.\(s.name)' is drawn as a flat colour", at: arg.location)
            return try node(.color(material), at: arg.location)
        }
        if case .symbol(let s) = arg.value {
            reportBadArgument(Argument(label: arg.label, value: .symbol(s), location: arg.location), expected: "ShapeStyle")
            return try node(.emptyView, at: arg.location)
        }
        return try singleView(of: arg.value, at: arg.location)
    }

    /// A shape argument: `Circle()`, `RoundedRectangle(cornerRadius: 8)`, `.capsule`, `.rect(cornerRadius:)`.
    func shapeKind(_ value: Value) -> ShapeKind? {
        switch value {
        case .view(let node):
            if case .shape(let kind, _) = node.kind { return kind }
            return nil
        case .symbol(let s):
            switch s.name {
            case "rect":
                let radius = s.arguments?["cornerRadius"].flatMap { double($0.value) } ?? 0
                return radius == 0 ? .rectangle : .roundedRectangle(cornerRadius: radius, style: cornerStyle(s.arguments?["style"]))
            case "circle": return .circle
            case "ellipse": return .ellipse
            case "capsule": return .capsule(style: .continuous)
            default: return nil
            }
        default:
            return nil
        }
    }

    func rotation(_ m: ModifierCall) throws -> Value {
        guard let first = m.first, let degrees = angle(first.value) else {
            if let first = m.first { reportBadArgument(first, expected: "Angle") }
            return m.base
        }
        let anchor = m.arguments["anchor"].flatMap { unitPoint($0.value) } ?? .center
        return try wrap(try content(m), .effect(.rotation(degrees: degrees, anchor: anchor)), at: m.location)
    }

    /// `scaleEffect(2)`, `scaleEffect(CGSize)`, `scaleEffect(x:y:)`.
    func scale(_ m: ModifierCall) throws -> Value {
        var x = try optionalDouble(m.arguments["x"]) ?? 1, y = try optionalDouble(m.arguments["y"]) ?? 1
        if let first = m.first {
            if case .size(let s) = first.value {
                x = s.width
                y = s.height
            } else if let s = try optionalDouble(first) {
                x = s
                y = s
            }
        }
        let anchor = m.arguments["anchor"].flatMap { unitPoint($0.value) } ?? .center
        return try wrap(try content(m), .effect(.scale(x: x, y: y, anchor: anchor)), at: m.location)
    }

    /// `shadow(color:radius:x:y:)`; SwiftUI's default colour is black at 33 % opacity.
    func shadow(_ m: ModifierCall) throws -> Value {
        let shadowColor = m.arguments["color"].flatMap { color($0.value) } ?? ColorValue(.system(.black), opacity: 0.33)
        let effect = DrawingEffect.shadow(
            color: shadowColor, radius: try optionalDouble(m.arguments["radius"]) ?? 0,
            x: try optionalDouble(m.arguments["x"]) ?? 0, y: try optionalDouble(m.arguments["y"]) ?? 0)
        return try wrap(try content(m), .effect(effect), at: m.location)
    }

    /// `fill`/`stroke`/`strokeBorder` restyle the shape itself; the default paint is the foreground.
    func styleShape(_ m: ModifierCall, _ apply: (inout ShapeStyling, Paint, Double) -> Void) throws -> Value {
        guard case .view(var view) = m.base, case .shape(let kind, var styling) = view.kind else {
            report(.error, .typeMismatch, "'\(m.name)' applies to shapes, not '\(typeName(of: m.base))'", at: m.location)
            return m.base
        }
        let style = m.first.flatMap { paint($0.value) } ?? Paint.system(.primary)
        if let first = m.first, paint(first.value) == nil { reportBadArgument(first, expected: "ShapeStyle") }
        var width = try optionalDouble(m.arguments["lineWidth"]) ?? 1
        if case .symbol(let style)? = m.arguments["style"]?.value, let w = style.arguments?["lineWidth"].flatMap({ double($0.value) }) { width = w }
        apply(&styling, style, width)
        view.kind = .shape(kind, styling)
        return .view(view)
    }

    func resizable(_ m: ModifierCall) throws -> Value {
        guard case .view(var view) = m.base, case .image(var image) = view.kind else {
            report(.error, .typeMismatch, "'resizable' applies to images, not '\(typeName(of: m.base))'", at: m.location)
            return m.base
        }
        image.resizable = true
        view.kind = .image(image)
        return .view(view)
    }

    /// Only the segmented style is drawn; other styles (iOS defaults to `.menu`, reference §9) are drawn segmented with a warning.
    func pickerStyle(_ m: ModifierCall) throws -> Value {
        if case .view(let view) = m.base, let source = view.source { unstyledPickers.remove(source) }
        let style = m.first.flatMap { caseName($0.value) } ?? "automatic"
        if style != "segmented" {
            report(.warning, .approximated, "picker style '.\(style)' is drawn as '.segmented'", at: m.location)
        }
        return m.base
    }

    func lineLimit(_ m: ModifierCall) throws -> Value {
        let reserves = m.arguments["reservesSpace"].flatMap { bool($0.value) } ?? false
        var minimum: Int?, maximum: Int?
        if let first = m.first {
            switch first.value {
            case .range(let r):
                minimum = int(r.lower)
                maximum = int(r.upper).map { r.isClosed ? $0 : $0 &- 1 }
            case .null:
                break
            default:
                maximum = int(first.value)
                if maximum == nil { reportBadArgument(first, expected: "Int") }
            }
        }
        if reserves, minimum == nil { minimum = maximum }
        return try wrap(try content(m), .environment(.lineLimit(min: minimum, max: maximum, reservesSpace: reserves)), at: m.location)
    }

    /// `bold()`, `bold(true)`; `bold(false)` leaves the view unchanged.
    func toggledEnvironment(_ m: ModifierCall, _ change: EnvironmentChange) throws -> Value {
        if let first = m.first, bool(first.value) == false { return m.base }
        return try wrap(try content(m), .environment(change), at: m.location)
    }

    /// `environment(\.colorScheme, .dark)`, `environment(\.dynamicTypeSize, …)`, `environment(\.font, …)`.
    func environmentKeyPath(_ m: ModifierCall) throws -> Value {
        let positional = m.arguments.positional
        guard positional.count == 2, case .keyPath(let path) = positional[0].value, let key = path.last else {
            report(.error, .invalidArgument, "'environment' expects a key path and a value", at: m.location)
            return m.base
        }
        let value = positional[1].value
        let change: EnvironmentChange? = switch key {
        case "colorScheme": .colorScheme(dark: caseName(value) == "dark")
        case "dynamicTypeSize": caseName(value).flatMap(DynamicTypeSize.init(rawValue:)).map(EnvironmentChange.dynamicTypeSize)
        case "font": font(value).map(EnvironmentChange.font)
        default: nil
        }
        guard let change else {
            report(.warning, .unsupportedModifier, "environment key '\\.\(key)' is not supported and was ignored", at: m.location)
            return m.base
        }
        return try wrap(try content(m), .environment(change), at: m.location)
    }

    func badEnvironmentArgument(_ m: ModifierCall, expected: String) throws -> Value {
        if let first = m.first { reportBadArgument(first, expected: expected) }
        return m.base
    }

    /// The string of a `Text` passed as an accessibility label.
    func accessibleText(_ value: Value) -> String {
        if case .view(let node) = value, case .text(let t) = node.kind { return t.string }
        return describe(value)
    }
}
