import ViewTree

/// A placed view's safe-area insets, split by where the unsafe band lies: `outside` reaches past
/// the view's edges (the device's status bar and home indicator, or a band `safeAreaPadding`
/// added around a padded child); `inside` lies within the view's own frame (a band added to a
/// scroll view that keeps its full size). Model: Containers.md §7.2.
struct SafeAreaInsets: Equatable {
    var outside = EdgeInsets()
    var inside = EdgeInsets()

    /// A child's insets from its parent's: each edge keeps `max(0, inset − distance)`, the
    /// distance running from the parent's edge in to the child's (§7.2 model [U]).
    func inherited(by child: Rect, in parent: Rect) -> SafeAreaInsets {
        let distance = EdgeInsets(
            top: child.y - parent.y, leading: child.x - parent.x,
            bottom: parent.maxY - child.maxY, trailing: parent.maxX - child.maxX)
        return SafeAreaInsets(outside: outside.reduced(by: distance), inside: inside.reduced(by: distance))
    }
}

extension EdgeInsets {
    /// Each edge minus the matching distance, not below 0.
    func reduced(by d: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(0, top - d.top), leading: max(0, leading - d.leading),
            bottom: max(0, bottom - d.bottom), trailing: max(0, trailing - d.trailing))
    }

    /// The sum, edge by edge.
    func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top + other.top, leading: leading + other.leading, bottom: bottom + other.bottom, trailing: trailing + other.trailing)
    }

    /// Only the edges in `edges`; the others become 0.
    func restricted(to edges: Edge.Set) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
            bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }

    /// The edge's inset.
    subscript(edge: Edge) -> Double {
        get {
            switch edge {
            case .top: top
            case .leading: leading
            case .bottom: bottom
            case .trailing: trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }
}
