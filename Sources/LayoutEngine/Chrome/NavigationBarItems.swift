import ViewTree

/// What the views inside a NavigationStack ask its bar to show: the first `navigationTitle`,
/// the first `navigationBarTitleDisplayMode` and every `toolbar` item, in the order written.
/// Nested navigation and tab containers keep theirs (Containers.md §9.1, §9.2).
struct NavigationBarItems {
    var title: ViewNode?
    var displayMode: TitleDisplayMode?
    var items: [(placement: ToolbarPlacement, views: [ViewNode])] = []

    init(searching root: ViewNode) {
        collect(root)
    }

    private mutating func collect(_ view: ViewNode) {
        switch view.kind {
        case .system(.navigationStack), .system(.tabView):
            return
        case .system(.navigationTitle):
            if title == nil { title = view.children.dropFirst().first }
        case .system(.titleDisplayMode(let mode)):
            if displayMode == nil { displayMode = mode }
        case .system(.toolbar):
            for item in ChromePart.flattened(Array(view.children.dropFirst())) {
                if case .system(.toolbarItem(let placement)) = item.kind {
                    items.append((placement, [item]))
                } else {
                    items.append((.trailing, [item]))
                }
            }
        default:
            break
        }
        for child in view.kind.isModifier ? Array(view.children.prefix(1)) : view.children {
            collect(child)
        }
    }

    func views(at placement: ToolbarPlacement) -> [ViewNode] {
        items.filter { $0.placement == placement }.flatMap(\.views)
    }
}
