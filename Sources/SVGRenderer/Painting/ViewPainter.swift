import LayoutEngine
import ViewTree

/// Draws the content layer: walks the placed tree in SwiftUI's drawing order and emits fills,
/// strokes, text and images in canvas coordinates, wrapping subtrees in groups for effects.
struct ViewPainter {
    let options: RenderOptions
    /// Gradients, clips and filters the drawn elements refer to.
    var defs: Defs
    /// The scheme the code set for the subtree being drawn (`preferredColorScheme`,
    /// `environment(\.colorScheme, …)`); nil where the page's scheme decides.
    var fixedScheme: Bool?

    init(options: RenderOptions) {
        self.options = options
        self.defs = Defs(prefix: options.idPrefix)
    }

    /// The elements that draw `node` and its subtree, back to front.
    mutating func paint(_ node: PlacedNode) -> [SVGElement] {
        switch node.view {
        case .color(let color): paintColor(color, node)
        case .shape(let shape, let styling): paintShape(shape, styling, node)
        case .gradient(let paint): paintGradientView(paint, node)
        case .text(let content): paintText(content, node)
        case .image(let image): paintImage(image, node)
        case .divider: paintDivider(node)
        case .placeholder(let label): paintPlaceholder(label, node)
        case .effect(let effect): paintEffect(effect, node)
        case .background: paintBackground(node)
        case .border(let paint, let width): paintChildren(node.children) + paintBorder(paint, width: width, node)
        case .scrollView: paintScroll(node)
        case .environment(.colorScheme(let dark)): paintFixingScheme(dark, node)
        default: paintChildren(node.children)
        }
    }

    /// Children in order: later ones draw on top (ZStack, overlay content; Layout.md §3.1, §3.2).
    mutating func paintChildren(_ children: some Sequence<PlacedNode>) -> [SVGElement] {
        var elements: [SVGElement] = []
        for child in children { elements += paint(child) }
        return elements
    }

    /// The subtree in the scheme its code chose, whatever the page's.
    private mutating func paintFixingScheme(_ dark: Bool, _ node: PlacedNode) -> [SVGElement] {
        let outer = fixedScheme
        fixedScheme = dark
        defer { fixedScheme = outer }
        return paintChildren(node.children)
    }

    /// `background` draws its secondary views behind the primary (first) child (Layout.md §3.2).
    private mutating func paintBackground(_ node: PlacedNode) -> [SVGElement] {
        paintChildren(node.children.dropFirst()) + paintChildren(node.children.prefix(1))
    }
}
