import ViewTree

/// Views the chrome expansions add themselves (the author did not write them).
enum ChromePart {
    static func make(_ kind: ViewKind, _ children: [ViewNode] = []) -> ViewNode {
        ViewNode(kind, children: children, isSynthetic: true)
    }

    /// A one-line text in a fixed font and colour.
    static func text(_ view: ViewNode, font: Font, color: Paint?) -> ViewNode {
        var styled = view.synthetic(.environment(.font(font)))
        if let color { styled = styled.synthetic(.environment(.foregroundStyle(color))) }
        return styled
    }

    /// An SF Symbol in a fixed font and colour (chevrons, tab icons).
    static func symbol(_ name: String, font: Font, color: Paint) -> ViewNode {
        text(make(.image(ImageContent(.systemSymbol(name: name)))), font: font, color: color)
    }

    /// A filled rectangle of the given colour, for backgrounds and separators.
    static func fill(_ color: SystemColor, cornerRadius: Double = 0) -> ViewNode {
        let shape: ShapeKind = cornerRadius > 0 ? .roundedRectangle(cornerRadius: cornerRadius, style: .continuous) : .rectangle
        return make(.shape(shape, ShapeStyling(fill: .system(color))))
    }

    /// `view` wrapped in a transparent node that carries `author`'s kind name and source, for an
    /// author-written view the chrome takes apart (a Section, a tab's Label), so its code still
    /// points at what it became.
    static func named(_ view: ViewNode, after author: ViewNode) -> ViewNode {
        ViewNode(.custom(name: author.kindName), children: [view], source: author.source)
    }

    /// A flexible spacer.
    static var spacer: ViewNode { make(.spacer(minLength: nil)) }

    /// Views of a Group or ForEach, and a modifier applied over one, in order (as stacks flatten them).
    static func flattened(_ views: [ViewNode]) -> [ViewNode] {
        views.flatMap { view -> [ViewNode] in
            switch view.kind {
            case .group, .forEach: flattened(view.children)
            case .emptyView: []
            default: view.distributedOverGroup.map(flattened) ?? [view]
            }
        }
    }
}
