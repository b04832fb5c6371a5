import ViewTree

/// Values a view carries for the container around it: a Grid's cell settings and a custom
/// layout's `layoutValue`s. They pass through modifiers that have no layout of their own, as
/// layout priority does, and stop at the first container (Containers.md §1.1, §1.4,
/// §1.5, §4.4).
struct LayoutTraits {
    var gridCellColumns: Int?
    var gridColumnAlignment: HorizontalAlignment?
    var gridCellAnchor: UnitPoint?
    var gridCellUnsizedAxes: Axis.Set = []
    var values: [String: any Sendable] = [:]
}

extension LayoutTraits {
    /// One trait-writing modifier (`gridCellColumns`, `layoutValue`…).
    enum Setting {
        case gridCellColumns(Int)
        case gridColumnAlignment(HorizontalAlignment)
        case gridCellAnchor(UnitPoint)
        case gridCellUnsizedAxes(Axis.Set)
        case value(key: String, any Sendable)
    }

    /// Writes one setting over what the content carries.
    mutating func apply(_ setting: Setting) {
        switch setting {
        case .gridCellColumns(let n): gridCellColumns = n
        case .gridColumnAlignment(let a): gridColumnAlignment = a
        case .gridCellAnchor(let p): gridCellAnchor = p
        case .gridCellUnsizedAxes(let axes): gridCellUnsizedAxes = axes
        case .value(let key, let value): values[key] = value
        }
    }
}
