import Diagnostics
import ViewTree

/// Builders of grids, lazy containers and sections (`SupportedAPI.containerViews`,
/// Containers.md §1, §2).
extension ViewBuilderEvaluator {
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:)` and `GridLayout(…)` for AnyLayout;
    /// nil spacings are the platform default (Containers.md §1.1).
    func grid(_ c: BuiltinCall, displayName: String? = nil) throws -> Value {
        let layout = GridLayout(
            alignment: coercion.alignmentArgument(c.arguments["alignment"], default: .center),
            horizontalSpacing: coercion.optionalDouble(c.arguments["horizontalSpacing"]),
            verticalSpacing: coercion.optionalDouble(c.arguments["verticalSpacing"]))
        return .view(try node(.grid(layout), try builderViews(c.content, at: c.location), at: c.location, displayName: displayName))
    }

    /// `GridRow(alignment:)`: nil alignment takes the grid's (Containers.md §1.4).
    func gridRow(_ c: BuiltinCall) throws -> Value {
        let alignment = try c.arguments["alignment"].map { try coercion.verticalArgument($0, default: .center) }
        return .view(try node(.gridRow(alignment: alignment), try builderViews(c.content, at: c.location), at: c.location))
    }

    /// `LazyVGrid(columns:…)` and `LazyHGrid(rows:…)`: the tracks come from the `GridItem`s
    /// alone (Containers.md §2.1).
    func lazyGrid(_ c: BuiltinCall) throws -> Value {
        let vertical = c.name == "LazyVGrid"
        let items = gridItems(c.arguments[vertical ? "columns" : "rows"])
        let spacing = coercion.optionalDouble(c.arguments["spacing"])
        let pinned = pinnedViews(c.arguments["pinnedViews"])
        let kind: ViewKind = if vertical {
            .lazyVGrid(columns: items, alignment: try coercion.horizontalArgument(c.arguments["alignment"], default: .center), spacing: spacing, pinnedViews: pinned)
        } else {
            .lazyHGrid(rows: items, alignment: try coercion.verticalArgument(c.arguments["alignment"], default: .center), spacing: spacing, pinnedViews: pinned)
        }
        return .view(try node(kind, try builderViews(c.content, at: c.location), at: c.location))
    }

    /// `LazyVStack` and `LazyHStack` (Containers.md §2.5).
    func lazyStack(_ c: BuiltinCall) throws -> Value {
        let spacing = coercion.optionalDouble(c.arguments["spacing"])
        let pinned = pinnedViews(c.arguments["pinnedViews"])
        let kind: ViewKind = if c.name == "LazyVStack" {
            .lazyVStack(alignment: try coercion.horizontalArgument(c.arguments["alignment"], default: .center), spacing: spacing, pinnedViews: pinned)
        } else {
            .lazyHStack(alignment: try coercion.verticalArgument(c.arguments["alignment"], default: .center), spacing: spacing, pinnedViews: pinned)
        }
        return .view(try node(kind, try builderViews(c.content, at: c.location), at: c.location))
    }

    /// `Section("Title") { … }`, `Section { … } header: { … } footer: { … }`,
    /// `Section(header: Text("H")) { … }`: the header first and the footer last, each one view.
    func section(_ c: BuiltinCall) throws -> Value {
        var header: ViewNode?
        if let title = c.first, title.value.asString != nil {
            header = try node(.text(TextContent(title.value.asString ?? "")), at: title.location)
        } else if let written = c.arguments["header"] {
            header = try part(written)
        }
        let footer = try c.arguments["footer"].flatMap(part)
        let content = try builderViews(c.content, at: c.location)
        let children = (header.map { [$0] } ?? []) + content + (footer.map { [$0] } ?? [])
        return .view(try node(.section(hasHeader: header != nil, hasFooter: footer != nil), children, at: c.location))
    }

    /// A section's header or footer as one view; nil when it builds nothing.
    private func part(_ argument: Argument) throws -> ViewNode? {
        let views = try builderViews(argument.value, at: argument.location)
        guard !views.isEmpty else { return nil }
        return views.count == 1 ? views[0] : try node(.group, views, at: argument.location)
    }

    /// The `GridItem` array; a wrong element is reported and left out.
    private func gridItems(_ argument: Argument?) -> [GridItem] {
        guard let argument else { return [] }
        guard case .array(let values) = argument.value else {
            coercion.reportBadArgument(argument, expected: "[GridItem]")
            return []
        }
        return values.compactMap { value in
            if case .container(.gridItem(let item)) = value { return item }
            if case .unresolved = value { return nil }
            report(.error, .invalidArgument, "expected a 'GridItem', found '\(value.typeName)'", at: argument.location)
            return nil
        }
    }

    /// `.sectionHeaders`, `[.sectionHeaders, .sectionFooters]`; a static preview draws them as
    /// ordinary rows (Containers.md §2.4).
    private func pinnedViews(_ argument: Argument?) -> PinnedScrollableViews {
        guard let argument else { return [] }
        let names: [String] = switch argument.value {
        case .symbol(let s): [s.name]
        case .array(let items): items.compactMap(\.caseName)
        default: []
        }
        var pinned: PinnedScrollableViews = []
        for name in names {
            switch name {
            case "sectionHeaders": pinned.insert(.sectionHeaders)
            case "sectionFooters": pinned.insert(.sectionFooters)
            default: coercion.reportBadArgument(argument, expected: "PinnedScrollableViews")
            }
        }
        return pinned
    }
}
