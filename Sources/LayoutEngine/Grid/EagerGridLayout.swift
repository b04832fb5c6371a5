import ViewTree

/// Grid (and GridLayout): columns behave like an HStack's children and rows like a VStack's, each
/// as wide (tall) as its widest (tallest) cell; flexible columns and rows share what is left;
/// spanning cells widen the columns they cover when they need more; unsized cells take what the
/// others made. Source: Containers.md §1.2 (Apple's rules [A]; the sizing model [U]),
/// §1.4 (alignment), §1.5 (unsized axes).
struct EagerGridLayout: LayoutAlgorithm {
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double
    /// Hands each GridRow its cells' placements.
    let rowPlacements: GridRowPlacements

    /// Column widths, row heights and their offsets for one proposal.
    struct Arrangement {
        var columns: [Double]
        var rows: [Double]
        var columnOffsets: [Double]
        var rowOffsets: [Double]
        var size: Size
    }

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        arrange(p, GridStructure(node)).size
    }

    /// Rows take their rectangles; every cell is proposed its cell rectangle and aligned in it.
    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let structure = GridStructure(node)
        let a = arrange(proposal, structure)
        var placements: [ChildPlacement] = []
        for (r, row) in structure.rows.enumerated() {
            let cells = cellPlacements(row, r, a, structure)
            guard row.isGridRow else {
                placements += cells
                continue
            }
            let y = a.rowOffsets[r]
            rowPlacements.store(cells.map { moved($0, by: -y) }, forRow: row.node.id)
            placements.append(ChildPlacement(child: row.node, origin: Point(x: 0, y: y), proposal: ProposedViewSize(width: a.size.width, height: a.rows[r])))
        }
        return placements
    }

    /// The cells' explicit guides, projected to the grid and combined by the guide's rule (§6.3).
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        let structure = GridStructure(node)
        let a = arrange(proposal, structure)
        let values = structure.rows.indices.flatMap { r in
            cellPlacements(structure.rows[r], r, a, structure).compactMap { placement in
                placement.child.explicitAlignment(key, proposal: placement.proposal).map { $0 + placement.origin[key.axis] }
            }
        }
        return key.combine.combine(values)
    }

    /// Union of all cells' preferences on all edges, like a custom layout's default (§4.8).
    func spacing(node: LayoutNode) -> ViewSpacing {
        GridStructure(node).rows.flatMap(\.cells).reduce(ViewSpacing()) { $0.union($1.node.spacing) }
    }

    func layoutPriority(node: LayoutNode) -> Double { node.children.isEmpty ? -.infinity : 0 }

    // MARK: Sizing

    func arrange(_ p: ProposedViewSize, _ s: GridStructure) -> Arrangement {
        let hGaps = horizontalSpacing * Double(max(s.columnCount - 1, 0))
        let columnSizer = GridTrackSizer(needs: columnNeeds(s))
        var columns = p.width.map { columnSizer.distribute($0 - hGaps) } ?? columnSizer.ideal
        widenForSpans(&columns, p, s)
        let vGaps = verticalSpacing * Double(max(s.rows.count - 1, 0))
        let rowSizer = GridTrackSizer(needs: s.rows.map { rowNeeds($0, columns) })
        let rows = p.height.map { rowSizer.distribute($0 - vGaps) } ?? rowSizer.ideal
        return Arrangement(
            columns: columns, rows: rows, columnOffsets: offsets(columns, horizontalSpacing), rowOffsets: offsets(rows, verticalSpacing),
            size: Size(width: columns.reduce(0, +) + hGaps, height: rows.reduce(0, +) + vGaps))
    }

    /// §1.2 step 1: single-column cells of GridRows that are sized horizontally, at 0, nil and ∞.
    private func columnNeeds(_ s: GridStructure) -> [GridTrackSizer.Needs] {
        var needs = Array(repeating: GridTrackSizer.Needs(), count: s.columnCount)
        for row in s.rows where row.isGridRow {
            for cell in row.cells where cell.span == 1 && !cell.traits.gridCellUnsizedAxes.includes(.horizontal) {
                needs[cell.column].include(GridTrackSizer.Needs(
                    minimum: cell.node.sizeThatFits(ProposedViewSize(width: 0, height: nil)).width,
                    ideal: cell.node.sizeThatFits(.unspecified).width,
                    maximum: cell.node.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width))
            }
        }
        return needs
    }

    /// §1.2 step 2: a spanning cell that needs more than its columns give (offered them plus the
    /// grid's leftover) widens them, the surplus shared equally [U].
    private func widenForSpans(_ columns: inout [Double], _ p: ProposedViewSize, _ s: GridStructure) {
        for row in s.rows {
            for cell in row.cells where cell.span > 1 || !row.isGridRow {
                guard !cell.traits.gridCellUnsizedAxes.includes(.horizontal), !cell.columns.isEmpty else { continue }
                let spanned = width(of: cell, columns)
                let used = columns.reduce(0, +) + horizontalSpacing * Double(max(columns.count - 1, 0))
                let offer = p.width.map { spanned + max(0, $0 - used) }
                let wanted = cell.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
                guard wanted > spanned + 1e-9, wanted.isFinite else { continue }
                let share = (wanted - spanned) / Double(cell.span)
                for c in cell.columns { columns[c] += share }
            }
        }
    }

    /// §1.2 step 3: a row's needs are its tallest vertically sized cell's at its cell width.
    private func rowNeeds(_ row: GridStructure.Row, _ columns: [Double]) -> GridTrackSizer.Needs {
        var needs = GridTrackSizer.Needs()
        for cell in row.cells where !cell.traits.gridCellUnsizedAxes.includes(.vertical) {
            let w = width(of: cell, columns)
            needs.include(GridTrackSizer.Needs(
                minimum: cell.node.sizeThatFits(ProposedViewSize(width: w, height: 0)).height,
                ideal: cell.node.sizeThatFits(ProposedViewSize(width: w, height: nil)).height,
                maximum: cell.node.sizeThatFits(ProposedViewSize(width: w, height: .infinity)).height))
        }
        if let key = guideAlignment(row) {
            let extent = alignedExtent(row, key, columns)
            needs.include(GridTrackSizer.Needs(minimum: extent, ideal: extent, maximum: extent))
        }
        return needs
    }

    /// The cell's columns and the gaps between them.
    func width(of cell: GridStructure.Cell, _ columns: [Double]) -> Double {
        cell.columns.reduce(0) { $0 + columns[$1] } + horizontalSpacing * Double(cell.span - 1)
    }

    private func offsets(_ lengths: [Double], _ gap: Double) -> [Double] {
        var result: [Double] = []
        var x = 0.0
        for length in lengths {
            result.append(x)
            x += length + gap
        }
        return result
    }

    private func moved(_ placement: ChildPlacement, by dy: Double) -> ChildPlacement {
        var copy = placement
        copy.origin.y += dy
        return copy
    }
}
