import ViewTree

/// `TabView`: the selected tab's content with a tab bar inset at its bottom edge; items share the
/// width equally, symbol above a small title, the selected one in the accent colour
/// (Containers.md §9.3 [U]). The bar has no background, as at scroll offset 0 on iOS 15+.
struct TabBarExpansion {
    let tabs: [ViewNode]
    let selected: Int
    let metrics: ChromeEstimates

    var view: ViewNode {
        guard !tabs.isEmpty else { return ChromePart.make(.emptyView) }
        let shown = tabs[min(max(selected, 0), tabs.count - 1)]
        let items = tabs.enumerated().map { i, tab in
            let drawn = item(Self.label(of: tab), selected: i == selected)
            return i == selected ? drawn : Self.namedAfterTab(drawn, tab)
        }
        let bar = ChromePart.make(.hStack(alignment: .top, spacing: 0), items)
            .synthetic(.frame(width: nil, height: metrics.bottomBarHeight, alignment: .top))
        return shown.synthetic(.safeAreaInset(edge: .bottom, alignment: .center, spacing: 0), [bar])
    }

    /// The views of a tab's `tabItem` (or `Tab`) label, found through the modifiers around it.
    static func label(of tab: ViewNode) -> [ViewNode] {
        if case .system(.tabItem) = tab.kind { return ChromePart.flattened(Array(tab.children.dropFirst())) }
        guard tab.kind.isModifier, let content = tab.children.first else { return [] }
        return label(of: content)
    }

    /// A hidden tab's code points at its bar item, the only part of it drawn: the item is wrapped
    /// in a node per author-written view on the way from the tab down to its `tabItem` content.
    private static func namedAfterTab(_ item: ViewNode, _ tab: ViewNode) -> ViewNode {
        var chain: [ViewNode] = []
        var node: ViewNode? = tab
        while let current = node {
            if !current.isSynthetic { chain.append(current) }
            node = current.kind.isModifier ? current.children.first : nil
        }
        return chain.reversed().reduce(item) { ChromePart.named($0, after: $1) }
    }

    /// Symbol over title; a `Label` gives both, else the first image and the first text.
    private func item(_ label: [ViewNode], selected: Bool) -> ViewNode {
        var icon: ViewNode?
        var title: ViewNode?
        var author: ViewNode?
        for view in label {
            if case .control(.label) = view.kind {
                author = author ?? view
                title = title ?? view.children.first
                icon = icon ?? view.children.dropFirst().first
            } else if case .image = view.kind {
                icon = icon ?? view
            } else {
                title = title ?? view
            }
        }
        var parts: [ViewNode] = []
        if let icon { parts.append(ChromePart.text(icon, font: .system(size: metrics.tabSymbolPointSize), color: nil)) }
        if let title { parts.append(ChromePart.text(title, font: .system(size: metrics.tabTitlePointSize, weight: .medium), color: nil)) }
        let tint: Paint = selected ? .system(.accentColor) : .color(ColorValue(.rgba(metrics.tabUnselectedGray)))
        let stack = ChromePart.make(.vStack(alignment: .center, spacing: metrics.tabTitleSpacing), parts)
        return (author.map { ChromePart.named(stack, after: $0) } ?? stack)
            .synthetic(.environment(.foregroundStyle(tint)))
            .synthetic(.padding(edges: .top, length: metrics.tabItemTopPadding))
            .synthetic(.flexFrame(FlexFrame(maxWidth: .infinity, alignment: .top)))
    }
}
