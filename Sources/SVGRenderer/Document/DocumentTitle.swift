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
        withContent(of: root) { view in
            guard isContainer(view.view), !view.children.isEmpty else { return label(view) }
            let count = view.children.count, listed = count > listedChildren + 1 ? listedChildren : count
            var labels = view.children.withUnsafeBufferPointer { children in
                (0..<listed).map { index in withContent(of: children[index], label) }
            }
            if listed < count { labels.append("\(count - listed) more") }
            return "\(view.kind) of \(list(labels))"
        }
    }

    /// The `.accessibilityLabel` on the preview's main view or a modifier around it: the name
    /// VoiceOver reads for the view (Apple doc `accessibilityLabel(_:)`), so also the drawing's `aria-label`.
    static func accessibilityLabel(for root: PlacedNode) -> String? {
        if case .environment(.accessibilityLabel(let label)) = root.view { return label }
        guard isWrapper(root.view), let first = root.children.first else { return nil }
        return accessibilityLabel(for: first)
    }

    /// `body` of the first node below `node` that is not a modifier or a custom view's wrapper,
    /// reached without copying the nodes on the way (a drawing per slider keyframe names its preview).
    private static func withContent<Result>(of node: PlacedNode, _ body: (PlacedNode) -> Result) -> Result {
        guard isWrapper(node.view), !node.children.isEmpty else { return body(node) }
        return node.children.withUnsafeBufferPointer { withContent(of: $0[0], body) }
    }

    private static func label(_ node: PlacedNode) -> String {
        switch node.view {
        case .text(let content): "\(node.kind) \"\(shortened(content.string))\""
        case .image(let image): "\(node.kind) \"\(shortened(image.name))\""
        default: node.kind
        }
    }

    /// "A", "A and B", "A, B and C", "A, B, C, D, E and 3 more" (the count already in the list).
    private static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.joined() }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// No more UTF-8 bytes than `quotedLength` is no more characters, without counting them.
    private static func shortened(_ string: String) -> String {
        string.utf8.count <= quotedLength || string.count <= quotedLength ? string : string.prefix(quotedLength - 1) + "…"
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
