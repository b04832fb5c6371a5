import ViewTree

/// Placing a Grid's cells inside their cell rectangles (Containers.md §1.4).
extension EagerGridLayout {
    /// Each cell proposed its cell rectangle (column widths and gaps × row height) and aligned in
    /// it; origins are in the grid's space.
    func cellPlacements(_ row: GridStructure.Row, _ r: Int, _ a: Arrangement, _ s: GridStructure) -> [ChildPlacement] {
        let measured = row.cells.map { cell in
            let rect = Rect(x: a.columnOffsets[cell.column], y: a.rowOffsets[r], width: width(of: cell, a.columns), height: a.rows[r])
            return (cell: cell, rect: rect, dims: cell.node.dimensions(ProposedViewSize(rect.size)))
        }
        let key = guideAlignment(row)
        let line = key.map { key in measured.filter { $0.cell.traits.gridCellAnchor == nil }.map { $0.dims[key] }.max() ?? 0 }
        return measured.map { cell, rect, dims in
            let x = rect.x + horizontalOffset(cell, row, s, dims, in: rect.size)
            var y = rect.y + verticalOffset(cell, row, dims, in: rect.size)
            if let key, let line, cell.traits.gridCellAnchor == nil { y = rect.y + line - dims[key] }
            return ChildPlacement(child: cell.node, origin: Point(x: x, y: y), proposal: ProposedViewSize(rect.size))
        }
    }

    /// Anchor, then the column's alignment, then the grid's (§1.4 table). A spanning GridRow cell
    /// uses its first column's; a full-width row the grid's [U].
    private func horizontalOffset(_ cell: GridStructure.Cell, _ row: GridStructure.Row, _ s: GridStructure, _ dims: ViewDimensions, in size: Size) -> Double {
        if let anchor = cell.traits.gridCellAnchor { return anchor.x * (size.width - dims.width) }
        let guide = (row.isGridRow ? s.columnAlignments[cell.column] : nil) ?? alignment.horizontal
        return guide.key.defaultValue(ViewDimensions(size: size)) - dims[guide]
    }

    /// Anchor, then the row's alignment, then the grid's (§1.4 table).
    private func verticalOffset(_ cell: GridStructure.Cell, _ row: GridStructure.Row, _ dims: ViewDimensions, in size: Size) -> Double {
        if let anchor = cell.traits.gridCellAnchor { return anchor.y * (size.height - dims.height) }
        let guide = row.alignment ?? alignment.vertical
        return guide.key.defaultValue(ViewDimensions(size: size)) - dims[guide]
    }

    /// A row aligned on a text baseline or a custom guide puts every cell's guide on one line,
    /// as a stack does; built-in edges and centres align each cell in its rectangle (§1.4 [D, U]).
    func guideAlignment(_ row: GridStructure.Row) -> AlignmentKey? {
        let key = (row.alignment ?? alignment.vertical).key
        return key.combine == .none ? nil : key
    }

    /// How tall the cells stand once their guides share a line, proposed their cell width.
    func alignedExtent(_ row: GridStructure.Row, _ key: AlignmentKey, _ columns: [Double]) -> Double {
        var above = 0.0, below = 0.0
        for cell in row.cells where !cell.traits.gridCellUnsizedAxes.includes(.vertical) {
            let dims = cell.node.dimensions(ProposedViewSize(width: width(of: cell, columns), height: nil))
            above = max(above, dims[key])
            below = max(below, dims.height - dims[key])
        }
        return above + below
    }
}
