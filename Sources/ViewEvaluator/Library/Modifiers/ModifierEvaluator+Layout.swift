import Diagnostics
import ViewTree

/// Builders of the modifiers that change size or position (`SupportedAPI.layoutModifiers`, Layout.md §3–§6).
extension ModifierEvaluator {
    /// `frame(width:height:alignment:)` is a fixed frame; any min/ideal/max label makes it flexible (Layout.md §4.1, §4.2).
    func frame(_ m: ModifierCall) throws -> Value {
        func length(_ label: String) -> Double? { coercion.optionalDouble(m.arguments[label]) }
        let alignment = coercion.alignmentArgument(m.arguments["alignment"], default: .center)
        let flexibleLabels = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        guard m.arguments.contains(where: { flexibleLabels.contains($0.label ?? "") }) else {
            let kind = ViewKind.frame(width: length("width"), height: length("height"), alignment: alignment)
            return try wrap(try content(m), kind, at: m.location)
        }
        let flex = FlexFrame(
            minWidth: length("minWidth"), idealWidth: length("idealWidth"), maxWidth: length("maxWidth"),
            minHeight: length("minHeight"), idealHeight: length("idealHeight"), maxHeight: length("maxHeight"), alignment: alignment)
        return try wrap(try content(m), .flexFrame(flex), at: m.location)
    }

    /// `padding()`, `padding(8)`, `padding(.horizontal)`, `padding([.top, .leading], 4)`, `padding(EdgeInsets(…))`;
    /// a missing length is the platform default (Layout.md §5.1).
    func padding(_ m: ModifierCall) throws -> Value {
        let positional = m.arguments.positional
        var edges = Edge.Set.all
        var length: Double?
        if let first = positional.first {
            if case .insets(let insets) = first.value { return try wrap(try content(m), .paddingInsets(insets), at: m.location) }
            if let set = first.value.asEdgeSet {
                edges = set
                length = coercion.optionalDouble(positional.dropFirst().first)
            } else {
                length = coercion.optionalDouble(first)
            }
        }
        return try wrap(try content(m), .padding(edges: edges, length: length), at: m.location)
    }

    /// `offset(x:y:)`/`position(x:y:)` (missing components are 0) or one `CGSize`/`CGPoint` (Layout.md §5.4, §5.5).
    func pointArgument(_ m: ModifierCall) -> Point {
        if let first = m.first {
            switch first.value {
            case .size(let s): return Point(x: s.width, y: s.height)
            case .point(let p): return p
            case .symbol(let s) where s.name == "zero": return .zero
            default: coercion.reportBadArgument(first, expected: m.name == "offset" ? "CGSize" : "CGPoint")
            }
        }
        return Point(x: coercion.optionalDouble(m.arguments["x"]) ?? 0, y: coercion.optionalDouble(m.arguments["y"]) ?? 0)
    }

    /// `aspectRatio(_:contentMode:)` with a number, a `CGSize` (width ÷ height) or nil (Layout.md §5.7).
    func aspectRatio(_ m: ModifierCall) throws -> Value {
        var ratio: Double?
        if let first = m.first {
            if case .size(let s) = first.value { ratio = s.width / s.height } else { ratio = coercion.optionalDouble(first) }
        }
        let mode = m.arguments["contentMode"]?.value.caseName.flatMap(AspectContentMode.init(rawValue:)) ?? .fit
        return try wrap(try content(m), .aspectRatio(ratio, contentMode: mode), at: m.location)
    }

    /// `alignmentGuide(g) { d in … }`: the closure runs at layout time with the real dimensions (Layout.md §6.3).
    func alignmentGuide(_ m: ModifierCall) throws -> Value {
        guard let guide = m.first, case .function(let f)? = (m.arguments["computeValue"] ?? m.arguments.last)?.value else {
            report(.error, .invalidArgument, "'alignmentGuide' needs a guide and a closure", at: m.location)
            return m.base
        }
        let key: AlignmentKey
        if let h = try coercion.horizontalAlignment(guide.value, at: guide.location) {
            key = h.key
        } else if let v = try coercion.verticalAlignment(guide.value, at: guide.location) {
            key = v.key
        } else {
            coercion.reportBadArgument(guide, expected: "HorizontalAlignment' or 'VerticalAlignment")
            return m.base
        }
        _ = try calls.callFunction(f, arguments: [Argument(label: nil, value: .dimensions(ViewDimensions(size: .zero)))], at: m.location)
        let callback = LayoutCallback(context: context, function: f, location: m.location)
        return try wrap(try content(m), .alignmentGuide(key, computeValue: { d in callback.value(for: d, fallback: d[key]) }), at: m.location)
    }
}
