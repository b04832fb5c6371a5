import ViewTree

extension SupportedAPI {
    /// Lists, forms, navigation and tab containers, drawn with their iOS chrome (Containers.md §8–§9).
    static let systemContainerViews: [ViewSpec] = [
        ViewSpec(name: "List", forms: ["List(content:)", "List(_:content:)", "List(_:id:content:)", "List(selection:content:)", "List(_:selection:content:)", "List(_:id:selection:content:)"],
                 summary: "Rows in inset-grouped cards on the grouped background, or the style `listStyle` picks.") { v, c in try v.list(c) },
        ViewSpec(name: "Form", forms: ["Form(content:)"], summary: "Rows and sections in inset-grouped cards, labels leading and controls trailing.") { v, c in try v.list(c) },
        ViewSpec(name: "NavigationStack", forms: ["NavigationStack(content:)", "NavigationStack(path:root:)"],
                 summary: "Its root view under a navigation bar with the title (large unless inline) and toolbar items.") { v, c in try v.navigationStack(c) },
        ViewSpec(name: "NavigationView", forms: ["NavigationView(content:)"], summary: "Drawn as a NavigationStack.") { v, c in try v.navigationStack(c) },
        ViewSpec(name: "NavigationLink", forms: ["NavigationLink(_:destination:)", "NavigationLink(destination:label:)", "NavigationLink(_:value:)",
                                                 "NavigationLink(value:label:)"],
                 summary: "Its label: a row with a chevron in a list, accent text elsewhere; the destination is not drawn.") { v, c in try v.navigationLink(c) },
        ViewSpec(name: "TabView", forms: ["TabView(content:)", "TabView(selection:content:)"],
                 summary: "The selected tab above a tab bar of every tab's item.") { v, c in try v.tabView(c) },
        ViewSpec(name: "Tab", forms: ["Tab(_:systemImage:content:)", "Tab(_:systemImage:value:content:)", "Tab(_:image:content:)", "Tab(value:content:label:)", "Tab(content:label:)"],
                 summary: "One tab of a TabView (iOS 18) with its bar item.") { v, c in try v.tab(c) },
        ViewSpec(name: "DisclosureGroup", forms: ["DisclosureGroup(_:content:)", "DisclosureGroup(_:isExpanded:content:)", "DisclosureGroup(content:label:)",
                                                  "DisclosureGroup(isExpanded:content:label:)"],
                 summary: "A label with a chevron; the content below it when `isExpanded` is true.") { v, c in try v.disclosureGroup(c) },
        ViewSpec(name: "ToolbarItem", forms: ["ToolbarItem(content:)", "ToolbarItem(placement:content:)", "ToolbarItem(id:placement:content:)"],
                 summary: "A toolbar item placed on the navigation bar or the bottom bar.") { v, c in try v.toolbarItem(c) },
        ViewSpec(name: "ToolbarItemGroup", forms: ["ToolbarItemGroup(content:)", "ToolbarItemGroup(placement:content:)"],
                 summary: "Several toolbar items in one placement.") { v, c in try v.toolbarItem(c) },
    ]

    /// Modifiers read by the system containers above them (Containers.md §8–§9).
    static let systemContainerModifiers: [ModifierSpec] = [
        ModifierSpec(name: "navigationTitle", forms: ["navigationTitle(_:)"], summary: "The enclosing NavigationStack's title.") { e, m in try e.navigationTitle(m) },
        ModifierSpec(name: "navigationBarTitleDisplayMode", forms: ["navigationBarTitleDisplayMode(_:)"],
                     summary: "`.large` or `.inline` title in the enclosing NavigationStack.") { e, m in try e.titleDisplayMode(m) },
        ModifierSpec(name: "toolbar", forms: ["toolbar(content:)", "toolbar(_:for:)"],
                     summary: "Items for the enclosing NavigationStack's bars; `toolbar(_:for:)` is accepted and ignored.") { e, m in try e.toolbar(m) },
        ModifierSpec(name: "tabItem", forms: ["tabItem(_:)"], summary: "The item shown for this view in the enclosing TabView's bar.") { e, m in try e.tabItem(m) },
        ModifierSpec(name: "listStyle", forms: ["listStyle(_:)"], summary: "`.plain`, `.grouped`, `.insetGrouped`, `.inset` or `.sidebar` for lists below.") { e, m in
            try e.environment(m, expected: "ListStyle") { $0.caseName.flatMap(ListStyle.init(rawValue:)).map(EnvironmentChange.listStyle) }
        },
    ]
}
