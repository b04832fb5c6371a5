import ViewTree

/// Reads scalar values out of decoded YAML (numbers, names of colours and alignments…).
struct FixtureValues {
    /// Custom alignment guides declared by the fixture, by name.
    var horizontalGuides: [String: HorizontalAlignment] = [:]
    var verticalGuides: [String: VerticalAlignment] = [:]

    func number(_ value: Any?) throws -> Double? {
        switch value {
        case nil: return nil
        case let v as Int: return Double(v)
        case let v as Double: return v
        case let v as String:
            switch v.lowercased() {
            case "inf", "infinity", ".infinity", "+inf": return .infinity
            case "-inf", "-infinity", "-.infinity": return -.infinity
            case "nan", ".nan": return .nan
            default:
                guard let d = Double(v) else { throw FixtureError("not a number: \(v)") }
                return d
            }
        default: throw FixtureError("not a number: \(String(describing: value))")
        }
    }

    func require(_ value: Any?, _ what: String) throws -> Double {
        guard let v = try number(value) else { throw FixtureError("missing \(what)") }
        return v
    }

    func color(_ value: Any?) throws -> ColorValue {
        if let name = value as? String {
            guard let c = SystemColor(rawValue: name) else { throw FixtureError("unknown colour \(name)") }
            return .system(c)
        }
        guard let map = value as? [String: Any] else { throw FixtureError("bad colour \(String(describing: value))") }
        if let name = map["name"] {
            return try color(name).opacity(try number(map["opacity"]) ?? 1)
        }
        return ColorValue(
            red: try require(map["red"], "red"), green: try require(map["green"], "green"),
            blue: try require(map["blue"], "blue"), opacity: try number(map["opacity"]) ?? 1)
    }

    func paint(_ value: Any?) throws -> Paint {
        if let map = value as? [String: Any], let base = map["gradientOf"] { return .gradientOf(try color(base)) }
        if let map = value as? [String: Any], let colors = map["colors"] as? [Any] {
            return .linearGradient(LinearGradient(
                colors: try colors.map(color), startPoint: try unitPoint(map["startPoint"] ?? "top"),
                endPoint: try unitPoint(map["endPoint"] ?? "bottom")))
        }
        return .color(try color(value))
    }

    func unitPoint(_ value: Any?) throws -> UnitPoint {
        let points: [String: UnitPoint] = [
            "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
            "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        ]
        guard let name = value as? String, let p = points[name] else { throw FixtureError("bad unit point \(String(describing: value))") }
        return p
    }

    func horizontal(_ value: Any?) throws -> HorizontalAlignment {
        let name = value as? String ?? "center"
        let builtIn: [String: HorizontalAlignment] = ["leading": .leading, "center": .center, "trailing": .trailing]
        guard let a = builtIn[name] ?? horizontalGuides[name] else { throw FixtureError("unknown horizontal alignment \(name)") }
        return a
    }

    func vertical(_ value: Any?) throws -> VerticalAlignment {
        let name = value as? String ?? "center"
        let builtIn: [String: VerticalAlignment] = [
            "top": .top, "center": .center, "bottom": .bottom,
            "firstTextBaseline": .firstTextBaseline, "lastTextBaseline": .lastTextBaseline,
        ]
        guard let a = builtIn[name] ?? verticalGuides[name] else { throw FixtureError("unknown vertical alignment \(name)") }
        return a
    }

    /// Any guide by name, for `alignmentGuide` and `[name]` reads.
    func guideKey(_ name: String) throws -> AlignmentKey {
        if let h = try? horizontal(name) { return h.key }
        return try vertical(name).key
    }

    func alignment(_ value: Any?) throws -> Alignment {
        if let map = value as? [String: Any] {
            return Alignment(horizontal: try horizontal(map["horizontal"]), vertical: try vertical(map["vertical"]))
        }
        let name = value as? String ?? "center"
        let builtIn: [String: Alignment] = [
            "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
            "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
            "centerFirstTextBaseline": .centerFirstTextBaseline, "centerLastTextBaseline": .centerLastTextBaseline,
            "leadingFirstTextBaseline": .leadingFirstTextBaseline, "leadingLastTextBaseline": .leadingLastTextBaseline,
            "trailingFirstTextBaseline": .trailingFirstTextBaseline, "trailingLastTextBaseline": .trailingLastTextBaseline,
        ]
        guard let a = builtIn[name] else { throw FixtureError("unknown alignment \(name)") }
        return a
    }

    func font(_ value: Any?) throws -> Font {
        if let name = value as? String {
            guard let style = Font.TextStyle(rawValue: name) else { throw FixtureError("unknown text style \(name)") }
            return .style(style)
        }
        guard let map = value as? [String: Any] else { throw FixtureError("bad font") }
        var font: Font
        if let style = map["style"] as? String {
            guard let s = Font.TextStyle(rawValue: style) else { throw FixtureError("unknown text style \(style)") }
            font = .style(s)
        } else {
            font = .system(size: try require(map["size"], "font size"))
        }
        if let w = map["weight"] as? String {
            guard let weight = Font.Weight(rawValue: w) else { throw FixtureError("unknown weight \(w)") }
            font = font.weight(weight)
        }
        if let d = map["design"] as? String, let design = Font.Design(rawValue: d) { font.design = design }
        if map["italic"] as? Bool == true { font = font.italic() }
        return font
    }

    func edges(_ value: Any?) throws -> Edge.Set {
        let names = value as? [String] ?? (value as? String).map { [$0] } ?? ["all"]
        var set: Edge.Set = []
        let table: [String: Edge.Set] = [
            "all": .all, "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
            "horizontal": .horizontal, "vertical": .vertical,
        ]
        for name in names {
            guard let e = table[name] else { throw FixtureError("unknown edge \(name)") }
            set.formUnion(e)
        }
        return set
    }
}
