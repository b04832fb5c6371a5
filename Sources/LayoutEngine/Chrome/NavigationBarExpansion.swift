import ViewTree

/// `NavigationStack`: the content with a navigation bar inset at its top edge and, when items
/// ask for one, a toolbar below it (Containers.md §9). Bars are drawn without a background, as
/// iOS 15+ does at scroll offset 0 (§9.1 [U]). The bottom toolbar is stacked under the content,
/// not inset over it, so an enclosing tab bar keeps it above itself (§9.2).
struct NavigationBarExpansion {
    let content: ViewNode
    let metrics: ChromeEstimates

    var view: ViewNode {
        let found = NavigationBarItems(searching: content)
        let result = content.synthetic(.safeAreaInset(edge: .top, alignment: .center, spacing: 0), [topBar(found)])
        let bottom = found.views(at: .bottomBar)
        guard !bottom.isEmpty else { return result }
        return ChromePart.make(.vStack(alignment: .center, spacing: 0), [result, bottomBar(bottom)])
    }

    /// A root title is large unless `.inline` is chosen (§9.1: `.automatic` inherits, and a stack's root is large [R/U]).
    private func topBar(_ found: NavigationBarItems) -> ViewNode {
        let principal = found.views(at: .principal)
        let large = found.title != nil && found.displayMode != .inline
        let centre: [ViewNode] = if !principal.isEmpty {
            [ChromePart.make(.hStack(alignment: .center, spacing: metrics.toolbarItemSpacing), principal)]
        } else if let title = found.title, !large {
            [ChromePart.text(title, font: .style(.headline), color: nil).synthetic(.environment(.lineLimit(min: nil, max: 1, reservesSpace: false)))]
        } else {
            []
        }
        let edges = ChromePart.make(.hStack(alignment: .center, spacing: 0), [
            group(found.views(at: .leading)), ChromePart.make(.spacer(minLength: 0)), group(found.views(at: .trailing)),
        ]).synthetic(.padding(edges: .horizontal, length: metrics.barEdgePadding))
        let row = ChromePart.make(.zStack(alignment: .center), centre + [edges])
            .synthetic(.frame(width: nil, height: metrics.barHeight, alignment: .center))
        guard large, let title = found.title else { return row }
        let largeTitle = ChromePart.text(title, font: Font.style(.largeTitle).bold(), color: nil)
            .synthetic(.environment(.lineLimit(min: nil, max: 1, reservesSpace: false)))
            .synthetic(.paddingInsets(EdgeInsets(top: 0, leading: metrics.barEdgePadding, bottom: metrics.largeTitleBottomPadding, trailing: metrics.barEdgePadding)))
            .synthetic(.flexFrame(FlexFrame(maxWidth: .infinity, minHeight: metrics.largeTitleHeight, maxHeight: metrics.largeTitleHeight, alignment: .bottomLeading)))
        return ChromePart.make(.vStack(alignment: .leading, spacing: 0), [row, largeTitle])
    }

    /// Bottom-bar items spread with flexible space between them (§9.2 [U]).
    private func bottomBar(_ items: [ViewNode]) -> ViewNode {
        var spread: [ViewNode] = []
        for item in items {
            if !spread.isEmpty { spread.append(ChromePart.spacer) }
            spread.append(item)
        }
        if items.count == 1 { spread.append(ChromePart.spacer) }
        return ChromePart.make(.hStack(alignment: .center, spacing: 0), spread)
            .synthetic(.padding(edges: .horizontal, length: metrics.barEdgePadding))
            .synthetic(.frame(width: nil, height: metrics.bottomBarHeight, alignment: .center))
    }

    /// Items of one placement side by side.
    private func group(_ views: [ViewNode]) -> ViewNode {
        ChromePart.make(.hStack(alignment: .center, spacing: metrics.toolbarItemSpacing), views)
    }
}
