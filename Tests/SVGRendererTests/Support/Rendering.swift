import LayoutEngine
import ViewTree
@testable import SVGRenderer

/// Lays a tree out on a canvas (Ahem text, as in the layout tests) and keeps the result.
func layout(_ tree: ViewNode, width: Double = 200, height: Double = 200, dark: Bool = false) -> LayoutResult {
    LayoutEngine(options: LayoutOptions(dark: dark)).layout(tree, width: width, height: .fixed(height))
}

/// The rendered markup.
func svg(_ tree: ViewNode, width: Double = 200, height: Double = 200, options: RenderOptions = RenderOptions()) -> String {
    SVGRenderer(options: options).render(layout(tree, width: width, height: height))
}

/// The rendered element tree, for tests that look at single elements.
func document(_ tree: ViewNode, width: Double = 200, height: Double = 200, dark: Bool = false, options: RenderOptions = RenderOptions()) -> SVGElement {
    SVGRenderer(options: options).document(layout(tree, width: width, height: height, dark: dark))
}

extension SVGElement {
    /// Every element named `name` in this subtree, depth first.
    func all(_ name: String) -> [SVGElement] {
        (self.name == name ? [self] : []) + children.flatMap { $0.all(name) }
    }

    /// The `<g>` with the given class.
    func layer(_ className: String) -> SVGElement? {
        all("g").first { $0.attributes["class"] == className }
    }

    /// The content layer's elements named `name`.
    func drawn(_ name: String) -> [SVGElement] {
        layer(SVGRenderer.contentClass)?.all(name) ?? []
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }
}
