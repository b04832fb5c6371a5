import ViewTree

extension SupportedAPI {
    /// Modifiers for grid cells, scroll views, the safe area, container-relative frames and
    /// custom layouts (Containers.md §1, §4–§7).
    static let containerModifiers: [ModifierSpec] = [
        ModifierSpec(name: "gridCellColumns", forms: ["gridCellColumns(_:)"], summary: "The Grid cell spans this many columns.") { e, m in try e.gridCellColumns(m) },
        ModifierSpec(name: "gridColumnAlignment", forms: ["gridColumnAlignment(_:)"], summary: "How every cell of this Grid column aligns.") { e, m in
            try e.gridColumnAlignment(m)
        },
        ModifierSpec(name: "gridCellAnchor", forms: ["gridCellAnchor(_:)"], summary: "Where the view sits in its Grid cell.") { e, m in try e.gridCellAnchor(m) },
        ModifierSpec(name: "gridCellUnsizedAxes", forms: ["gridCellUnsizedAxes(_:)"], summary: "The Grid cell takes only the space its row and column need on these axes.") { e, m in
            try e.gridCellUnsizedAxes(m)
        },
        ModifierSpec(name: "containerRelativeFrame", forms: ["containerRelativeFrame(_:alignment:)", "containerRelativeFrame(_:count:span:spacing:alignment:)", "containerRelativeFrame(_:alignment:_:)"],
                     summary: "A frame sized from the nearest container: its length, a span of equal columns, or a closure.", numbersAreCGFloat: true) { e, m in
            try e.containerRelativeFrame(m)
        },
        ModifierSpec(name: "ignoresSafeArea", forms: ["ignoresSafeArea(_:edges:)"], summary: "Extends the view into the safe-area insets on the given edges.") { e, m in
            try e.ignoresSafeArea(m)
        },
        ModifierSpec(name: "edgesIgnoringSafeArea", forms: ["edgesIgnoringSafeArea(_:)"], summary: "Older name of ignoresSafeArea(.all, edges:).") { e, m in try e.ignoresSafeArea(m) },
        ModifierSpec(name: "safeAreaInset", forms: ["safeAreaInset(edge:alignment:spacing:content:)"],
                     summary: "Places a view at an edge and shrinks the safe area of the content by its size.", numbersAreCGFloat: true) { e, m in try e.safeAreaInset(m) },
        ModifierSpec(name: "safeAreaPadding", forms: ["safeAreaPadding(_:_:)", "safeAreaPadding(_:)"],
                     summary: "Adds to the safe-area insets instead of padding the content.", numbersAreCGFloat: true) { e, m in try e.safeAreaPadding(m) },
        ModifierSpec(name: "scrollIndicators", forms: ["scrollIndicators(_:axes:)"], summary: "Shows or hides the scroll indicators of scroll views below.") { e, m in
            try e.scrollIndicators(m)
        },
        ModifierSpec(name: "contentMargins", forms: ["contentMargins(_:_:for:)", "contentMargins(_:for:)"],
                     summary: "Margins around the content of scroll views below.", numbersAreCGFloat: true) { e, m in try e.contentMargins(m) },
        ModifierSpec(name: "layoutValue", forms: ["layoutValue(key:value:)"], summary: "A value a custom Layout reads from this subview with `subview[Key.self]`.") { e, m in
            try e.layoutValue(m)
        },
    ]
}
