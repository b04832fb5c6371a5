import ViewTree

/// SwiftUI's named constants, by the member names snippets write after a dot.
enum BuiltinValues {
    static let alignments: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        "centerFirstTextBaseline": .centerFirstTextBaseline, "centerLastTextBaseline": .centerLastTextBaseline,
        "leadingFirstTextBaseline": .leadingFirstTextBaseline, "leadingLastTextBaseline": .leadingLastTextBaseline,
        "trailingFirstTextBaseline": .trailingFirstTextBaseline, "trailingLastTextBaseline": .trailingLastTextBaseline,
    ]

    static let horizontalAlignments: [String: HorizontalAlignment] = [
        "leading": .leading, "center": .center, "trailing": .trailing,
        "listRowSeparatorLeading": .listRowSeparatorLeading, "listRowSeparatorTrailing": .listRowSeparatorTrailing,
    ]

    static let verticalAlignments: [String: VerticalAlignment] = [
        "top": .top, "center": .center, "bottom": .bottom, "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
    ]

    static let edgeSets: [String: Edge.Set] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing, "all": .all, "horizontal": .horizontal, "vertical": .vertical,
    ]

    static let unitPoints: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    /// `.infinity`, `.nan`, `.pi`, `.zero` where a number is expected (the engine validates them).
    static let doubleConstants: [String: Double] = [
        "infinity": .infinity, "nan": .nan, "pi": .pi, "zero": 0, "greatestFiniteMagnitude": .greatestFiniteMagnitude, "leastNonzeroMagnitude": .leastNonzeroMagnitude,
    ]

    /// Materials drawn as their light-mode average colour (approximation, reported as a warning).
    static let materials: [String: ColorValue] = [
        "ultraThinMaterial": ColorValue(.system(.systemBackground), opacity: 0.5),
        "thinMaterial": ColorValue(.system(.systemBackground), opacity: 0.6),
        "regularMaterial": ColorValue(.system(.systemBackground), opacity: 0.7),
        "thickMaterial": ColorValue(.system(.systemBackground), opacity: 0.8),
        "ultraThickMaterial": ColorValue(.system(.systemBackground), opacity: 0.9),
        "bar": ColorValue(.system(.systemBackground), opacity: 0.8),
    ]

    /// `.title`, `.system(size: 20, weight: .bold, design: .rounded)`, `.system(.title, design:)`, `.custom(_:size:)`.
    static func font(_ s: Symbol) -> Font? {
        if s.arguments == nil { return Font.TextStyle(rawValue: s.name).map(Font.style) }
        let args = s.arguments ?? []
        let weight = args["weight"]?.value.caseName.flatMap(Font.Weight.init(rawValue:))
        let design = args["design"]?.value.caseName.flatMap(Font.Design.init(rawValue:)) ?? .default
        switch s.name {
        case "system":
            if let size = (args["size"] ?? args.positional.first)?.value.asDouble { return Font.system(size: size, weight: weight, design: design) }
            guard let style = args.positional.first?.value.caseName.flatMap(Font.TextStyle.init(rawValue:)) else { return nil }
            return Font(.textStyle(style), weight: weight, design: design)
        case "custom":
            guard let size = (args["size"] ?? args["fixedSize"])?.value.asDouble else { return nil }
            return Font.system(size: size)
        default:
            return nil
        }
    }

    /// `Gradient.Stop(color:location:)` or `.init(color:location:)`.
    static func gradientStop(_ value: Value) -> LinearGradient.Stop? {
        let args: [Argument]
        switch value {
        case .symbol(let s): args = s.arguments ?? []
        case .tuple(let items): args = items.map { Argument(label: $0.label, value: $0.value) }
        default: return nil
        }
        guard let c = args["color"]?.value.asColor, let l = args["location"]?.value.asDouble else { return nil }
        return LinearGradient.Stop(color: c, location: l)
    }

    /// `.continuous` (the default) or `.circular`.
    static func cornerStyle(_ value: Value?) -> RoundedCornerStyle {
        value?.caseName == "circular" ? .circular : .continuous
    }

    /// A shape argument: `Circle()`, `RoundedRectangle(cornerRadius: 8)`, `.capsule`, `.rect(cornerRadius:)`.
    static func shapeKind(_ value: Value) -> ShapeKind? {
        switch value {
        case .view(let node):
            if case .shape(let kind, _) = node.kind { return kind }
            return nil
        case .symbol(let s):
            switch s.name {
            case "rect":
                let radius = s.arguments?["cornerRadius"]?.value.asDouble ?? 0
                return radius == 0 ? .rectangle : .roundedRectangle(cornerRadius: radius, style: cornerStyle(s.arguments?["style"]?.value))
            case "circle": return .circle
            case "ellipse": return .ellipse
            case "capsule": return .capsule(style: .continuous)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// What `@Environment(\.key)` reads on an iPhone, for the keys a preview's look does not set
    /// (`PreviewEnvironment` answers `colorScheme` and `dynamicTypeSize`).
    static func environmentDefault(_ key: String) -> Value? {
        switch key {
        case "sizeCategory": .symbol(Symbol(name: "large", arguments: nil))
        case "horizontalSizeClass": .symbol(Symbol(name: "compact", arguments: nil))
        case "verticalSizeClass": .symbol(Symbol(name: "regular", arguments: nil))
        case "layoutDirection": .symbol(Symbol(name: "leftToRight", arguments: nil))
        case "isEnabled": .bool(true)
        case "displayScale": .double(3)
        default: nil
        }
    }

    /// The key and value that `.environment(\.key, value)`, `.dynamicTypeSize(size)` or
    /// `.preferredColorScheme(scheme)` writes for `@Environment(\.key)` to read (a preview shows its
    /// content in the scheme it prefers, Apple doc `View.preferredColorScheme(_:)`), for the keys the environment modifier models; nil for any
    /// other key or a value that is not one of the key's cases (the modifier reports it).
    static func environmentWrite(_ modifier: String, _ arguments: [Value]) -> (key: String, value: Value)? {
        let written: (key: String, value: Value)?
        switch (modifier, arguments.first) {
        case ("environment", .keyPath(let path)?): written = path.last.flatMap { key in arguments.dropFirst().first.map { (key, $0) } }
        case ("dynamicTypeSize", let size?): written = ("dynamicTypeSize", size)
        case ("preferredColorScheme", let scheme?): written = ("colorScheme", scheme)
        default: written = nil
        }
        guard let written, let name = written.value.caseName else { return nil }
        let valid = switch written.key {
        case "colorScheme": name == "light" || name == "dark"
        case "dynamicTypeSize": DynamicTypeSize(rawValue: name) != nil
        default: false
        }
        return valid ? (written.key, .symbol(Symbol(name: name, arguments: nil))) : nil
    }

    /// `Color(.systemRed)`, `Color(uiColor: .systemBlue)`, `Color(.secondarySystemBackground)`.
    static func platformColor(_ value: Value) -> ColorValue? {
        guard case .symbol(let s) = value, s.arguments == nil else { return nil }
        if let direct = SystemColor(rawValue: s.name) { return .system(direct) }
        if s.name.hasPrefix("system"), let first = s.name.dropFirst(6).first {
            return SystemColor(rawValue: first.lowercased() + s.name.dropFirst(7)).map(ColorValue.system)
        }
        if s.name == "label" { return .system(.primary) }
        if s.name == "secondaryLabel" { return .system(.secondary) }
        return nil
    }

    /// HSB to RGB, as `Color(hue:saturation:brightness:)` defines it.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> RGBA {
        guard hue.isFinite, saturation.isFinite, brightness.isFinite else { return RGBA(red: 0, green: 0, blue: 0) }
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        return RGBA(red: r, green: g, blue: b)
    }

    /// Member names of a SwiftUI type, for "did you mean" on a misspelt implicit member.
    static func memberNames(of type: String) -> [String] {
        switch type {
        case "Alignment": Array(alignments.keys)
        case "HorizontalAlignment": Array(horizontalAlignments.keys)
        case "VerticalAlignment": Array(verticalAlignments.keys)
        case "Edge.Set": Array(edgeSets.keys)
        case "UnitPoint": Array(unitPoints.keys)
        case "Color", "ShapeStyle": SystemColor.allCases.map(\.rawValue)
        case "Font": Font.TextStyle.allCases.map(\.rawValue) + ["system", "custom"]
        case "Font.Weight": Font.Weight.allCases.map(\.rawValue)
        case "DynamicTypeSize": DynamicTypeSize.allCases.map(\.rawValue)
        case "ColorScheme": ["light", "dark"]
        case "TextAlignment": ["leading", "center", "trailing"]
        case "Text.TruncationMode": ["head", "middle", "tail"]
        case "ContentUnavailableView": ["search"]
        default: []
        }
    }
}
