import ViewTree

/// `DisclosureGroup`: the label with a trailing accent chevron, pointing right when collapsed
/// and down when expanded; the content below it only when expanded (Containers.md §8.3 [U]).
struct DisclosureExpansion {
    let label: ViewNode
    let content: [ViewNode]
    let isExpanded: Bool
    let metrics: ChromeEstimates

    /// The label row: label, flexible space, chevron.
    var headerRow: ViewNode {
        let chevron = ChromePart.symbol(isExpanded ? "chevron.down" : "chevron.right",
                                        font: .system(size: metrics.chevronPointSize, weight: .semibold), color: .system(.accentColor))
        return ChromePart.make(.hStack(alignment: .center, spacing: nil), [label, ChromePart.spacer, chevron])
    }

    var view: ViewNode {
        guard isExpanded, !content.isEmpty else { return headerRow }
        let body = ChromePart.make(.vStack(alignment: .leading, spacing: nil), content)
        return ChromePart.make(.vStack(alignment: .leading, spacing: metrics.disclosureSpacing), [headerRow, body])
    }
}
