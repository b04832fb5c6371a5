import ViewTree

/// Fixture views and modifiers of Containers.md: grids, lazy stacks, ViewThatFits,
/// ScrollView, sections, the safe area and container-relative frames.
extension FixtureViewDecoder {
    /// `Grid: {alignment, horizontalSpacing, verticalSpacing}`, `GridRow: {alignment}`,
    /// `LazyVGrid: {columns: [items], alignment, spacing}`, `ScrollView: {axes, showsIndicators}`…; nil
    /// for kinds that are not containers of this family.
    func container(_ kind: String, _ args: Any?, children: [ViewNode]) throws -> ViewNode? {
        let a = args as? [String: Any] ?? [:]
        let v = values
        switch kind {
        case "Grid", "GridLayout":
            let layout = GridLayout(alignment: try v.alignment(a["alignment"]), horizontalSpacing: try number(a["horizontalSpacing"]), verticalSpacing: try number(a["verticalSpacing"]))
            return ViewNode(.grid(layout), children: children, displayName: kind == "Grid" ? nil : kind)
        case "GridRow":
            return ViewNode(.gridRow(alignment: try a["alignment"].map(v.vertical)), children: children)
        case "LazyVGrid":
            return ViewNode(.lazyVGrid(columns: try gridItems(a["columns"]), alignment: try v.horizontal(a["alignment"]), spacing: try number(a["spacing"]), pinnedViews: pinned(a["pinnedViews"])), children: children)
        case "LazyHGrid":
            return ViewNode(.lazyHGrid(rows: try gridItems(a["rows"]), alignment: try v.vertical(a["alignment"]), spacing: try number(a["spacing"]), pinnedViews: pinned(a["pinnedViews"])), children: children)
        case "LazyVStack":
            return ViewNode(.lazyVStack(alignment: try v.horizontal(a["alignment"]), spacing: try number(a["spacing"]), pinnedViews: pinned(a["pinnedViews"])), children: children)
        case "LazyHStack":
            return ViewNode(.lazyHStack(alignment: try v.vertical(a["alignment"]), spacing: try number(a["spacing"]), pinnedViews: pinned(a["pinnedViews"])), children: children)
        case "Section":
            let header = try a["header"].map(view)
            let footer = try a["footer"].map(view)
            let parts = (header.map { [$0] } ?? []) + children + (footer.map { [$0] } ?? [])
            return ViewNode(.section(hasHeader: header != nil, hasFooter: footer != nil), children: parts)
        case "ViewThatFits":
            return ViewNode(.viewThatFits(in: try axes(a["in"] ?? "both")), children: children)
        case "ScrollView":
            return ViewNode(.scrollView(axes: try axes(a["axes"] ?? "vertical"), showsIndicators: a["showsIndicators"] as? Bool ?? true), children: children)
        default:
            return try systemContainer(kind, args, children: children)
        }
    }

    /// `gridCellColumns: 2`, `containerRelativeFrame: {axes, count, span, spacing, length}`,
    /// `ignoresSafeArea: {edges}`, `safeAreaInset: {edge, spacing, content}`, `safeAreaPadding: 20`,
    /// `contentMargins: {edges, length}`, `scrollIndicators: hidden`, `layoutValue: {key, value}`.
    func containerModifier(_ name: String, _ args: Any?, _ node: ViewNode) throws -> ViewNode? {
        let a = args as? [String: Any] ?? [:]
        let v = values
        switch name {
        case "gridCellColumns": return node.modified(.gridCellColumns(args as? Int ?? 1))
        case "gridColumnAlignment": return node.modified(.gridColumnAlignment(try v.horizontal(args)))
        case "gridCellAnchor": return node.modified(.gridCellAnchor(try v.unitPoint(args)))
        case "gridCellUnsizedAxes": return node.modified(.gridCellUnsizedAxes(try axes(args)))
        case "layoutValue": return node.modified(.layoutValue(key: a["key"] as? String ?? "", value: try v.require(a["value"], "layout value")))
        case "containerRelativeFrame": return node.modified(try containerRelativeFrame(a))
        case "ignoresSafeArea":
            let regions: SafeAreaRegions = a["regions"] as? String == "keyboard" ? .keyboard : a["regions"] as? String == "container" ? .container : .all
            return node.modified(.ignoresSafeArea(regions: regions, edges: try v.edges(a["edges"])))
        case "safeAreaInset":
            let edge = try self.edge(a["edge"] ?? "bottom")
            let alignment = try v.alignment(a["alignment"])
            let content = try (a["content"] as? [Any] ?? []).map(view)
            return ViewNode(.safeAreaInset(edge: edge, alignment: alignment, spacing: try number(a["spacing"])), children: [node] + content)
        case "safeAreaPadding":
            if args != nil, let length = try? v.number(args) { return node.modified(.safeAreaPadding(edges: .all, length: length)) }
            return node.modified(.safeAreaPadding(edges: try v.edges(a["edges"]), length: try number(a["length"])))
        case "contentMargins":
            return node.modified(.environment(.contentMargins(edges: try v.edges(a["edges"]), length: try number(a["length"]), placement: .automatic)))
        case "scrollIndicators":
            return node.modified(.environment(.scrollIndicators(ScrollIndicatorVisibility(rawValue: args as? String ?? "") ?? .automatic, axes: .both)))
        default:
            return try systemModifier(name, args, node)
        }
    }

    private func containerRelativeFrame(_ a: [String: Any]) throws -> ViewKind {
        let length: ContainerRelativeLength
        if let count = a["count"] as? Int {
            length = .grid(count: count, span: a["span"] as? Int ?? 1, spacing: try number(a["spacing"]) ?? 0)
        } else if let text = a["length"] as? String {
            let expression = try GuideExpression(text)
            length = .computed { c, _ in expression.evaluate(width: c, height: c) }
        } else {
            length = .container
        }
        return .containerRelativeFrame(axes: try axes(a["axes"] ?? "both"), length: length, alignment: try values.alignment(a["alignment"]))
    }

    /// `[{fixed: 70}, {flexible: {minimum: 100}}, {adaptive: {minimum: 40}, spacing: 10}, flexible]`.
    private func gridItems(_ value: Any?) throws -> [GridItem] {
        try (value as? [Any] ?? []).map { entry in
            if entry as? String == "flexible" { return GridItem() }
            guard let map = entry as? [String: Any] else { throw FixtureError("bad GridItem \(entry)") }
            let size: GridItem.Size
            if let fixed = try number(map["fixed"]) {
                size = .fixed(fixed)
            } else if let limits = map["flexible"] {
                let l = limits as? [String: Any] ?? [:]
                size = .flexible(minimum: try number(l["minimum"]) ?? 10, maximum: try number(l["maximum"]) ?? .infinity)
            } else if let limits = map["adaptive"] as? [String: Any] {
                size = .adaptive(minimum: try values.require(limits["minimum"], "adaptive minimum"), maximum: try number(limits["maximum"]) ?? .infinity)
            } else {
                throw FixtureError("GridItem needs fixed, flexible or adaptive: \(map)")
            }
            return GridItem(size, spacing: try number(map["spacing"]), alignment: try map["alignment"].map(values.alignment))
        }
    }

    private func pinned(_ value: Any?) -> PinnedScrollableViews {
        let names = value as? [String] ?? []
        return PinnedScrollableViews(names.map { $0 == "sectionFooters" ? .sectionFooters : .sectionHeaders })
    }

    /// `horizontal`, `vertical`, `both`, `none` or a list of them.
    func axes(_ value: Any?) throws -> Axis.Set {
        let names = value as? [String] ?? [value as? String ?? "both"]
        var set: Axis.Set = []
        for name in names {
            switch name {
            case "horizontal": set.insert(.horizontal)
            case "vertical": set.insert(.vertical)
            case "both": set.formUnion(.both)
            case "none": break
            default: throw FixtureError("unknown axis \(name)")
            }
        }
        return set
    }

    private func edge(_ value: Any) throws -> Edge {
        let table: [String: Edge] = ["top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing]
        guard let name = value as? String, let edge = table[name] else { throw FixtureError("unknown edge \(value)") }
        return edge
    }
}
