import ViewTree

/// What a placed ScrollView tells the renderer, in canvas points (Containers.md §6.2):
/// the part of its content that shows, and how far the content reaches.
public struct ScrollGeometry: Sendable {
    /// The axes the view scrolls along.
    public var axes: Axis.Set
    /// What is visible: the scroll view's frame, extended under the unsafe edges it touches (§6.5).
    /// With `LayoutOptions.showsWholeScrollContent` it is where the viewport would end instead.
    public var viewport: Rect
    /// The scrollable extent: the content's frame plus its margins.
    public var content: Rect
    /// Whether the content is clipped to the viewport (false when the whole content is shown).
    public var clips: Bool
    /// The axes whose indicator is drawn (`scrollIndicators(.hidden)` and `showsIndicators: false` remove them).
    public var indicators: Axis.Set

    public init(axes: Axis.Set, viewport: Rect, content: Rect, clips: Bool, indicators: Axis.Set) {
        self.axes = axes
        self.viewport = viewport
        self.content = content
        self.clips = clips
        self.indicators = indicators
    }
}
