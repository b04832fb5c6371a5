import ViewTree

/// Settings of one SVG rendering.
public struct RenderOptions: Sendable {
    /// Draws the frame-outline layer (one outline per author-written layout node).
    public var showsFrames: Bool
    /// Maps an `Image("name")` asset to the URL the page serves it from; nil draws a labelled box.
    public var imageURL: @Sendable (String) -> String?
    /// Starts every id in the document, so several SVGs on one page never share a gradient or clip.
    public var idPrefix: String
    /// Empty space around the canvas, in points, so strokes and shadows at its edge stay visible.
    public var margin: Double
    /// The part of the canvas coordinate space the SVG shows, replacing the canvas and `margin`;
    /// a site crops a small view out of an otherwise empty phone-sized canvas with it.
    public var viewport: Rect?
    /// Display size per point: `width` and `height` grow by it while the viewBox stays, so a page
    /// can magnify a small view (the Field Guide's "3×" details) without redrawing it.
    public var scale: Double
    /// Writes the colours that differ between light and dark (system colours of views whose code
    /// does not fix a scheme) as CSS the showing page's `color-scheme` resolves (`SchemePalette`),
    /// so one drawing serves both themes; off, every colour is resolved for the node's scheme.
    public var followsPageScheme: Bool
    /// The glyph drawn for an SF Symbols name (an icon font's outline, `SymbolCatalog`); nil
    /// draws the placeholder square.
    public var symbolOutline: @Sendable (String) -> SymbolOutline?

    public init(
        showsFrames: Bool = true, imageURL: @escaping @Sendable (String) -> String? = { _ in nil },
        idPrefix: String = "fg", margin: Double = 0, viewport: Rect? = nil, scale: Double = 1, followsPageScheme: Bool = false,
        symbolOutline: @escaping @Sendable (String) -> SymbolOutline? = { _ in nil }
    ) {
        self.showsFrames = showsFrames
        self.imageURL = imageURL
        self.idPrefix = idPrefix
        self.margin = margin
        self.viewport = viewport
        self.scale = scale
        self.followsPageScheme = followsPageScheme
        self.symbolOutline = symbolOutline
    }

    /// Resolves asset names through a fixed table (names missing from it draw a labelled box).
    public init(showsFrames: Bool = true, imageURLs: [String: String], idPrefix: String = "fg", margin: Double = 0, viewport: Rect? = nil) {
        self.init(showsFrames: showsFrames, imageURL: { imageURLs[$0] }, idPrefix: idPrefix, margin: margin, viewport: viewport)
    }
}
