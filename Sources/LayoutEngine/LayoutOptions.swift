import ViewTree

/// Settings of one layout run.
public struct LayoutOptions: Sendable {
    /// Points per pixel are 1/displayScale; iPhones are 3x (Layout.md §1.6).
    public var displayScale: Double
    /// Measures text; the exact `AhemTextMeasurer` keeps fixtures independent of fonts.
    public var textMeasurer: any TextMeasurer
    /// Records every proposal and response into `LayoutResult.trace`.
    public var recordsTrace: Bool
    public var dynamicTypeSize: DynamicTypeSize
    public var dark: Bool
    /// Lays every ScrollView out at its content's full length instead of the viewport's, so the
    /// whole content shows (a documentation choice, not SwiftUI behaviour).
    public var showsWholeScrollContent: Bool
    /// The values Containers.md leaves unverified.
    public var estimates: EstimatedConstants
    /// Snaps frames to the pixel grid (Layout.md §1.6). Off, frames are the engine's exact ones,
    /// which change linearly with the canvas width between discrete decisions; a width slider
    /// interpolates those and snaps afterwards with `LayoutResult.roundedToPixelGrid`.
    public var roundsToPixelGrid: Bool

    public init(
        displayScale: Double = 3, textMeasurer: any TextMeasurer = AhemTextMeasurer(),
        recordsTrace: Bool = false, dynamicTypeSize: DynamicTypeSize = .large, dark: Bool = false,
        showsWholeScrollContent: Bool = false, estimates: EstimatedConstants = .standard, roundsToPixelGrid: Bool = true
    ) {
        self.displayScale = displayScale
        self.textMeasurer = textMeasurer
        self.recordsTrace = recordsTrace
        self.dynamicTypeSize = dynamicTypeSize
        self.dark = dark
        self.showsWholeScrollContent = showsWholeScrollContent
        self.estimates = estimates
        self.roundsToPixelGrid = roundsToPixelGrid
    }
}
