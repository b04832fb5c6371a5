import ViewTree

/// Builders of lists, forms, navigation and tab containers (`SupportedAPI.systemContainerViews`,
/// Containers.md §8–§9); the layout engine draws their chrome.
extension ViewBuilderEvaluator {
    /// `List { … }`, `List(items) { item in … }`, `Form { … }`: a data-driven List repeats its row closure.
    func list(_ c: BuiltinCall) throws -> Value {
        let content: [ViewNode]
        if c.name == "List", let data = c.first?.value, case .function(let row)? = c.content {
            content = try rows(of: data, row, at: c.location)
        } else {
            content = try builderViews(c.content, at: c.location)
        }
        return .view(try node(.system(.list(isForm: c.name == "Form")), content, at: c.location))
    }

    /// `NavigationStack { … }`, `NavigationStack(path:) { … }`, `NavigationView { … }`: the root views.
    func navigationStack(_ c: BuiltinCall) throws -> Value {
        let root = try builderViews(c.arguments["root"]?.value ?? c.content, at: c.location)
        return .view(try node(.system(.navigationStack), root, at: c.location, displayName: c.name))
    }

    /// `NavigationLink("Title", destination:)`, `NavigationLink(value:) { label }`,
    /// `NavigationLink { destination } label: { label }`: only the label is drawn.
    func navigationLink(_ c: BuiltinCall) throws -> Value {
        let labels: [ViewNode]
        if let title = c.first {
            labels = [try titleText(title)]
        } else {
            let hasTarget = c.arguments["destination"] != nil || c.arguments["value"] != nil
            labels = try builderViews(c.arguments["label"]?.value ?? (hasTarget ? c.content : nil), at: c.location)
        }
        return .view(try node(.system(.navigationLink), labels, at: c.location))
    }

    /// `TabView { … }`, `TabView(selection: $tab) { … }`: the shown tab is the one whose tag (or
    /// `Tab` value) equals the selection, else the first (Apple doc `TabView`).
    func tabView(_ c: BuiltinCall) throws -> Value {
        let tabs = try builderViews(c.content, at: c.location)
        var selected = 0
        if let selection = c.arguments["selection"]?.value {
            let wanted = values.tagString(selection.boundValue)
            selected = tabs.firstIndex { $0.tag == wanted } ?? 0
        }
        return .view(try node(.system(.tabView(selected: selected)), tabs, at: c.location))
    }

    /// iOS 18 `Tab("Title", systemImage:) { content }`: the content with its tab item label.
    func tab(_ c: BuiltinCall) throws -> Value {
        let content = try builderViews(c.content, at: c.location)
        var label: [ViewNode] = try builderViews(c.arguments["label"]?.value, at: c.location)
        if let title = c.first {
            let icon = c.arguments["systemImage"]?.value.asString ?? c.arguments["image"]?.value.asString
            let text = try titleText(title)
            label = try [icon.map { try node(.control(.label), [text, try node(.image(ImageContent(.systemSymbol(name: $0))), at: title.location)], at: c.location) } ?? text]
        }
        let body = content.count == 1 ? content[0] : try node(.vStack(alignment: .center, spacing: nil), content, at: c.location)
        var tab = try node(.system(.tabItem), [body] + label, at: c.location, displayName: "Tab")
        if let value = c.arguments["value"]?.value { tab.tag = values.tagString(value) }
        return .view(tab)
    }

    /// `DisclosureGroup("Title", isExpanded: $open) { … }`, `DisclosureGroup { … } label: { … }`:
    /// collapsed unless the binding is true.
    func disclosureGroup(_ c: BuiltinCall) throws -> Value {
        let label = try c.first.map { try titleText($0) }
            ?? singleView(of: .views(try builderViews(c.arguments["label"]?.value, at: c.location)), at: c.location)
        let contentArgument = c.arguments["content"] ?? c.arguments.first { $0.isTrailingClosure && $0.label == nil }
        let content = try builderViews(contentArgument?.value, at: c.location)
        let isExpanded = c.arguments["isExpanded"]?.value.asBool ?? false
        return .view(try node(.system(.disclosureGroup(isExpanded: isExpanded)), [label] + content, at: c.location))
    }

    /// `ToolbarItem(placement:) { … }`, `ToolbarItemGroup(placement:) { … }`: placement by case name.
    func toolbarItem(_ c: BuiltinCall) throws -> Value {
        let placement = ToolbarPlacement(name: c.arguments["placement"]?.value.caseName)
        return .view(try node(.system(.toolbarItem(placement)), try builderViews(c.content, at: c.location), at: c.location, displayName: c.name))
    }
}
