import ViewTree

/// Settings of one layout run.
public struct LayoutOptions: Sendable {
    /// Points per pixel are 1/displayScale; iPhones are 3x (reference §1.6).
    public var displayScale: Double
    /// Measures text; the exact `AhemTextMeasurer` keeps fixtures independent of fonts.
    public var textMeasurer: any TextMeasurer
    /// Records every proposal and response into `LayoutResult.trace`.
    public var recordsTrace: Bool
    public var dynamicTypeSize: DynamicTypeSize
    public var dark: Bool

    public init(
        displayScale: Double = 3, textMeasurer: any TextMeasurer = AhemTextMeasurer(),
        recordsTrace: Bool = false, dynamicTypeSize: DynamicTypeSize = .large, dark: Bool = false
    ) {
        self.displayScale = displayScale
        self.textMeasurer = textMeasurer
        self.recordsTrace = recordsTrace
        self.dynamicTypeSize = dynamicTypeSize
        self.dark = dark
    }
}
