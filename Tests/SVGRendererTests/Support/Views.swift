import ViewTree

/// Short spellings for the hand-built view trees the tests render.
func text(_ string: String) -> ViewNode { ViewNode(.text(TextContent(string))) }
func color(_ c: SystemColor) -> ViewNode { ViewNode(.color(.system(c))) }
func shape(_ kind: ShapeKind, fill: Paint? = nil, stroke: ShapeStyling.Stroke? = nil) -> ViewNode {
    ViewNode(.shape(kind, ShapeStyling(fill: fill, stroke: stroke)))
}
func hStack(_ children: [ViewNode], spacing: Double? = nil) -> ViewNode {
    ViewNode(.hStack(alignment: .center, spacing: spacing), children: children)
}
func vStack(_ children: [ViewNode], spacing: Double? = nil) -> ViewNode {
    ViewNode(.vStack(alignment: .center, spacing: spacing), children: children)
}

extension ViewNode {
    func frame(width: Double? = nil, height: Double? = nil) -> ViewNode {
        modified(.frame(width: width, height: height, alignment: .center))
    }
    func effect(_ effect: DrawingEffect) -> ViewNode { modified(.effect(effect)) }
    func environment(_ change: EnvironmentChange) -> ViewNode { modified(.environment(change)) }
    func font(size: Double) -> ViewNode { environment(.font(.system(size: size))) }
}
