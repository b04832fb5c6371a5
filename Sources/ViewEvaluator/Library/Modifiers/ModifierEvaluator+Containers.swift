import Diagnostics
import ViewTree

/// Builders of the modifiers for grids, scroll views, the safe area and container-relative
/// frames (`SupportedAPI.containerModifiers`, Containers.md §1, §4, §5, §6, §7).
extension ModifierEvaluator {
    /// `gridCellColumns(2)`: the cell spans that many columns (Containers.md §1.3).
    func gridCellColumns(_ m: ModifierCall) throws -> Value {
        guard let first = m.first, let count = first.value.asInt else {
            if let first = m.first { coercion.reportBadArgument(first, expected: "Int") }
            return m.base
        }
        return try wrap(try content(m), .gridCellColumns(count), at: m.location)
    }

    /// `gridColumnAlignment(.trailing)` (Containers.md §1.4).
    func gridColumnAlignment(_ m: ModifierCall) throws -> Value {
        guard let first = m.first else { return m.base }
        return try wrap(try content(m), .gridColumnAlignment(try coercion.horizontalArgument(first, default: .center)), at: m.location)
    }

    /// `gridCellAnchor(.topLeading)` or `gridCellAnchor(UnitPoint(x:y:))` (Containers.md §1.4).
    func gridCellAnchor(_ m: ModifierCall) throws -> Value {
        guard let first = m.first, let anchor = first.value.asUnitPoint else {
            if let first = m.first { coercion.reportBadArgument(first, expected: "UnitPoint") }
            return m.base
        }
        return try wrap(try content(m), .gridCellAnchor(anchor), at: m.location)
    }

    /// `gridCellUnsizedAxes(.horizontal)` (Containers.md §1.5).
    func gridCellUnsizedAxes(_ m: ModifierCall) throws -> Value {
        try wrap(try content(m), .gridCellUnsizedAxes(builders.axesArgument(m.first, default: [])), at: m.location)
    }

    /// `ignoresSafeArea()`, `ignoresSafeArea(.container, edges: .top)`, and the older
    /// `edgesIgnoringSafeArea(.all)` (Containers.md §7.3).
    func ignoresSafeArea(_ m: ModifierCall) throws -> Value {
        var regions = SafeAreaRegions.all
        var edges = m.arguments["edges"]?.value.asEdgeSet ?? .all
        if m.name == "edgesIgnoringSafeArea" {
            edges = m.first?.value.asEdgeSet ?? .all
        } else if let first = m.first {
            regions = safeAreaRegions(first)
        }
        return try wrap(try content(m), .ignoresSafeArea(regions: regions, edges: edges), at: m.location)
    }

    /// `.all`, `.container`, `.keyboard` or an array of them.
    private func safeAreaRegions(_ argument: Argument) -> SafeAreaRegions {
        let names: [String] = switch argument.value {
        case .symbol(let s): [s.name]
        case .array(let items): items.compactMap(\.caseName)
        default: []
        }
        var regions: SafeAreaRegions = []
        for name in names {
            switch name {
            case "all": regions.formUnion(.all)
            case "container": regions.insert(.container)
            case "keyboard": regions.insert(.keyboard)
            default: coercion.reportBadArgument(argument, expected: "SafeAreaRegions")
            }
        }
        return names.isEmpty ? .all : regions
    }

    /// `safeAreaInset(edge: .bottom, alignment: .leading, spacing: 8) { … }`: the alignment is
    /// horizontal for the top and bottom edges, vertical for the sides (Containers.md §7.4).
    func safeAreaInset(_ m: ModifierCall) throws -> Value {
        let names: [String: Edge] = ["top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing]
        guard let edgeArgument = m.arguments["edge"], let edge = edgeArgument.value.caseName.flatMap({ names[$0] }) else {
            if let written = m.arguments["edge"] { coercion.reportBadArgument(written, expected: "Edge") }
            return m.base
        }
        let alignment: Alignment = if edge == .top || edge == .bottom {
            Alignment(horizontal: try coercion.horizontalArgument(m.arguments["alignment"], default: .center), vertical: .center)
        } else {
            Alignment(horizontal: .center, vertical: try coercion.verticalArgument(m.arguments["alignment"], default: .center))
        }
        let inset = try builders.singleView(of: .views(try builders.builderViews(m.content, at: m.location)), at: m.location)
        let kind = ViewKind.safeAreaInset(edge: edge, alignment: alignment, spacing: coercion.optionalDouble(m.arguments["spacing"]))
        return .view(try node(kind, [try content(m), inset], at: m.location))
    }

    /// `safeAreaPadding()`, `safeAreaPadding(20)`, `safeAreaPadding(.horizontal, 8)`,
    /// `safeAreaPadding(EdgeInsets(…))` (Containers.md §7.5).
    func safeAreaPadding(_ m: ModifierCall) throws -> Value {
        let positional = m.arguments.positional
        var edges = Edge.Set.all
        var length: Double?
        if let first = positional.first {
            if case .insets(let insets) = first.value { return try wrap(try content(m), .safeAreaPaddingInsets(insets), at: m.location) }
            if let set = first.value.asEdgeSet {
                edges = set
                length = coercion.optionalDouble(positional.dropFirst().first)
            } else {
                length = coercion.optionalDouble(first)
            }
        }
        return try wrap(try content(m), .safeAreaPadding(edges: edges, length: length), at: m.location)
    }

    /// `scrollIndicators(.hidden, axes: .vertical)` (Containers.md §6.3).
    func scrollIndicators(_ m: ModifierCall) throws -> Value {
        guard let first = m.first, let visibility = first.value.caseName.flatMap(ScrollIndicatorVisibility.init(rawValue:)) else {
            if let first = m.first { coercion.reportBadArgument(first, expected: "ScrollIndicatorVisibility") }
            return m.base
        }
        let axes = builders.axesArgument(m.arguments["axes"], default: .both)
        return try wrap(try content(m), .environment(.scrollIndicators(visibility, axes: axes)), at: m.location)
    }

    /// `contentMargins(20)`, `contentMargins(.horizontal, 16, for: .scrollContent)`,
    /// `contentMargins(EdgeInsets(…))`; a nil length is the system default (Containers.md §6.4).
    func contentMargins(_ m: ModifierCall) throws -> Value {
        let placement = m.arguments["for"]?.value.caseName.flatMap(ContentMarginPlacement.init(rawValue:)) ?? .automatic
        let positional = m.arguments.positional
        var edges = Edge.Set.all
        var length: Double?
        if let first = positional.first {
            if case .insets(let insets) = first.value {
                return try wrap(try content(m), .environment(.contentMarginInsets(insets, placement: placement)), at: m.location)
            }
            if let set = first.value.asEdgeSet {
                edges = set
                length = coercion.optionalDouble(positional.dropFirst().first)
            } else {
                length = coercion.optionalDouble(first)
            }
        }
        return try wrap(try content(m), .environment(.contentMargins(edges: edges, length: length, placement: placement)), at: m.location)
    }

    /// `layoutValue(key: Rank.self, value: 2)`: read back by the custom layout's
    /// `subview[Rank.self]` (Containers.md §4.4).
    func layoutValue(_ m: ModifierCall) throws -> Value {
        guard let keyArgument = m.arguments["key"], case .type(let key) = keyArgument.value, let value = m.arguments["value"]?.value else {
            report(.error, .invalidArgument, "'layoutValue' needs a 'LayoutValueKey' type ('key: Name.self') and a value", at: m.location)
            return m.base
        }
        return try wrap(try content(m), .layoutValue(key: key, value: InterpretedValue(value: value)), at: m.location)
    }
}
