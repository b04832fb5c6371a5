import ViewTree

/// Where a container puts one child: origin relative to the container, and the proposal it gets.
struct ChildPlacement {
    let child: LayoutNode
    var origin: Point
    var proposal: ProposedViewSize
    /// The child's safe-area insets when the container sets them (ignoresSafeArea, safeAreaInset…);
    /// nil derives them from the container's own by distance (Containers.md §7.2).
    var safeArea: SafeAreaInsets? = nil
}
