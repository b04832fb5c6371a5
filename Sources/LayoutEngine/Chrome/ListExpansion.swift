import ViewTree

/// Builds a List or Form out of ordinary views: a vertical scroll view of section cards on the
/// grouped background (Containers.md §8.2). Rows are the top-level views once Group and ForEach
/// are flattened; rows outside any Section form one card per run (§8.1 [U]).
struct ListExpansion {
    /// The List's or Form's children.
    let content: [ViewNode]
    let style: ListStyle
    let metrics: ChromeEstimates

    /// One card with its optional header and footer; `section` is the author's Section, if any.
    private struct Block {
        var section: ViewNode?
        var header: ViewNode?
        var rows: [ViewNode]
        var footer: ViewNode?
    }

    /// `.grouped` and `.plain` run edge to edge with square corners; `.plain` has no gaps or grey page (§8.1).
    private var isInset: Bool { style != .grouped && style != .plain }
    private var isPlain: Bool { style == .plain }
    private var margin: Double { isInset ? metrics.cardMargin : 0 }

    var view: ViewNode {
        var parts = blocks.map(blockView)
        if !isPlain { parts.append(gap(metrics.sectionSpacing)) }
        let column = ChromePart.make(.vStack(alignment: .leading, spacing: 0), parts)
        let page = ChromePart.fill(isPlain ? .systemBackground : .systemGroupedBackground)
            .synthetic(.ignoresSafeArea(regions: .all, edges: .all))
        return ChromePart.make(.scrollView(axes: .vertical, showsIndicators: true), [column])
            .synthetic(.background(alignment: .center), [page])
    }

    private var blocks: [Block] {
        var result: [Block] = []
        var loose: [ViewNode] = []
        func closeLoose() {
            if !loose.isEmpty { result.append(Block(rows: loose)) }
            loose = []
        }
        for item in ChromePart.flattened(content) {
            guard case .section(let hasHeader, let hasFooter) = item.kind else {
                loose.append(item)
                continue
            }
            closeLoose()
            var rows = item.children
            let header = hasHeader ? rows.removeFirst() : nil
            let footer = hasFooter ? rows.removeLast() : nil
            result.append(Block(section: item, header: header, rows: ChromePart.flattened(rows), footer: footer))
        }
        closeLoose()
        return result
    }

    /// Header, card and footer stacked; a Section keeps a node of its own around them.
    private func blockView(_ block: Block) -> ViewNode {
        let stack = ChromePart.make(.vStack(alignment: .leading, spacing: 0), blockViews(block))
        return block.section.map { ChromePart.named(stack, after: $0) } ?? stack
    }

    private func blockViews(_ block: Block) -> [ViewNode] {
        let rows = block.rows.flatMap(expandedRows)
        var views: [ViewNode] = []
        if let header = block.header {
            views.append(caption(uppercased(header), top: metrics.headerTopSpacing, bottom: metrics.headerBottomSpacing))
        }
        let cardGap = block.header == nil && !isPlain ? metrics.sectionSpacing : 0
        if !rows.isEmpty {
            views.append(card(rows).synthetic(.paddingInsets(EdgeInsets(top: cardGap, leading: margin, bottom: 0, trailing: margin))))
        } else if cardGap > 0 {
            views.append(gap(cardGap))
        }
        if let footer = block.footer {
            views.append(caption(footer, top: metrics.footerTopSpacing, bottom: 0))
        }
        return views
    }

    /// A DisclosureGroup in a list is its label row, then its content rows when expanded (§8.3 [U]).
    private func expandedRows(_ row: ViewNode) -> [ViewNode] {
        guard case .system(.disclosureGroup(let isExpanded)) = row.kind, let label = row.children.first else { return [row] }
        let head = DisclosureExpansion(label: label, content: Array(row.children.dropFirst()), isExpanded: isExpanded, metrics: metrics).headerRow
        return [ChromePart.named(head, after: row)] + (isExpanded ? ChromePart.flattened(Array(row.children.dropFirst())) : [])
    }

    /// Rows inset in a rounded card, a separator under every row but the last (§8.2).
    private func card(_ rows: [ViewNode]) -> ViewNode {
        let cells = rows.enumerated().map { i, row in
            let cell = self.cell(row)
            guard i < rows.count - 1 else { return cell }
            let line = ChromePart.fill(.separator)
                .synthetic(.frame(width: nil, height: metrics.separatorThickness, alignment: .center))
                .synthetic(.padding(edges: .leading, length: metrics.rowHorizontalInset))
            return cell.synthetic(.overlay(alignment: .bottom), [line])
        }
        let background = ChromePart.fill(isPlain ? .systemBackground : .secondarySystemGroupedBackground, cornerRadius: isInset ? metrics.cardCornerRadius : 0)
        return ChromePart.make(.vStack(alignment: .leading, spacing: 0), cells).synthetic(.background(alignment: .center), [background])
    }

    /// Row content inset, at least `rowMinHeight` tall, leading and vertically centred (§8.2 [U]).
    private func cell(_ row: ViewNode) -> ViewNode {
        let insets = EdgeInsets(top: metrics.rowVerticalInset, leading: metrics.rowHorizontalInset, bottom: metrics.rowVerticalInset, trailing: metrics.rowHorizontalInset)
        return row.synthetic(.paddingInsets(insets))
            .synthetic(.flexFrame(FlexFrame(maxWidth: .infinity, minHeight: metrics.rowMinHeight, alignment: .leading)))
    }

    /// A section header or footer: footnote, secondary colour, aligned with the row text (§8.2).
    private func caption(_ view: ViewNode, top: Double, bottom: Double) -> ViewNode {
        let inset = margin + metrics.rowHorizontalInset
        return ChromePart.text(view, font: .style(.footnote), color: .system(.secondary))
            .synthetic(.paddingInsets(EdgeInsets(top: top, leading: inset, bottom: bottom, trailing: inset)))
            .synthetic(.flexFrame(FlexFrame(maxWidth: .infinity, alignment: .leading)))
    }

    /// Empty vertical space.
    private func gap(_ height: Double) -> ViewNode {
        ChromePart.make(.color(.system(.clear))).synthetic(.frame(width: nil, height: height, alignment: .center))
    }

    /// iOS 17/18 upper-case section headers (§8.2 [O], X26); text inside the header is rewritten.
    private func uppercased(_ view: ViewNode) -> ViewNode {
        var copy = view
        if case .text(var text) = view.kind {
            for i in text.runs.indices { text.runs[i].string = text.runs[i].string.uppercased() }
            copy.kind = .text(text)
        }
        copy.children = view.children.map(uppercased)
        return copy
    }
}
