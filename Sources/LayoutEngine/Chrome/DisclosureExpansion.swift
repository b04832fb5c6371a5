import ViewTree

/// `DisclosureGroup`: the label with a trailing accent chevron, pointing right when collapsed
/// and down when expanded; the content below it only when expanded (Containers.md §8.3 [U]).
struct DisclosureExpansion {
    let label: ViewNode
    let content: [ViewNode]
    let isExpanded: Bool
    let metrics: ChromeEstimates

    /// The label row: label, flexible space, chevron. When collapsed, the hidden content's code
    /// points at this row, the one that would open it.
    var headerRow: ViewNode {
        let chevron = ChromePart.symbol(isExpanded ? "chevron.down" : "chevron.right",
                                        font: .system(size: metrics.chevronPointSize, weight: .semibold), color: .system(.accentColor))
        let row = ChromePart.make(.hStack(alignment: .center, spacing: nil), [label, ChromePart.spacer, chevron])
        guard !isExpanded else { return row }
        return ChromePart.flattened(content).reduce(row) { ChromePart.named($0, after: $1) }
    }

    var view: ViewNode {
        guard isExpanded, !content.isEmpty else { return headerRow }
        let body = ChromePart.make(.vStack(alignment: .leading, spacing: nil), content)
        return ChromePart.make(.vStack(alignment: .leading, spacing: metrics.disclosureSpacing), [headerRow, body])
    }
}
