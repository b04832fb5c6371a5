import Diagnostics
import ViewTree

/// SwiftUI's container and `Layout` values as snippets make and read them: `GridItem`,
/// `ProposedViewSize`, `CGRect`, `ViewSpacing`, `LayoutProperties`, and what a custom layout asks
/// of a `LayoutSubview` (Containers.md §2.1, §4.3–§4.8).
extension SwiftLibrary {
    /// `GridItem(…)`, `ProposedViewSize(…)`, `CGRect(…)`, `ViewSpacing()`, `LayoutProperties()`;
    /// nil when `name` is none of them.
    func constructLayoutValue(_ name: String, _ args: [Argument], at here: SourceLocation) -> Value? {
        switch name {
        case "GridItem": return gridItem(args, at: here).map { .container(.gridItem($0)) }
        case "ProposedViewSize":
            guard let proposal = Value.proposal(args) else {
                report(.error, .invalidArgument, "'ProposedViewSize' takes 'width:height:' or a 'CGSize'", at: here)
                return .unresolved(name)
            }
            return .container(.proposal(proposal))
        case "CGRect":
            if case .point(let origin)? = args["origin"]?.value, case .size(let size)? = args["size"]?.value {
                return .container(.rect(Rect(origin: origin, size: size)))
            }
            func number(_ label: String) -> Double { coercion.optionalDouble(args[label]) ?? 0 }
            return .container(.rect(Rect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))))
        case "ViewSpacing": return .container(.viewSpacing(ViewSpacing()))
        case "LayoutProperties": return .container(.layoutProperties(LayoutProperties()))
        default: return nil
        }
    }

    /// `GridItem(.fixed(80))`, `GridItem(.flexible(minimum:maximum:), spacing:alignment:)`,
    /// `GridItem(.adaptive(minimum: 60))`; the size defaults to `.flexible()` (Containers.md §2.1).
    private func gridItem(_ args: [Argument], at here: SourceLocation) -> GridItem? {
        var size = GridItem.Size.flexible()
        if let first = args.first(where: { $0.label == nil }) {
            guard let parsed = gridItemSize(first.value) else {
                coercion.reportBadArgument(first, expected: "GridItem.Size")
                return nil
            }
            size = parsed
        }
        let alignment = args["alignment"].map { coercion.alignmentArgument($0, default: .center) }
        return GridItem(size, spacing: coercion.optionalDouble(args["spacing"]), alignment: alignment)
    }

    /// `.fixed(x)`, `.flexible(minimum: 10, maximum: .infinity)`, `.adaptive(minimum:maximum:)`.
    private func gridItemSize(_ value: Value) -> GridItem.Size? {
        guard case .symbol(let s) = value, let args = s.arguments else { return nil }
        func number(_ label: String, _ fallback: Double) -> Double { coercion.optionalDouble(args[label]) ?? fallback }
        switch s.name {
        case "fixed": return args.first.map { .fixed(coercion.requiredDouble($0)) }
        case "flexible": return .flexible(minimum: number("minimum", 10), maximum: number("maximum", .infinity))
        case "adaptive": return args["minimum"].map { .adaptive(minimum: coercion.requiredDouble($0), maximum: number("maximum", .infinity)) }
        default: return nil
        }
    }

    /// Properties of the layout values; nil when `name` is not one.
    func layoutProperty(_ name: String, of value: ContainerValue) -> Value? {
        switch (value, name) {
        case (.proposal(let p), "width"): p.width.map(Value.double) ?? .null
        case (.proposal(let p), "height"): p.height.map(Value.double) ?? .null
        case (.rect(let r), _): rectProperty(name, r)
        case (.subview(let s), "priority"): .double(s.priority)
        case (.subview(let s), "spacing"): .container(.viewSpacing(s.spacing))
        case (.layoutProperties(let p), "stackOrientation"): p.stackOrientation.map { .symbol(Symbol(name: $0 == .horizontal ? "horizontal" : "vertical", arguments: nil)) } ?? .null
        default: nil
        }
    }

    /// `CGRect`'s geometry: `minX`, `midY`, `maxX`, `width`, `origin`, `size`…
    private func rectProperty(_ name: String, _ r: Rect) -> Value? {
        switch name {
        case "minX": .double(r.x)
        case "midX": .double(r.x + r.width / 2)
        case "maxX": .double(r.maxX)
        case "minY": .double(r.y)
        case "midY": .double(r.y + r.height / 2)
        case "maxY": .double(r.maxY)
        case "width": .double(r.width)
        case "height": .double(r.height)
        case "origin": .point(r.origin)
        case "size": .size(r.size)
        default: nil
        }
    }

    /// Methods of the layout values; nil when `name` is not one.
    func layoutMethod(_ name: String, on value: ContainerValue, _ args: [Argument], at here: SourceLocation) -> Value? {
        switch (value, name) {
        case (.proposal(let p), "replacingUnspecifiedDimensions"):
            guard let by = args.first else { return .size(p.replacingUnspecifiedDimensions()) }
            guard case .size(let s) = by.value else { return badArgument(by, "CGSize") }
            return .size(p.replacingUnspecifiedDimensions(by: s))
        case (.subview(let s), "sizeThatFits"):
            guard let proposal = proposalArgument(args.first) else { return .unresolved(name) }
            return .size(s.sizeThatFits(proposal))
        case (.subview(let s), "dimensions"):
            guard let proposal = proposalArgument(args.first) else { return .unresolved(name) }
            return .dimensions(s.dimensions(in: proposal))
        case (.subview(let s), "place"):
            return place(s, args, at: here)
        case (.viewSpacing(let a), "distance"):
            guard case .container(.viewSpacing(let b))? = args.first?.value else { return args.first.map { badArgument($0, "ViewSpacing") } ?? .unresolved(name) }
            return .double(a.distance(to: b, along: args["along"]?.value.asAxis ?? .horizontal))
        case (.viewSpacing(let a), "union"):
            guard case .container(.viewSpacing(let b))? = args.first?.value else { return args.first.map { badArgument($0, "ViewSpacing") } ?? .unresolved(name) }
            return .container(.viewSpacing(a.union(b, edges: args["edges"]?.value.asEdgeSet ?? .all)))
        default:
            return nil
        }
    }

    /// `subview.place(at:anchor:proposal:)`: the anchor defaults to `.topLeading`, the proposal
    /// to `.unspecified` (Containers.md §4.3).
    private func place(_ s: LayoutSubview, _ args: [Argument], at here: SourceLocation) -> Value {
        guard let at = args["at"] else {
            report(.error, .invalidArgument, "'place' needs the argument 'at:'", at: here)
            return .unresolved("place")
        }
        guard let point = at.value.asPoint else { return badArgument(at, "CGPoint") }
        var anchor = UnitPoint.topLeading
        if let a = args["anchor"] {
            guard let p = a.value.asUnitPoint else { return badArgument(a, "UnitPoint") }
            anchor = p
        }
        guard let proposal = args["proposal"].map({ proposalArgument($0) }) ?? .unspecified else { return .unresolved("place") }
        s.place(at: point, anchor: anchor, proposal: proposal)
        return .void
    }

    private func proposalArgument(_ arg: Argument?) -> ProposedViewSize? {
        guard let arg else { return .unspecified }
        if let p = arg.value.asProposal { return p }
        _ = badArgument(arg, "ProposedViewSize")
        return nil
    }

    private func badArgument(_ arg: Argument, _ expected: String) -> Value {
        coercion.reportBadArgument(arg, expected: expected)
        return .unresolved(expected)
    }
}
