import ViewTree

/// Builds a `ViewNode` from a fixture's YAML: a mapping with one view key (`HStack`, `Text`…),
/// optional `children`, `tag` and a `modifiers` list applied in order, like a Swift modifier chain.
struct FixtureViewDecoder {
    var values: FixtureValues
    /// Inside a GeometryReader: the proxy size, read by `width`/`height` in expressions.
    var proxy: Size?

    private static let metaKeys: Set<String> = ["children", "modifiers", "tag"]

    func view(_ yaml: Any) throws -> ViewNode {
        guard let map = yaml as? [String: Any] else { throw FixtureError("a view must be a mapping: \(yaml)") }
        let kinds = map.keys.filter { !Self.metaKeys.contains($0) }
        guard kinds.count == 1, let kind = kinds.first else { throw FixtureError("a view needs exactly one kind key, got \(kinds.sorted())") }
        let children = try (map["children"] as? [Any] ?? []).map(view)
        var node = try base(kind, map[kind], children: children)
        node.tag = map["tag"] as? String
        for modifier in map["modifiers"] as? [Any] ?? [] { node = try modify(node, modifier) }
        return node
    }

    private func base(_ kind: String, _ args: Any?, children: [ViewNode]) throws -> ViewNode {
        let a = args as? [String: Any] ?? [:]
        let v = values
        switch kind {
        case "Color": return ViewNode(.color(try v.color(args)))
        case "Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle": return ViewNode(.shape(try shape(kind, a), try styling(a)))
        case "LinearGradient": return ViewNode(.gradient(try v.paint(a)))
        case "Text": return ViewNode(.text(try text(args)))
        case "Image": return ViewNode(.image(try image(a)))
        case "Spacer": return ViewNode(.spacer(minLength: try v.number(a["minLength"])))
        case "Divider": return ViewNode(.divider)
        case "EmptyView": return ViewNode(.emptyView)
        case "Placeholder": return ViewNode(.placeholder(label: a["label"] as? String ?? "?"))
        case "HStack", "HStackLayout":
            return ViewNode(.hStack(alignment: try v.vertical(a["alignment"]), spacing: try v.number(a["spacing"])), children: children, displayName: kind == "HStack" ? nil : kind)
        case "VStack", "VStackLayout":
            return ViewNode(.vStack(alignment: try v.horizontal(a["alignment"]), spacing: try v.number(a["spacing"])), children: children, displayName: kind == "VStack" ? nil : kind)
        case "ZStack", "ZStackLayout":
            return ViewNode(.zStack(alignment: try v.alignment(a["alignment"])), children: children, displayName: kind == "ZStack" ? nil : kind)
        case "AnyLayout":
            guard let (inner, innerArgs) = a.first else { throw FixtureError("AnyLayout needs a layout") }
            var node = try base(inner, innerArgs, children: children)
            node.displayName = "AnyLayout"
            return node
        case "Group": return ViewNode(.group, children: children)
        case "ForEach": return ViewNode(.forEach, children: children)
        case "Custom": return ViewNode(.custom(name: a["name"] as? String ?? "Custom"), children: children)
        case "GeometryReader": return try geometryReader(args)
        default: return try container(kind, args, children: children) ?? control(kind, args, children: children)
        }
    }

    private func control(_ kind: String, _ args: Any?, children: [ViewNode]) throws -> ViewNode {
        let a = args as? [String: Any] ?? [:]
        func label(_ key: String = "label") -> [ViewNode] {
            (a[key] as? String ?? args as? String).map { [ViewNode(.text(TextContent($0)))] } ?? []
        }
        switch kind {
        case "Button": return ViewNode(.control(.button), children: label() + children)
        case "Toggle": return ViewNode(.control(.toggle(isOn: a["isOn"] as? Bool ?? false)), children: label() + children)
        case "Label":
            let icon = ViewNode(.image(ImageContent(.systemSymbol(name: a["systemImage"] as? String ?? "star"))))
            return ViewNode(.control(.label), children: label("title") + [icon])
        case "GroupBox":
            let title = label()
            return ViewNode(.control(.groupBox(hasLabel: !title.isEmpty)), children: title + children)
        case "Picker":
            let options = (a["options"] as? [String] ?? []).map { ViewNode(.text(TextContent($0))) }
            return ViewNode(.control(.picker(selected: a["selected"] as? Int)), children: label() + options)
        case "DatePicker":
            return ViewNode(.control(.datePicker(showsDate: a["date"] as? Bool ?? true, showsTime: a["time"] as? Bool ?? true)), children: label())
        case "ProgressView": return ViewNode(.control(.progressView(value: try values.number(a["value"]))), children: label())
        case "Slider": return ViewNode(.control(.slider(fraction: try values.number(a["fraction"]) ?? 0.5)), children: children)
        case "Stepper": return ViewNode(.control(.stepper), children: label() + children)
        case "ColorPicker": return ViewNode(.control(.colorPicker(selection: nil)), children: label() + children)
        case "Gauge": return ViewNode(.control(.gauge(fraction: try values.number(a["fraction"]) ?? 0.5, hasLabel: !children.isEmpty, hasRangeLabels: false)), children: children)
        default: throw FixtureError("unknown view kind \(kind)")
        }
    }

    /// `Text: "Hi"`, `Text: {string: "Hi"}` or `Text: {runs: [{string: "A", font: title}, …]}`.
    private func text(_ args: Any?) throws -> TextContent {
        if let string = args as? String { return TextContent(string) }
        let a = args as? [String: Any] ?? [:]
        guard let runs = a["runs"] as? [[String: Any]] else { return TextContent(a["string"] as? String ?? "") }
        return TextContent(runs: try runs.map { run in
            TextContent.Run(
                run["string"] as? String ?? "", font: try run["font"].map(values.font),
                bold: run["bold"] as? Bool ?? false, italic: run["italic"] as? Bool ?? false)
        })
    }

    private func shape(_ kind: String, _ a: [String: Any]) throws -> ShapeKind {
        let style: RoundedCornerStyle = a["style"] as? String == "circular" ? .circular : .continuous
        switch kind {
        case "Rectangle": return .rectangle
        case "Circle": return .circle
        case "Ellipse": return .ellipse
        case "Capsule": return .capsule(style: style)
        default: return .roundedRectangle(cornerRadius: try values.number(a["cornerRadius"]) ?? 0, style: style)
        }
    }

    private func styling(_ a: [String: Any]) throws -> ShapeStyling {
        var styling = ShapeStyling(fill: try a["fill"].map(values.paint))
        for (key, inside) in [("stroke", false), ("strokeBorder", true)] {
            guard let s = a[key] else { continue }
            let map = s as? [String: Any] ?? ["color": s]
            styling.stroke = .init(paint: try values.paint(map["color"] ?? "primary"), lineWidth: try values.number(map["width"]) ?? 1, inside: inside)
        }
        return styling
    }

    private func image(_ a: [String: Any]) throws -> ImageContent {
        if let symbol = a["systemName"] as? String { return ImageContent(.systemSymbol(name: symbol)) }
        let size: Size? = if let w = try values.number(a["width"]), let h = try values.number(a["height"]) { Size(width: w, height: h) } else { nil }
        return ImageContent(.asset(name: a["name"] as? String ?? "image", size: size), resizable: a["resizable"] as? Bool ?? false)
    }

    /// `GeometryReader: {children: [...]}`: the children are decoded again for the proxy's size.
    private func geometryReader(_ args: Any?) throws -> ViewNode {
        let content = (args as? [String: Any])?["children"] as? [Any] ?? []
        let decoder = self
        let wrapped = UncheckedValue(content)
        _ = try content.map { try decoder.withProxy(Size(width: 100, height: 100)).view($0) }
        return ViewNode(.geometryReader { proxy in
            let nodes = (try? wrapped.value.map { try decoder.withProxy(proxy.size).view($0) }) ?? []
            return ViewNode(.group, children: nodes)
        })
    }

    private func withProxy(_ size: Size) -> FixtureViewDecoder {
        var copy = self
        copy.proxy = size
        return copy
    }

    /// A number, or inside a GeometryReader an expression of the proxy's `width` and `height`.
    func number(_ value: Any?) throws -> Double? {
        if let proxy, let text = value as? String, text.contains("width") || text.contains("height") {
            return try GuideExpression(text).evaluate(width: proxy.width, height: proxy.height)
        }
        return try values.number(value)
    }
}

/// Carries decoded YAML (immutable after loading) into a `@Sendable` closure.
struct UncheckedValue<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
