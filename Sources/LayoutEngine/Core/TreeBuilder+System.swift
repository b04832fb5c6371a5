import ViewTree

/// Building the system containers of Containers.md §8–§9: each is expanded into ordinary views
/// (scroll view, stacks, shapes, text) that the engine lays out and the renderer draws.
extension TreeBuilder {
    func systemAlgorithm(_ view: ViewNode, _ container: SystemContainer, id: String, childEnv: LayoutEnvironment) -> (any LayoutAlgorithm, [LayoutNode]) {
        let metrics = context.estimates.chrome
        var env = childEnv
        env.stackAxis = nil
        let expansion: ViewNode
        switch container {
        case .list(let isForm):
            env.inList = true
            expansion = ListExpansion(content: view.children, style: isForm ? .insetGrouped : childEnv.listStyle, metrics: metrics).view
        case .navigationStack:
            env.inList = false
            let root = view.children.count == 1 ? view.children[0] : ChromePart.make(.vStack(alignment: .center, spacing: nil), view.children)
            expansion = NavigationBarExpansion(content: root, metrics: metrics).view
        case .navigationLink:
            expansion = navigationLink(view.children, inList: childEnv.inList, metrics: metrics)
        case .tabView(let selected):
            env.inList = false
            expansion = TabBarExpansion(tabs: ChromePart.flattened(view.children), selected: selected, metrics: metrics).view
        case .disclosureGroup(let isExpanded):
            expansion = DisclosureExpansion(label: view.children.first ?? ChromePart.make(.emptyView), content: Array(view.children.dropFirst()),
                                            isExpanded: isExpanded, metrics: metrics).view
        case .navigationTitle, .titleDisplayMode, .toolbar, .tabItem:
            return (PassthroughLayout(), [single(buildChildren(Array(view.children.prefix(1)), parentID: id, childEnv), id: id + ".0", childEnv)])
        case .toolbarItem:
            expansion = ChromePart.make(.hStack(alignment: .center, spacing: metrics.toolbarItemSpacing), view.children)
        }
        return (PassthroughLayout(), [build(expansion, id: id + ".0", env)])
    }

    /// In a list row: the label, primary, with a trailing tertiary chevron (§8.3 [U]); elsewhere
    /// the label in the accent colour, like a borderless button.
    private func navigationLink(_ label: [ViewNode], inList: Bool, metrics: ChromeEstimates) -> ViewNode {
        let content = ChromePart.make(.hStack(alignment: .center, spacing: nil), label)
        guard inList else { return content.synthetic(.environment(.foregroundStyle(.system(.accentColor)))) }
        let chevron = ChromePart.symbol("chevron.right", font: .system(size: metrics.chevronPointSize, weight: .semibold), color: .system(.tertiary))
        return ChromePart.make(.hStack(alignment: .center, spacing: nil), [content, ChromePart.spacer, chevron])
    }
}
