import ViewTree

extension FixtureViewDecoder {
    /// Applies one entry of a `modifiers:` list: `{frame: {width: 50}}`, `{padding: 10}`, …
    func modify(_ node: ViewNode, _ yaml: Any) throws -> ViewNode {
        let map: [String: Any] = if let name = yaml as? String { [name: [String: Any]()] } else { yaml as? [String: Any] ?? [:] }
        let names = map.keys.filter { $0 != "tag" }
        guard names.count == 1, let name = names.first else { throw FixtureError("a modifier needs exactly one name: \(yaml)") }
        var modified = try apply(name, map[name], to: node)
        modified.tag = map["tag"] as? String
        return modified
    }

    private func apply(_ name: String, _ args: Any?, to node: ViewNode) throws -> ViewNode {
        let a = args as? [String: Any] ?? [:]
        let v = values
        switch name {
        case "frame": return node.modified(try frame(a))
        case "padding": return node.modified(try padding(args))
        case "fixedSize": return node.modified(.fixedSize(horizontal: a["horizontal"] as? Bool ?? true, vertical: a["vertical"] as? Bool ?? true))
        case "layoutPriority": return node.modified(.layoutPriority(try v.require(args, "priority")))
        case "offset": return node.modified(.offset(x: try number(a["x"]) ?? 0, y: try number(a["y"]) ?? 0))
        case "position": return node.modified(.position(x: try number(a["x"]) ?? 0, y: try number(a["y"]) ?? 0))
        case "aspectRatio": return node.modified(.aspectRatio(try ratio(a["ratio"]), contentMode: a["contentMode"] as? String == "fill" ? .fill : .fit))
        case "scaledToFit": return node.modified(.aspectRatio(nil, contentMode: .fit))
        case "scaledToFill": return node.modified(.aspectRatio(nil, contentMode: .fill))
        case "overlay", "background": return try secondary(name, args, node)
        case "border":
            let color = a.isEmpty ? args : a["color"]
            return node.modified(.border(try v.paint(color ?? "primary"), width: try number(a["width"]) ?? 1))
        case "alignmentGuide": return try alignmentGuide(a, node)
        default: return try containerModifier(name, args, node) ?? effectOrEnvironment(name, args, node)
        }
    }

    private func frame(_ a: [String: Any]) throws -> ViewKind {
        let alignment = try values.alignment(a["alignment"])
        let flexKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        guard flexKeys.contains(where: { a[$0] != nil }) else {
            return .frame(width: try number(a["width"]), height: try number(a["height"]), alignment: alignment)
        }
        return .flexFrame(FlexFrame(
            minWidth: try number(a["minWidth"]), idealWidth: try number(a["idealWidth"]), maxWidth: try number(a["maxWidth"]),
            minHeight: try number(a["minHeight"]), idealHeight: try number(a["idealHeight"]), maxHeight: try number(a["maxHeight"]),
            alignment: alignment))
    }

    /// `padding: 10`, `padding: {}` (default 16), `padding: {edges: [top], length: 30}`,
    /// or insets `padding: {top: 10, leading: 20, bottom: 30, trailing: 15}`.
    private func padding(_ args: Any?) throws -> ViewKind {
        if args != nil, let length = try? values.number(args) { return .padding(edges: .all, length: length) }
        let a = args as? [String: Any] ?? [:]
        if ["top", "leading", "bottom", "trailing"].contains(where: { a[$0] != nil }) {
            return .paddingInsets(EdgeInsets(
                top: try number(a["top"]) ?? 0, leading: try number(a["leading"]) ?? 0,
                bottom: try number(a["bottom"]) ?? 0, trailing: try number(a["trailing"]) ?? 0))
        }
        return .padding(edges: try values.edges(a["edges"]), length: try number(a["length"]))
    }

    private func ratio(_ value: Any?) throws -> Double? {
        if let pair = value as? [Any], pair.count == 2 {
            return try values.require(pair[0], "ratio width") / values.require(pair[1], "ratio height")
        }
        return try number(value)
    }

    /// `background: red` (a colour filling the bounds) or `{alignment: …, content: [views]}`.
    private func secondary(_ name: String, _ args: Any?, _ node: ViewNode) throws -> ViewNode {
        let a = args as? [String: Any] ?? [:]
        let content: [ViewNode]
        var alignment = Alignment.center
        if let views = a["content"] as? [Any] {
            content = try views.map(view)
            alignment = try values.alignment(a["alignment"])
        } else {
            content = [ViewNode(.shape(.rectangle, ShapeStyling(fill: try values.paint(args))))]
        }
        let kind: ViewKind = name == "overlay" ? .overlay(alignment: alignment) : .background(alignment: alignment)
        return ViewNode(kind, children: [node] + content)
    }

    /// `alignmentGuide: {guide: leading, value: "width / 2"}`; `[name]` reads another guide.
    private func alignmentGuide(_ a: [String: Any], _ node: ViewNode) throws -> ViewNode {
        guard let guideName = a["guide"] as? String else { throw FixtureError("alignmentGuide needs a guide") }
        let key = try values.guideKey(guideName)
        let expression = try GuideExpression(a["value"].map { "\($0)" } ?? "0")
        let values = self.values
        let names = try Self.guideNames(in: expression.text).reduce(into: [String: AlignmentKey]()) { $0[$1] = try values.guideKey($1) }
        return node.modified(.alignmentGuide(key) { d in
            expression.evaluate(width: d.width, height: d.height) { name in names[name].map { d[$0] } ?? 0 }
        })
    }

    /// The names read as `[name]` in a guide expression.
    static func guideNames(in text: String) -> [String] {
        text.split(separator: "[", omittingEmptySubsequences: false).dropFirst().compactMap { $0.split(separator: "]").first.map(String.init) }
    }

    private func effectOrEnvironment(_ name: String, _ args: Any?, _ node: ViewNode) throws -> ViewNode {
        let a = args as? [String: Any] ?? [:]
        let v = values
        let kind: ViewKind
        switch name {
        case "hidden": kind = .effect(.hidden)
        case "clipped": kind = .effect(.clipped)
        case "opacity": kind = .effect(.opacity(try v.require(args, "opacity")))
        case "cornerRadius": kind = .effect(.cornerRadius(try v.require(args, "radius")))
        case "clipShape": kind = .effect(.clipShape(try shapeKind(args)))
        case "rotationEffect": kind = .effect(.rotation(degrees: try v.require(args, "degrees"), anchor: .center))
        case "scaleEffect": kind = .effect(.scale(x: try v.require(args, "scale"), y: try v.require(args, "scale"), anchor: .center))
        case "shadow": kind = .effect(.shadow(color: ColorValue(.system(.black), opacity: 0.33), radius: try v.number(a["radius"]) ?? 4, x: 0, y: 0))
        case "font": kind = .environment(.font(try v.font(args)))
        case "bold": kind = .environment(.fontWeight(.bold))
        case "italic": kind = .environment(.italic)
        case "monospaced": kind = .environment(.monospaced)
        case "foregroundStyle": kind = .environment(.foregroundStyle(try v.paint(args)))
        case "lineLimit":
            if let range = args as? [Any], range.count == 2 {
                kind = .environment(.lineLimit(min: range[0] as? Int, max: range[1] as? Int, reservesSpace: false))
            } else if let n = args as? Int {
                kind = .environment(.lineLimit(min: nil, max: n, reservesSpace: false))
            } else {
                kind = .environment(.lineLimit(min: nil, max: a["max"] as? Int, reservesSpace: a["reservesSpace"] as? Bool ?? false))
            }
        case "multilineTextAlignment": kind = .environment(.multilineTextAlignment(TextAlignment(rawValue: args as? String ?? "") ?? .leading))
        case "truncationMode": kind = .environment(.truncationMode(TruncationMode(rawValue: args as? String ?? "") ?? .tail))
        case "minimumScaleFactor": kind = .environment(.minimumScaleFactor(try v.require(args, "factor")))
        case "lineSpacing": kind = .environment(.lineSpacing(try v.require(args, "spacing")))
        case "kerning": kind = .environment(.kerning(try v.require(args, "kerning")))
        case "dynamicTypeSize":
            guard let size = DynamicTypeSize(rawValue: args as? String ?? "") else { throw FixtureError("unknown dynamic type size") }
            kind = .environment(.dynamicTypeSize(size))
        case "buttonStyle":
            guard let style = ControlStyle.Button(rawValue: args as? String ?? "") else { throw FixtureError("unknown button style") }
            kind = .environment(.buttonStyle(style))
        case "pickerStyle":
            guard let style = ControlStyle.Picker(rawValue: args as? String ?? "") else { throw FixtureError("unknown picker style") }
            kind = .environment(.pickerStyle(style))
        case "controlSize":
            guard let size = ControlStyle.Size(rawValue: args as? String ?? "") else { throw FixtureError("unknown control size") }
            kind = .environment(.controlSize(size))
        case "labelsHidden": kind = .environment(.labelsHidden)
        default: throw FixtureError("unknown modifier \(name)")
        }
        return node.modified(kind)
    }

    private func shapeKind(_ args: Any?) throws -> ShapeKind {
        switch args as? String {
        case "Circle": .circle
        case "Capsule": .capsule(style: .continuous)
        case "Ellipse": .ellipse
        default: .rectangle
        }
    }
}
