import ViewTree

/// `ContentUnavailableView` (Apple doc, iOS 17), built from ordinary views with the estimates of
/// `ContentUnavailableMetrics`.
extension ControlExpansion {
    /// The label over the description, then the actions, centred; it takes all the space offered,
    /// as it stands in for a screen's or a list's content [U: Apple's own example centres it on a
    /// searchable List as its overlay]. Symbol and description are secondary, text centred.
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
