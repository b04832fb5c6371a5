import ViewTree

/// Short spellings for the hand-built view trees these tests lay out (no evaluator yet).
func text(_ string: String) -> ViewNode { ViewNode(.text(TextContent(string))) }

func vStack(spacing: Double? = nil, _ children: [ViewNode]) -> ViewNode {
    ViewNode(.vStack(alignment: .center, spacing: spacing), children: children)
}

extension ViewNode {
    func environment(_ change: EnvironmentChange) -> ViewNode { modified(.environment(change)) }
    func font(_ font: Font) -> ViewNode { environment(.font(font)) }
    func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        modified(.frame(width: width, height: height, alignment: alignment))
    }
    func frame(_ flex: FlexFrame) -> ViewNode { modified(.flexFrame(flex)) }
    /// `.padding()`: the platform default on every edge.
    func padding() -> ViewNode { modified(.padding(edges: .all, length: nil)) }
    func border(_ color: SystemColor) -> ViewNode { modified(.border(.system(color), width: 1)) }
    func tagged(_ tag: String) -> ViewNode {
        var node = self
        node.tag = tag
        return node
    }
}
