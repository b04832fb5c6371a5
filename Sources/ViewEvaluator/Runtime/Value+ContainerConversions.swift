import ViewTree

/// Values read as the types of SwiftUI's container and `Layout` APIs, where Swift would convert
/// an implicit member (`.horizontal`, `.unspecified`, `.flexible()`) to its type.
extension Value {
    /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]`, `.all` as an `Axis.Set`.
    var asAxisSet: Axis.Set? {
        switch self {
        case .symbol(let s) where s.arguments == nil:
            switch s.name {
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            case "all", "both": return .both
            default: return nil
            }
        case .edgeSet(let e): return e == .horizontal ? .horizontal : e == .vertical ? .vertical : nil
        case .array(let items):
            var set: Axis.Set = []
            for item in items {
                guard let axes = item.asAxisSet else { return nil }
                set.formUnion(axes)
            }
            return set
        default: return nil
        }
    }

    /// `.horizontal` or `.vertical` as one `Axis`.
    var asAxis: Axis? {
        guard let set = asAxisSet else { return nil }
        return set == .horizontal ? .horizontal : set == .vertical ? .vertical : nil
    }

    /// A `ProposedViewSize`: a made one, `.zero`, `.unspecified`, `.infinity` or
    /// `.init(width:height:)` (Containers.md §4.4).
    var asProposal: ProposedViewSize? {
        switch self {
        case .container(.proposal(let p)): return p
        case .symbol(let s) where s.arguments == nil:
            switch s.name {
            case "zero": return .zero
            case "unspecified": return .unspecified
            case "infinity": return .infinity
            default: return nil
            }
        case .symbol(let s) where s.name == "init":
            return Self.proposal(s.arguments ?? [])
        default: return nil
        }
    }

    /// `ProposedViewSize(width:height:)` or `ProposedViewSize(size)`; nil components stay nil.
    static func proposal(_ args: [Argument]) -> ProposedViewSize? {
        if let first = args.first(where: { $0.label == nil }) {
            guard case .size(let s) = first.value else { return nil }
            return ProposedViewSize(s)
        }
        return ProposedViewSize(width: args["width"]?.value.asDouble, height: args["height"]?.value.asDouble)
    }

    /// A `CGRect`, or `.zero`.
    var asRect: Rect? {
        switch self {
        case .container(.rect(let r)): r
        case .symbol(let s) where s.name == "zero" && s.arguments == nil: Rect(x: 0, y: 0, width: 0, height: 0)
        default: nil
        }
    }

    /// A `CGPoint`, or `.zero`.
    var asPoint: Point? {
        switch self {
        case .point(let p): p
        case .symbol(let s) where s.name == "zero" && s.arguments == nil: .zero
        default: nil
        }
    }
}
