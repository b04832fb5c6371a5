import ViewTree

/// `ContentUnavailableView` (Apple doc, iOS 17): Apple documents its parts, a label, an optional
/// description and optional actions, but not its metrics; neither reference spec gives them. Each
/// number below is Fieldguide's estimate [U], read off iOS 17 screenshots, named once here.
enum ContentUnavailableMetrics {
    /// The symbol: the Large Title font at the large image scale [U].
    static let iconFont = Font.style(.largeTitle)
    static let iconScale = ImageScale.large
    /// The title: Title 2, bold [U].
    static let titleFont = Font.style(.title2).bold()
    /// The description: Callout [U].
    static let descriptionFont = Font.style(.callout)
    /// From the symbol to the title [U].
    static let iconSpacing = 12.0
    /// From the title to the description [U].
    static let descriptionSpacing = 4.0
    /// From the description to the actions, and between actions [U].
    static let actionsSpacing = 16.0
    /// Around the whole, inside the space it fills [U].
    static let padding = 16.0
}

extension ControlExpansion {
    /// The label over the description, then the actions, centred; it takes all the space offered,
    /// as it stands in for a screen's or a list's content [U: it fills a List's overlay in
    /// Apple's examples]. Symbol and description are in the secondary colour, text centred.
    func contentUnavailable(_ hasDescription: Bool) -> ViewNode {
        typealias M = ContentUnavailableMetrics
        let description = hasDescription ? Array(labels.dropFirst().prefix(1)) : []
        let actions = Array(labels.dropFirst(hasDescription ? 2 : 1))
        var text = labels.prefix(1).map(unavailableLabel)
        text += description.map {
            $0.synthetic(.environment(.font(M.descriptionFont))).synthetic(.environment(.foregroundStyle(.system(.secondary))))
        }
        var body = [part(.vStack(alignment: .center, spacing: M.descriptionSpacing), text)]
        if !actions.isEmpty { body.append(part(.vStack(alignment: .center, spacing: M.actionsSpacing), actions)) }
        return part(.vStack(alignment: .center, spacing: M.actionsSpacing), body)
            .synthetic(.environment(.multilineTextAlignment(.center)))
            .synthetic(.padding(edges: .all, length: M.padding))
            .synthetic(.flexFrame(FlexFrame(maxWidth: .infinity, maxHeight: .infinity)))
    }

    /// A `Label` stands on its symbol, large and secondary, over its bold title; any other label
    /// view is shown in the title's font.
    private func unavailableLabel(_ label: ViewNode) -> ViewNode {
        typealias M = ContentUnavailableMetrics
        guard case .control(.label) = label.kind, label.children.count == 2 else {
            return label.synthetic(.environment(.font(M.titleFont)))
        }
        let title = label.children[0].synthetic(.environment(.font(M.titleFont)))
        let icon = label.children[1]
            .synthetic(.environment(.imageScale(M.iconScale)))
            .synthetic(.environment(.font(M.iconFont)))
            .synthetic(.environment(.foregroundStyle(.system(.secondary))))
        var stacked = label
        stacked.kind = .vStack(alignment: .center, spacing: M.iconSpacing)
        stacked.children = [icon, title]
        stacked.displayName = "Label"
        return stacked
    }
}
