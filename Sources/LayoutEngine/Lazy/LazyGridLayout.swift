import ViewTree

/// LazyVGrid (and, with the axes swapped, LazyHGrid): columns come from the GridItems alone, cells
/// fill them row by row, each row as tall as its tallest cell. Sizing starts from the proposed
/// width, placement again from the grid's own width, so an overflowing first pass draws wider
/// than it reported. Sections start new rows; headers and footers take a whole row, pinned or
/// not. Source: Containers.md §2.2–§2.4.
struct LazyGridLayout: LayoutAlgorithm {
    /// The axis the grid grows along: vertical for LazyVGrid, horizontal for LazyHGrid.
    let axis: Axis
    let tracks: GridItemTracks
    /// Places the block of columns across the axis (the grid's `alignment`).
    let alignment: AlignmentKey
    /// The gap between rows (LazyVGrid's `spacing`).
    let lineSpacing: Double

    private var cross: Axis { axis.other }

    /// One row of cells, or a header or footer spanning the grid.
    private enum Line {
        case cells([Int])
        case whole(Int)
    }

    /// Pass 1: columns from the proposal; the grid is at least as wide as proposed (§2.2 [R]).
    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        let columns = tracks.tracks(for: p[cross] ?? node.context.estimates.lazyGridUnspecifiedLength)
        let block = GridItemTracks.extent(columns)
        let width = max(p[cross] ?? block, block)
        let lengths = lineLengths(lines(node, perLine: columns.count), columns, width: width, node: node)
        return Size(major: total(lengths), minor: width, along: axis)
    }

    /// Pass 2: columns again from the grid's own width (§2.3), the block aligned in it, or at
    /// the leading edge when it overflows.
    func placements(in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> [ChildPlacement] {
        let width = size[cross]
        let columns = tracks.tracks(for: width)
        let block = GridItemTracks.extent(columns)
        let shift = block <= width ? guide(width) - guide(block) : 0
        let lines = lines(node, perLine: columns.count)
        let lengths = lineLengths(lines, columns, width: width, node: node)
        var placements: [ChildPlacement] = []
        var position = 0.0
        for (line, length) in zip(lines, lengths) {
            switch line {
            case .cells(let indices):
                for (column, index) in zip(columns, indices) {
                    let cell = Size(major: length, minor: column.length, along: axis)
                    placements.append(place(node.children[index], in: cell, at: Point(major: position, minor: shift + column.offset, along: axis), alignment: column.alignment))
                }
            case .whole(let index):
                let cell = Size(major: length, minor: width, along: axis)
                placements.append(place(node.children[index], in: cell, at: Point(major: position, minor: 0, along: axis), alignment: wholeLineAlignment))
            }
            position += length + lineSpacing
        }
        return placements
    }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, node: LayoutNode) -> Double? {
        combinedChildGuides(key, in: size, proposal: proposal, node: node)
    }

    /// Union of all children's preferences, like other multi-child containers (§2.2 of the companion).
    func spacing(node: LayoutNode) -> ViewSpacing {
        node.children.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    func layoutPriority(node: LayoutNode) -> Double { node.children.isEmpty ? -.infinity : 0 }

    /// Cells fill `perLine` columns in order; a new section, a header or a footer starts a new line.
    private func lines(_ node: LayoutNode, perLine: Int) -> [Line] {
        var lines: [Line] = []
        var pending: [Int] = []
        var section: String?
        func flush() {
            if !pending.isEmpty { lines.append(.cells(pending)) }
            pending = []
        }
        for (i, child) in node.children.enumerated() {
            if child.section?.sectionID != section {
                flush()
                section = child.section?.sectionID
            }
            if let role = child.section?.role, role != .content {
                flush()
                lines.append(.whole(i))
            } else {
                pending.append(i)
                if pending.count >= max(perLine, 1) { flush() }
            }
        }
        flush()
        return lines
    }

    /// A row is as tall as its tallest cell proposed (column width, nil) (§2.4).
    private func lineLengths(_ lines: [Line], _ columns: [GridItemTracks.Track], width: Double, node: LayoutNode) -> [Double] {
        lines.map { line in
            switch line {
            case .cells(let indices):
                zip(columns, indices).map { column, index in
                    node.children[index].sizeThatFits(ProposedViewSize(major: nil, minor: column.length, along: axis))[axis]
                }.max() ?? 0
            case .whole(let index):
                node.children[index].sizeThatFits(ProposedViewSize(major: nil, minor: width, along: axis))[axis]
            }
        }
    }

    private func total(_ lengths: [Double]) -> Double {
        lengths.reduce(0, +) + lineSpacing * Double(max(lengths.count - 1, 0))
    }

    /// A cell proposed its whole cell and aligned in it by its column's alignment (§2.4).
    private func place(_ child: LayoutNode, in cell: Size, at origin: Point, alignment: Alignment) -> ChildPlacement {
        let p = ProposedViewSize(cell)
        return ChildPlacement(child: child, origin: origin + FrameAlignment.origin(of: child, proposal: p, in: cell, alignment: alignment), proposal: p)
    }

    /// The grid's alignment guide on a length across the axis.
    private func guide(_ length: Double) -> Double {
        alignment.defaultValue(ViewDimensions(size: Size(major: 0, minor: length, along: axis)))
    }

    /// Headers and footers align across the grid like the block of columns [U].
    private var wholeLineAlignment: Alignment {
        axis == .vertical
            ? Alignment(horizontal: HorizontalAlignment(alignment), vertical: .center)
            : Alignment(horizontal: .center, vertical: VerticalAlignment(alignment))
    }
}
