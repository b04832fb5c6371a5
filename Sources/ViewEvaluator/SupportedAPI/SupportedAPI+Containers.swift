import ViewTree

extension SupportedAPI {
    /// Grids, lazy containers, ViewThatFits and ScrollView (Containers.md §1, §2, §3, §6).
    static let containerViews: [ViewSpec] = [
        ViewSpec(name: "Grid", forms: ["Grid(alignment:horizontalSpacing:verticalSpacing:content:)"],
                 summary: "Rows of cells in shared columns; views outside a GridRow span all columns.") { v, c in try v.grid(c) },
        ViewSpec(name: "GridLayout", forms: ["GridLayout(alignment:horizontalSpacing:verticalSpacing:)"],
                 summary: "The Grid layout as a value, for AnyLayout.") { v, c in try v.grid(c, displayName: "GridLayout") },
        ViewSpec(name: "GridRow", forms: ["GridRow(alignment:content:)"], summary: "One row of a Grid; each view is a cell.") { v, c in try v.gridRow(c) },
        ViewSpec(name: "LazyVGrid", forms: ["LazyVGrid(columns:alignment:spacing:pinnedViews:content:)"],
                 summary: "Cells in rows under fixed, flexible or adaptive columns sized by GridItem.", requires: [["columns"]]) { v, c in try v.lazyGrid(c) },
        ViewSpec(name: "LazyHGrid", forms: ["LazyHGrid(rows:alignment:spacing:pinnedViews:content:)"],
                 summary: "Cells in columns beside fixed, flexible or adaptive rows sized by GridItem.", requires: [["rows"]]) { v, c in try v.lazyGrid(c) },
        ViewSpec(name: "LazyVStack", forms: ["LazyVStack(alignment:spacing:pinnedViews:content:)"],
                 summary: "A VStack that takes the width offered; pinned section headers are drawn as plain rows.") { v, c in try v.lazyStack(c) },
        ViewSpec(name: "LazyHStack", forms: ["LazyHStack(alignment:spacing:pinnedViews:content:)"],
                 summary: "An HStack that takes the height offered; pinned section headers are drawn as plain columns.") { v, c in try v.lazyStack(c) },
        ViewSpec(name: "Section", forms: ["Section(content:)", "Section(_:content:)", "Section(content:header:)", "Section(content:footer:)",
                                          "Section(content:header:footer:)", "Section(header:content:)", "Section(footer:content:)", "Section(header:footer:content:)",
                                          "Section(_:content:footer:)", "Section(_:isExpanded:content:)"],
                 summary: "Content with an optional header and footer; lazy grids start a new block for it.") { v, c in try v.section(c) },
        ViewSpec(name: "ViewThatFits", forms: ["ViewThatFits(in:content:)"],
                 summary: "The first child whose ideal size fits the proposal on the given axes, else the last.") { v, c in try v.viewThatFits(c) },
        ViewSpec(name: "ScrollView", forms: ["ScrollView(_:showsIndicators:content:)", "ScrollView(_:content:)"],
                 summary: "Content proposed nil along the scroll axes, clipped to the viewport, with a faint indicator.") { v, c in try v.scrollView(c) },
    ]
}
