import ViewTree

/// Builders of the modifiers the system containers read (`SupportedAPI.systemContainerModifiers`).
extension ModifierEvaluator {
    /// `.navigationTitle("Title")` or `.navigationTitle(Text(…))`: the title as a second child.
    func navigationTitle(_ m: ModifierCall) throws -> Value {
        guard let first = m.first else { return m.base }
        return .view(try node(.system(.navigationTitle), [try content(m), try builders.titleText(first)], at: m.location))
    }

    /// `.navigationBarTitleDisplayMode(.inline)`.
    func titleDisplayMode(_ m: ModifierCall) throws -> Value {
        guard let first = m.first else { return m.base }
        guard let mode = first.value.caseName.flatMap(TitleDisplayMode.init(rawValue:)) else {
            coercion.reportBadArgument(first, expected: "NavigationBarItem.TitleDisplayMode")
            return m.base
        }
        return try wrap(try content(m), .system(.titleDisplayMode(mode)), at: m.location)
    }

    /// `.toolbar { ToolbarItem(…) { … } }`: the items as children after the content.
    /// `.toolbar(.hidden, for: .navigationBar)` changes nothing drawn here.
    func toolbar(_ m: ModifierCall) throws -> Value {
        guard let items = m.content, m.first == nil else { return m.base }
        return .view(try node(.system(.toolbar), [try content(m)] + (try builders.builderViews(items, at: m.location)), at: m.location))
    }

    /// `.tabItem { Label("Home", systemImage: "house") }`.
    func tabItem(_ m: ModifierCall) throws -> Value {
        .view(try node(.system(.tabItem), [try content(m)] + (try builders.builderViews(m.content, at: m.location)), at: m.location))
    }
}
