/// iOS containers drawn with their system chrome: list cards, navigation and tab bars
/// (Containers.md §8, §9). The children of each case are listed with it; the modifier cases
/// (`isModifier`) have their content as first child.
public enum SystemContainer: Hashable, Sendable {
    /// `List` and `Form`: rows and `Section`s, drawn in the style the environment picks.
    case list(isForm: Bool)
    /// `NavigationStack`, `NavigationView`: the root content; the bar comes from the
    /// `navigationTitle` and `toolbar` modifiers found inside it.
    case navigationStack
    /// `NavigationLink`: the label. A chevron row inside a list, an accent button elsewhere.
    case navigationLink
    /// `TabView`: one child per tab; `selected` is the shown tab's index.
    case tabView(selected: Int)
    /// `DisclosureGroup`: the label, then the content (shown when expanded).
    case disclosureGroup(isExpanded: Bool)
    /// `.navigationTitle(_:)`: the content, then the title view.
    case navigationTitle
    /// `.navigationBarTitleDisplayMode(_:)`: the content.
    case titleDisplayMode(TitleDisplayMode)
    /// `.toolbar { … }`: the content, then the toolbar items.
    case toolbar
    /// `ToolbarItem(placement:)` and `ToolbarItemGroup(placement:)`: the item's views.
    case toolbarItem(ToolbarPlacement)
    /// `.tabItem { … }`, or a `Tab("Title", systemImage:)`: the content, then the label views.
    case tabItem

    /// The modifier cases wrap content (their first child) and lay it out unchanged.
    public var isModifier: Bool {
        switch self {
        case .navigationTitle, .titleDisplayMode, .toolbar, .tabItem: true
        case .list, .navigationStack, .navigationLink, .tabView, .disclosureGroup, .toolbarItem: false
        }
    }

    /// The SwiftUI name.
    public var name: String {
        switch self {
        case .list(let isForm): isForm ? "Form" : "List"
        case .navigationStack: "NavigationStack"
        case .navigationLink: "NavigationLink"
        case .tabView: "TabView"
        case .disclosureGroup: "DisclosureGroup"
        case .navigationTitle: "navigationTitle"
        case .titleDisplayMode: "navigationBarTitleDisplayMode"
        case .toolbar: "toolbar"
        case .toolbarItem: "ToolbarItem"
        case .tabItem: "tabItem"
        }
    }
}

/// `ListStyle` values (Containers.md §8.1).
public enum ListStyle: String, Hashable, Sendable {
    case automatic, plain, grouped, insetGrouped, inset, sidebar
}

/// `NavigationBarItem.TitleDisplayMode` (Containers.md §9.1).
public enum TitleDisplayMode: String, Hashable, Sendable {
    case automatic, inline, large
}

/// Where a toolbar item goes on iPhone (Containers.md §9.2); the semantic placements resolve to
/// the bar edge iOS puts them on.
public enum ToolbarPlacement: String, Hashable, Sendable {
    case leading, trailing, principal, bottomBar, hidden

    /// `ToolbarItemPlacement` case names, old and new; `.automatic` and `.primaryAction` are trailing on iPhone.
    public init(name: String?) {
        switch name {
        case "topBarLeading", "navigationBarLeading", "cancellationAction", "navigation": self = .leading
        case "principal": self = .principal
        case "bottomBar", "status": self = .bottomBar
        case "keyboard", "secondaryAction": self = .hidden
        default: self = .trailing
        }
    }
}
