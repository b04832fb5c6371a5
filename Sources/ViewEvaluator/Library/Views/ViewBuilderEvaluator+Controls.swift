import ViewTree

/// Builders of SwiftUI's controls (`SupportedAPI.controlViews`), drawn at their iOS default
/// sizes by the layout engine (Layout.md §9).
extension ViewBuilderEvaluator {
    /// `Button("Title") { }`, `Button("Title", systemImage:) { }`, `Button { } label: { }`.
    func button(_ c: BuiltinCall) throws -> Value {
        var labels: [ViewNode]
        if let title = c.first, let icon = c.arguments["systemImage"]?.value.asString {
            labels = [try labelNode(title: try titleText(title), icon: try node(.image(ImageContent(.systemSymbol(name: icon))), at: title.location), at: c.location)]
        } else if let title = c.first {
            labels = [try titleText(title)]
        } else {
            let label = c.arguments["label"]?.value ?? (c.arguments["action"] != nil ? c.content : nil)
            labels = try builderViews(label, at: c.location)
        }
        return .view(try node(.control(.button), labels, at: c.location))
    }

    /// `Toggle("Title", isOn: $flag)`: the switch shows the bound value, off when unknown (Layout.md §9).
    func toggle(_ c: BuiltinCall) throws -> Value {
        let isOn = c.arguments["isOn"]?.value.asBool ?? false
        let labels = try c.first.map { [try titleText($0)] } ?? builderViews(c.arguments["label"]?.value ?? c.content, at: c.location)
        return .view(try node(.control(.toggle(isOn: isOn)), labels, at: c.location))
    }

    /// `Label("Title", systemImage:)` or `Label { title } icon: { icon }`; children are title, then icon.
    func label(_ c: BuiltinCall) throws -> Value {
        if let title = c.first {
            let iconName = (c.arguments["systemImage"] ?? c.arguments["image"])?.value.asString ?? ""
            let source: ImageContent.Source = c.arguments["systemImage"] != nil ? .systemSymbol(name: iconName) : .asset(name: iconName, size: context.assets[iconName])
            return .view(try labelNode(title: try titleText(title), icon: try node(.image(ImageContent(source)), at: title.location), at: c.location))
        }
        let title = try singleView(of: .views(try builderViews(c.arguments["title"]?.value ?? c.content, at: c.location)), at: c.location)
        let icon = try singleView(of: .views(try builderViews(c.arguments["icon"]?.value, at: c.location)), at: c.location)
        return .view(try labelNode(title: title, icon: icon, at: c.location))
    }

    private func labelNode(title: ViewNode, icon: ViewNode, at here: SourceLocation) throws -> ViewNode {
        try node(.control(.label), [title, icon], at: here)
    }

    /// `GroupBox { }`, `GroupBox("Title") { }`, `GroupBox(label:) { }`, `GroupBox { } label: { }`.
    func groupBox(_ c: BuiltinCall) throws -> Value {
        var label: [ViewNode] = []
        if let title = c.first {
            label = [try titleText(title)]
        } else if let written = c.arguments["label"] {
            label = [try singleView(of: .views(try builderViews(written.value, at: written.location)), at: written.location)]
        }
        let contentArgument = c.arguments["content"] ?? c.arguments.first { $0.isTrailingClosure && $0.label == nil }
        let content = try builderViews(contentArgument?.value, at: c.location)
        return .view(try node(.control(.groupBox(hasLabel: !label.isEmpty)), label + content, at: c.location))
    }

    /// `Picker("Title", selection: $x) { options }`: children are the label, then one view per
    /// option; the selected one is the option whose tag equals the selection (Apple doc `Picker`:
    /// tags must match the selection's type; Layout.md §9 for the drawing).
    func picker(_ c: BuiltinCall) throws -> Value {
        let label = try c.first.map { try titleText($0) }
            ?? singleView(of: .views(try builderViews(c.arguments["label"]?.value, at: c.location)), at: c.location)
        let contentArgument = c.arguments["content"] ?? c.arguments.first { $0.isTrailingClosure && $0.label == nil }
        let options = try context.pickers.buildingOptions { flattened(try builderViews(contentArgument?.value, at: c.location)) }
        let selection = c.arguments["selection"]?.value ?? .null
        var selected: Int?
        if case .binding(let b) = selection, case .null = b.value {
            selected = options.isEmpty ? nil : 0
        } else {
            let wanted = values.tagString(selection.boundValue)
            selected = options.firstIndex { $0.tag == wanted }
        }
        let picker = try node(.control(.picker(selected: selected)), [label] + options, at: c.location)
        return .view(picker)
    }

    /// Options inside `Group`/`ForEach` count one by one, as SwiftUI's picker flattens them.
    private func flattened(_ views: [ViewNode]) -> [ViewNode] {
        views.flatMap { view -> [ViewNode] in
            switch view.kind {
            case .group, .forEach: flattened(view.children)
            default: [view]
            }
        }
    }

    /// `DatePicker("Title", selection:, displayedComponents:)`: which pills show follows the components.
    func datePicker(_ c: BuiltinCall) throws -> Value {
        var showsDate = true, showsTime = true
        if let components = c.arguments["displayedComponents"]?.value {
            let names: [String] = if case .array(let items) = components { items.compactMap(\.caseName) } else { [components.caseName].compactMap { $0 } }
            showsDate = names.contains("date")
            showsTime = names.contains("hourAndMinute")
        }
        let labels = try c.first.map { [try titleText($0)] } ?? []
        return .view(try node(.control(.datePicker(showsDate: showsDate, showsTime: showsTime)), labels, at: c.location))
    }

    /// `ProgressView()` spins; `ProgressView(value:total:)` draws a bar at value / total.
    func progressView(_ c: BuiltinCall) throws -> Value {
        var value = coercion.optionalDouble(c.arguments["value"])
        if let v = value, let total = coercion.optionalDouble(c.arguments["total"]), total != 0 { value = v / total }
        let labels = try c.first.map { [try titleText($0)] } ?? []
        return .view(try node(.control(.progressView(value: value)), labels, at: c.location))
    }

    /// A control's title string as the `Text` the control shows, placed where the string was written.
    func titleText(_ arg: Argument) throws -> ViewNode {
        if case .view(let view) = arg.value { return view }
        return try node(.text(TextContent(arg.value.asString ?? values.describe(arg.value))), at: arg.location)
    }
}
