import ViewTree

/// Image: an asset keeps its intrinsic size whatever it is offered; a resizable one takes the
/// proposal (nil → intrinsic). Source: Layout.md §8.3 (netsplit "Views Choose Their Own Sizes").
struct ImageLayout: LayoutAlgorithm {
    let image: ImageContent
    let intrinsic: Size

    func sizeThatFits(_ p: ProposedViewSize, node: LayoutNode) -> Size {
        image.resizable ? p.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
    }
}
