import LayoutEngine
import ViewTree

/// The accessible name of a preview: its main view and that view's children, by kind, as in
/// `HStack of Color, Text "Hej!" and Color`. Modifiers and custom views are looked through.
enum DocumentTitle {
    /// Children listed before the rest are summarised as "and N more".
    static let listedChildren = 5
    /// Text longer than this is shortened with "…".
    static let quotedLength = 40

    static func text(for root: PlacedNode) -> String {
        let view = content(of: root)
        guard isContainer(view.view), !view.children.isEmpty else { return label(view) }
        let children = view.children.map { label(content(of: $0)) }
        return "\(view.kind) of \(list(children))"
    }

    /// The `.accessibilityLabel` on the preview's main view or a modifier around it: the name
    /// VoiceOver reads for the view (Apple doc `accessibilityLabel(_:)`), so also the drawing's `aria-label`.
    static func accessibilityLabel(for root: PlacedNode) -> String? {
        if case .environment(.accessibilityLabel(let label)) = root.view { return label }
        guard isWrapper(root.view), let first = root.children.first else { return nil }
        return accessibilityLabel(for: first)
    }

    /// The first node below `node` that is not a modifier or a custom view's wrapper.
    static func content(of node: PlacedNode) -> PlacedNode {
        guard isWrapper(node.view), let first = node.children.first else { return node }
        return content(of: first)
    }

    private static func label(_ node: PlacedNode) -> String {
        switch node.view {
        case .text(let content): "\(node.kind) \"\(shortened(content.string))\""
        case .image(let image): "\(node.kind) \"\(shortened(image.name))\""
        default: node.kind
        }
    }

    /// "A", "A and B", "A, B and C", "A, B, C, D, E and 3 more".
    private static func list(_ items: [String]) -> String {
        var shown = items
        if items.count > listedChildren + 1 {
            shown = Array(items.prefix(listedChildren)) + ["\(items.count - listedChildren) more"]
        }
        guard let last = shown.last, shown.count > 1 else { return shown.joined() }
        return shown.dropLast().joined(separator: ", ") + " and " + last
    }

    private static func shortened(_ string: String) -> String {
        string.count > quotedLength ? string.prefix(quotedLength - 1) + "…" : string
    }

    private static func isContainer(_ view: ViewKind) -> Bool {
        switch view {
        case .hStack, .vStack, .zStack, .grid, .gridRow, .lazyVGrid, .lazyHGrid, .lazyVStack, .lazyHStack, .scrollView, .customLayout: true
        default: false
        }
    }

    /// Modifiers, and custom views, whose body is what the reader sees.
    private static func isWrapper(_ view: ViewKind) -> Bool {
        if case .custom = view { return true }
        return view.isModifier
    }
}
