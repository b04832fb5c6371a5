import Diagnostics
import ViewTree

/// Builders of the control style modifiers (`SupportedAPI.controlStyleModifiers`). A built-in
/// style is an environment value for the controls below (Containers.md §10); a custom
/// `ButtonStyle`, `LabelStyle` or `ToggleStyle` struct runs its `makeBody(configuration:)` here.
extension ModifierEvaluator {
    /// `.buttonStyle(.bordered)` or `.buttonStyle(MyStyle())`.
    func buttonStyle(_ m: ModifierCall) throws -> Value {
        if case .instance(let style)? = m.first?.value {
            return try customStyle(m, style, control: "Button", stopAt: { if case .buttonStyle = $0 { true } else { false } }) { control, children in
                guard case .button = control else { return nil }
                return [("label", .view(try group(children, at: m.location))), ("isPressed", .bool(false)), ("role", .null)]
            }
        }
        return try builtinStyle(m, expected: "ButtonStyle") { ControlStyle.Button(rawValue: $0).map(EnvironmentChange.buttonStyle) }
    }

    /// `.labelStyle(.iconOnly)` or `.labelStyle(MyStyle())`.
    func labelStyle(_ m: ModifierCall) throws -> Value {
        if case .instance(let style)? = m.first?.value {
            return try customStyle(m, style, control: "Label", stopAt: { if case .labelStyle = $0 { true } else { false } }) { control, children in
                guard case .label = control, children.count == 2 else { return nil }
                return [("title", .view(children[0])), ("icon", .view(children[1]))]
            }
        }
        return try builtinStyle(m, expected: "LabelStyle") { ControlStyle.Label(rawValue: $0).map(EnvironmentChange.labelStyle) }
    }

    /// `.toggleStyle(MyStyle())`; the built-in `.switch` and `.automatic` are what is drawn
    /// already, other built-in styles are drawn as a switch with a warning.
    func toggleStyle(_ m: ModifierCall) throws -> Value {
        if case .instance(let style)? = m.first?.value {
            return try customStyle(m, style, control: "Toggle", stopAt: { _ in false }) { control, children in
                guard case .toggle(let isOn) = control else { return nil }
                return [("label", .view(try group(children, at: m.location))), ("isOn", .bool(isOn)), ("$isOn", .binding(BindingValue(value: .bool(isOn))))]
            }
        }
        let name = m.first?.value.caseName ?? "automatic"
        if name != "switch", name != "automatic" {
            report(.warning, .approximated, "toggle style '.\(name)' is drawn as '.switch'", at: m.location)
        }
        return m.base
    }

    /// `.controlSize(.large)`, `.buttonBorderShape(.capsule)`, `.textFieldStyle(.roundedBorder)`,
    /// `.pickerStyle(.menu)`, `.datePickerStyle(.graphical)`.
    func controlSize(_ m: ModifierCall) throws -> Value {
        try builtinStyle(m, expected: "ControlSize") { ControlStyle.Size(rawValue: $0).map(EnvironmentChange.controlSize) }
    }

    func buttonBorderShape(_ m: ModifierCall) throws -> Value {
        let radius = (m.first?.value).flatMap { value -> Double? in
            guard case .symbol(let s) = value, s.name == "roundedRectangle" else { return nil }
            return s.arguments?["radius"]?.value.asDouble
        }
        return try builtinStyle(m, expected: "ButtonBorderShape") { name in
            switch name {
            case "automatic": .buttonBorderShape(.automatic)
            case "capsule": .buttonBorderShape(.capsule)
            case "circle": .buttonBorderShape(.circle)
            case "roundedRectangle": .buttonBorderShape(.roundedRectangle(radius: radius))
            default: nil
            }
        }
    }

    func textFieldStyle(_ m: ModifierCall) throws -> Value {
        try builtinStyle(m, expected: "TextFieldStyle") { ControlStyle.TextField(rawValue: $0).map(EnvironmentChange.textFieldStyle) }
    }

    /// Picker styles; `.wheel` is drawn as `.menu` and `.palette` as `.segmented`, with a warning.
    func pickerStyle(_ m: ModifierCall) throws -> Value {
        let name = m.first?.value.caseName ?? "automatic"
        if name == "wheel" || name == "palette" {
            report(.warning, .approximated, "picker style '.\(name)' is drawn as '.\(name == "wheel" ? "menu" : "segmented")'", at: m.location)
        }
        return try builtinStyle(m, expected: "PickerStyle") { ControlStyle.Picker(rawValue: $0).map(EnvironmentChange.pickerStyle) }
    }

    /// Date picker styles; `.wheel` is drawn as `.compact`, with a warning.
    func datePickerStyle(_ m: ModifierCall) throws -> Value {
        if m.first?.value.caseName == "wheel" {
            report(.warning, .approximated, "date picker style '.wheel' is drawn as '.compact'", at: m.location)
        }
        return try builtinStyle(m, expected: "DatePickerStyle") { ControlStyle.DatePicker(rawValue: $0).map(EnvironmentChange.datePickerStyle) }
    }

    /// A style written as an implicit member (`.bordered`), wrapped around the content.
    private func builtinStyle(_ m: ModifierCall, expected: String, _ change: (String) -> EnvironmentChange?) throws -> Value {
        try environment(m, expected: expected) { $0.caseName.flatMap(change) }
    }

    /// Every control of the kind below the modifier (up to a nearer style of the same kind) is
    /// replaced by what the style's `makeBody(configuration:)` builds from its configuration.
    private func customStyle(
        _ m: ModifierCall, _ style: Instance, control name: String, stopAt: (EnvironmentChange) -> Bool,
        configuration: (ControlKind, [ViewNode]) throws -> [(String, Value)]?
    ) throws -> Value {
        guard let method = style.type.methods["makeBody"]?.first else {
            report(.error, .typeMismatch, "'\(m.name)' expects a style with 'makeBody(configuration:)', found '\(style.type.name)'", at: m.location)
            return m.base
        }
        let makeBody = calls.function(method, selfValue: .instance(style))
        func restyle(_ original: ViewNode) throws -> ViewNode {
            if case .environment(let change) = original.kind, stopAt(change) { return original }
            var node = original
            if case .control(let control) = node.kind, let fields = try configuration(control, node.children) {
                let config = Value.tuple(fields.map { TupleElement(label: $0.0, value: $0.1) })
                let body = try calls.callFunction(makeBody, arguments: [Argument(label: "configuration", value: config)], at: m.location)
                let built = try self.node(.custom(name: style.type.name), try builders.views(of: body, at: m.location), at: m.location)
                node.kind = .control(.styled(name: name))
                node.children = [built]
                return node
            }
            node.children = try node.children.map(restyle)
            return node
        }
        return .view(try restyle(try content(m)))
    }

    /// Several label views as one, as SwiftUI's `configuration.label` is one view.
    private func group(_ children: [ViewNode], at here: SourceLocation) throws -> ViewNode {
        children.count == 1 ? children[0] : try node(.group, children, at: here)
    }
}
