/// Where a Grid put each row's cells, handed from the grid to its GridRow nodes during placement
/// (the grid decides every cell's place; a row only passes them on).
final class GridRowPlacements {
    private var cells: [String: [ChildPlacement]] = [:]

    func store(_ placements: [ChildPlacement], forRow id: String) {
        cells[id] = placements
    }

    func placements(forRow id: String) -> [ChildPlacement] {
        cells[id] ?? []
    }
}
