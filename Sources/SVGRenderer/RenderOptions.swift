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

    public init(
        showsFrames: Bool = true, imageURL: @escaping @Sendable (String) -> String? = { _ in nil },
        idPrefix: String = "fg", margin: Double = 0
    ) {
        self.showsFrames = showsFrames
        self.imageURL = imageURL
        self.idPrefix = idPrefix
        self.margin = margin
    }

    /// Resolves asset names through a fixed table (names missing from it draw a labelled box).
    public init(showsFrames: Bool = true, imageURLs: [String: String], idPrefix: String = "fg", margin: Double = 0) {
        self.init(showsFrames: showsFrames, imageURL: { imageURLs[$0] }, idPrefix: idPrefix, margin: margin)
    }
}
