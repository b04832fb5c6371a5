import ViewTree

/// Fixture views and modifiers of Containers.md §8–§9: lists, navigation and tab containers.
extension FixtureViewDecoder {
    /// `List: {style: plain}`, `Form`, `NavigationStack`, `TabView: {selected: 1}`; nil for other kinds.
    func systemContainer(_ kind: String, _ args: Any?, children: [ViewNode]) throws -> ViewNode? {
        let a = args as? [String: Any] ?? [:]
        switch kind {
        case "List", "Form":
            let list = ViewNode(.system(.list(isForm: kind == "Form")), children: children)
            guard let style = a["style"] as? String else { return list }
            guard let listStyle = ListStyle(rawValue: style) else { throw FixtureError("unknown list style \(style)") }
            return list.modified(.environment(.listStyle(listStyle)))
        case "NavigationStack":
            return ViewNode(.system(.navigationStack), children: children)
        case "TabView":
            return ViewNode(.system(.tabView(selected: a["selected"] as? Int ?? 0)), children: children)
        default:
            return nil
        }
    }

    /// `navigationTitle: "Title"`, `navigationBarTitleDisplayMode: inline`, `tabItem: "Home"`.
    func systemModifier(_ name: String, _ args: Any?, _ node: ViewNode) throws -> ViewNode? {
        switch name {
        case "navigationTitle":
            return ViewNode(.system(.navigationTitle), children: [node, ViewNode(.text(TextContent(args as? String ?? "")))])
        case "navigationBarTitleDisplayMode":
            guard let mode = TitleDisplayMode(rawValue: args as? String ?? "") else { throw FixtureError("unknown title display mode \(String(describing: args))") }
            return node.modified(.system(.titleDisplayMode(mode)))
        case "tabItem":
            return ViewNode(.system(.tabItem), children: [node, ViewNode(.text(TextContent(args as? String ?? "")))])
        default:
            return nil
        }
    }
}
