import ViewTree

/// The canonical text form of a view tree: one line per node, indented two spaces per level,
/// `Kind(arguments) [tag: …] [synthetic] @line:column`. Goldens and failure messages use it
/// (style anchors §0 rule 5). Numbers print with at most four decimals, trailing zeros trimmed.
public enum ViewTreeDumper {
    public static func dump(_ root: ViewNode) -> String {
        var lines: [String] = []
        write(root, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func write(_ node: ViewNode, depth: Int, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + node.kindName + arguments(node.kind)
        if node.displayName != nil, node.displayName != node.kind.name { line += " as " + node.kind.name }
        if let tag = node.tag { line += " tag: " + tag }
        if node.isSynthetic { line += " synthetic" }
        if let s = node.source { line += " @\(s.line):\(s.column)" }
        lines.append(line)
        for child in node.children { write(child, depth: depth + 1, into: &lines) }
    }

    /// The parenthesised arguments of a kind, or nothing when it has none.
    static func arguments(_ kind: ViewKind) -> String {
        let parts: [String] = switch kind {
        case .color(let c): [color(c)]
        case .shape(let shape, let styling): shapeArguments(shape) + stylingArguments(styling)
        case .gradient(.linearGradient(let g)): gradientArguments(g)
        case .gradient(.radialGradient(let g)): radialArguments(g)
        case .gradient(let p): [paint(p)]
        case .text(let t): t.runs.map(run)
        case .image(let image): imageArguments(image)
        case .spacer(let minLength): minLength.map { ["minLength: " + number($0)] } ?? []
        case .control(let control): controlArguments(control)
        case .placeholder: []
        case .hStack(let a, let spacing): ["alignment: " + a.key.name, "spacing: " + optional(spacing)]
        case .vStack(let a, let spacing): ["alignment: " + a.key.name, "spacing: " + optional(spacing)]
        case .zStack(let a): ["alignment: " + alignment(a)]
        case .frame(let w, let h, let a): ["width: " + optional(w), "height: " + optional(h), "alignment: " + alignment(a)]
        case .flexFrame(let f): flexArguments(f)
        case .padding(let edges, let length): ["edges: " + edgeSet(edges), "length: " + (length.map(number) ?? "default")]
        case .paddingInsets(let i): ["top: " + number(i.top), "leading: " + number(i.leading), "bottom: " + number(i.bottom), "trailing: " + number(i.trailing)]
        case .fixedSize(let h, let v): ["horizontal: \(h)", "vertical: \(v)"]
        case .layoutPriority(let p): [number(p)]
        case .offset(let x, let y), .position(let x, let y): ["x: " + number(x), "y: " + number(y)]
        case .aspectRatio(let ratio, let mode): [optional(ratio), "contentMode: " + mode.rawValue]
        case .overlay(let a), .background(let a): ["alignment: " + alignment(a)]
        case .border(let p, let width): [paint(p), "width: " + number(width)]
        case .alignmentGuide(let key, _): [key.name]
        case .effect(let e): effectArguments(e)
        case .environment(let change): environmentArguments(change)
        case .group, .forEach, .geometryReader, .custom, .divider, .emptyView, .system: []
        case .grid, .gridRow, .lazyVGrid, .lazyHGrid, .lazyVStack, .lazyHStack, .section, .viewThatFits, .scrollView, .customLayout,
             .containerRelativeFrame, .ignoresSafeArea, .safeAreaInset, .safeAreaPadding, .safeAreaPaddingInsets,
             .gridCellColumns, .gridColumnAlignment, .gridCellAnchor, .gridCellUnsizedAxes, .layoutValue: []
        }
        return parts.isEmpty && !kind.alwaysShowsParentheses ? "" : "(" + parts.joined(separator: ", ") + ")"
    }

    static func number(_ x: Double) -> String {
        if x == .infinity { return "infinity" }
        if x == -.infinity { return "-infinity" }
        if x.isNaN { return "nan" }
        let scaled = (x * 10_000).rounded() / 10_000
        if scaled == scaled.rounded(), abs(scaled) < 1e15 { return String(Int(scaled)) }
        var text = String(scaled)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func optional(_ x: Double?) -> String { x.map(number) ?? "nil" }

    static func color(_ c: ColorValue) -> String {
        let base: String = switch c.base {
        case .system(let s): s.rawValue
        case .rgba(let v): "rgb(\(number(v.red)), \(number(v.green)), \(number(v.blue)))"
        }
        return c.opacity == 1 ? base : base + " opacity \(number(c.opacity))"
    }

    static func paint(_ p: Paint) -> String {
        switch p {
        case .color(let c): color(c)
        case .gradientOf(let c): color(c) + ".gradient"
        case .linearGradient(let g): "linearGradient(" + gradientArguments(g).joined(separator: ", ") + ")"
        case .radialGradient(let g): "radialGradient(" + radialArguments(g).joined(separator: ", ") + ")"
        }
    }

    private static func radialArguments(_ g: RadialGradient) -> [String] {
        [stopList(g.stops), unitPoint(g.center) + " from " + number(g.startRadius) + " to " + number(g.endRadius)]
    }

    private static func stopList(_ stops: [LinearGradient.Stop]) -> String {
        "[" + stops.map { color($0.color) + " " + number($0.location) }.joined(separator: ", ") + "]"
    }

    private static func gradientArguments(_ g: LinearGradient) -> [String] {
        [stopList(g.stops), unitPoint(g.startPoint) + " to " + unitPoint(g.endPoint)]
    }

    private static func unitPoint(_ p: UnitPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }

    static func alignment(_ a: Alignment) -> String {
        let named = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]
        let statics: [Alignment] = [.center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
        if let i = statics.firstIndex(of: a) { return named[i] }
        return a.horizontal.key.name + "/" + a.vertical.key.name
    }

    private static func edgeSet(_ e: Edge.Set) -> String {
        if e == .all { return "all" }
        if e == .horizontal { return "horizontal" }
        if e == .vertical { return "vertical" }
        let names: [(Edge.Set, String)] = [(.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
        return "[" + names.filter { e.contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }

    static func font(_ f: Font) -> String {
        var text: String = switch f.base {
        case .textStyle(let s): s.rawValue
        case .system(let size): "system(size: \(number(size)))"
        }
        if let w = f.weight { text += " " + w.rawValue }
        if f.design != .default { text += " " + f.design.rawValue }
        if f.isItalic { text += " italic" }
        if f.usesMonospacedDigit { text += " monospacedDigit" }
        return text
    }

    private static func run(_ r: TextContent.Run) -> String {
        var text = "\"" + r.string.escaped + "\""
        if let f = r.font { text += " font: " + font(f) }
        if r.bold { text += " bold" }
        if r.italic { text += " italic" }
        if let p = r.foreground { text += " foreground: " + paint(p) }
        return text
    }

    private static func shapeArguments(_ shape: ShapeKind) -> [String] {
        switch shape {
        case .roundedRectangle(let r, let style): ["cornerRadius: " + number(r), "style: \(style)"]
        case .capsule(let style): ["style: \(style)"]
        case .rectangle, .circle, .ellipse: []
        }
    }

    private static func stylingArguments(_ s: ShapeStyling) -> [String] {
        var parts: [String] = []
        if let fill = s.fill { parts.append("fill: " + paint(fill)) }
        if let stroke = s.stroke {
            parts.append((stroke.inside ? "strokeBorder: " : "stroke: ") + paint(stroke.paint) + " width " + number(stroke.lineWidth))
        }
        return parts
    }

    private static func imageArguments(_ image: ImageContent) -> [String] {
        var parts: [String]
        switch image.source {
        case .asset(let name, let size): parts = ["\"\(name)\"", size.map { number($0.width) + "x" + number($0.height) } ?? "size unknown"]
        case .systemSymbol(let name): parts = ["systemName: \"\(name)\""]
        }
        if image.resizable { parts.append("resizable") }
        return parts
    }

    private static func controlArguments(_ c: ControlKind) -> [String] {
        switch c {
        case .button, .label, .textEditor, .stepper, .menu, .link, .shareLink, .labeledContent, .styled: []
        case .toggle(let isOn): ["isOn: \(isOn)"]
        case .groupBox(let hasLabel): ["hasLabel: \(hasLabel)"]
        case .contentUnavailable(let hasDescription): ["hasDescription: \(hasDescription)"]
        case .textField(let isEmpty, _): ["isEmpty: \(isEmpty)"]
        case .slider(let fraction): ["fraction: " + number(fraction)]
        case .gauge(let fraction, let label, let range): ["fraction: " + number(fraction), "hasLabel: \(label)", "hasRangeLabels: \(range)"]
        case .colorPicker(let selection): ["selection: " + (selection.map(color) ?? "nil")]
        case .picker(let selected): ["selected: " + (selected.map(String.init) ?? "nil")]
        case .datePicker(let date, let time): ["date: \(date)", "time: \(time)"]
        case .progressView(let value): ["value: " + optional(value)]
        }
    }

    private static func flexArguments(_ f: FlexFrame) -> [String] {
        let limits: [(String, Double?)] = [
            ("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
            ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight),
        ]
        return limits.compactMap { label, value in value.map { label + ": " + number($0) } } + ["alignment: " + alignment(f.alignment)]
    }

    private static func effectArguments(_ e: DrawingEffect) -> [String] {
        switch e {
        case .clipShape(let shape): [shape.name] + shapeArguments(shape)
        case .clipped, .hidden: []
        case .cornerRadius(let r): [number(r)]
        case .opacity(let o): [number(o)]
        case .rotation(let degrees, let anchor): [number(degrees) + "°", "anchor: " + unitPoint(anchor)]
        case .scale(let x, let y, let anchor): ["x: " + number(x), "y: " + number(y), "anchor: " + unitPoint(anchor)]
        case .shadow(let c, let radius, let x, let y): ["color: " + color(c), "radius: " + number(radius), "x: " + number(x), "y: " + number(y)]
        }
    }

    private static func environmentArguments(_ change: EnvironmentChange) -> [String] {
        switch change {
        case .font(let f): [font(f)]
        case .fontWeight(let w): [w.rawValue]
        case .italic, .monospaced, .monospacedDigit: []
        case .foregroundStyle(let p): [paint(p)]
        case .lineLimit(let lo, let hi, let reserves):
            ["min: " + (lo.map(String.init) ?? "nil"), "max: " + (hi.map(String.init) ?? "nil"), "reservesSpace: \(reserves)"]
        case .multilineTextAlignment(let a): [a.rawValue]
        case .truncationMode(let t): [t.rawValue]
        case .minimumScaleFactor(let x), .lineSpacing(let x), .kerning(let x), .tracking(let x): [number(x)]
        case .dynamicTypeSize(let size): [size.rawValue]
        case .colorScheme(let dark): [dark ? "dark" : "light"]
        case .accessibilityLabel(let label): ["\"" + label + "\""]
        case .contentMargins, .contentMarginInsets, .scrollIndicators, .labelsHidden: []
        case .listStyle(let style): ["." + style.rawValue]
        case .buttonStyle(let s): [s.rawValue]
        case .controlSize(let s): [s.rawValue]
        case .labelStyle(let s): [s.rawValue]
        case .textFieldStyle(let s): [s.rawValue]
        case .pickerStyle(let s): [s.rawValue]
        case .datePickerStyle(let s): [s.rawValue]
        case .imageScale(let s): [s.rawValue]
        case .buttonBorderShape(let s): [borderShape(s)]
        }
    }

    private static func borderShape(_ shape: ControlStyle.BorderShape) -> String {
        switch shape {
        case .automatic: "automatic"
        case .capsule: "capsule"
        case .circle: "circle"
        case .roundedRectangle(let radius): "roundedRectangle(radius: " + optional(radius) + ")"
        }
    }
}

extension ViewKind {
    /// Leaf views print `()` even without arguments, so they read like the code that made them.
    fileprivate var alwaysShowsParentheses: Bool {
        switch self {
        case .shape, .divider, .emptyView, .spacer: true
        default: false
        }
    }
}

extension String {
    /// Escapes newlines, quotes and backslashes so each node stays on one line.
    fileprivate var escaped: String {
        var out = ""
        for c in self {
            switch c {
            case "\n": out += "\\n"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.append(c)
            }
        }
        return out
    }
}
