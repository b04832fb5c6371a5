import ViewTree

/// A Grid's rows and cells: each GridRow child is a row whose views fill columns left to right
/// (a span taking several); any other child is a row of one cell spanning every column. The grid
/// has as many columns as its longest row. Source: Containers.md §1.1.
struct GridStructure {
    struct Cell {
        let node: LayoutNode
        let column: Int
        let span: Int
        let traits: LayoutTraits

        var columns: Range<Int> { column..<(column + span) }
    }

    struct Row {
        let node: LayoutNode
        /// False for a child that is not a GridRow (a full-width Divider, say).
        let isGridRow: Bool
        /// `GridRow(alignment:)`; nil uses the grid's.
        let alignment: VerticalAlignment?
        let cells: [Cell]
    }

    let rows: [Row]
    let columnCount: Int
    /// `gridColumnAlignment` per column, from the first cell of the column that sets one (§1.4).
    let columnAlignments: [Int: HorizontalAlignment]

    init(_ grid: LayoutNode) {
        var rows: [(node: LayoutNode, alignment: VerticalAlignment??, cells: [Cell])] = []
        var columnCount = 0
        for child in grid.children {
            guard case .gridRow(let alignment) = child.view else {
                rows.append((child, nil, []))
                continue
            }
            var column = 0
            let cells = child.children.map { cell in
                let traits = cell.traits
                let span = max(traits.gridCellColumns ?? 1, 1)
                defer { column += span }
                return Cell(node: cell, column: column, span: span, traits: traits)
            }
            columnCount = max(columnCount, column)
            rows.append((child, .some(alignment), cells))
        }
        let width = max(columnCount, rows.isEmpty ? 0 : 1)
        self.columnCount = width
        self.rows = rows.map { row in
            guard let alignment = row.alignment else {
                let cell = Cell(node: row.node, column: 0, span: width, traits: row.node.traits)
                return Row(node: row.node, isGridRow: false, alignment: nil, cells: [cell])
            }
            return Row(node: row.node, isGridRow: true, alignment: alignment, cells: row.cells)
        }
        var alignments: [Int: HorizontalAlignment] = [:]
        for row in self.rows where row.isGridRow {
            for cell in row.cells {
                if let a = cell.traits.gridColumnAlignment, alignments[cell.column] == nil { alignments[cell.column] = a }
            }
        }
        self.columnAlignments = alignments
    }
}
