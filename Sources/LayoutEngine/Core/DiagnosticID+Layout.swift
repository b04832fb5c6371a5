import Diagnostics

/// What the layout engine reports: values it clamped the way SwiftUI treats them. All are
/// warnings, since the preview still shows.
extension DiagnosticID {
    /// A fixed frame length that is negative, NaN or infinite, or a flexible limit that is NaN.
    public static let invalidFrame = DiagnosticID(rawValue: "layout.invalid-frame")
    /// A length beyond a million screens, clamped so sums stay finite.
    public static let valueTooLarge = DiagnosticID(rawValue: "layout.value-too-large")
    public static let invalidFontSize = DiagnosticID(rawValue: "layout.invalid-font-size")
    /// min > ideal, ideal > max or min > max in a flexible frame.
    public static let contradictoryFrame = DiagnosticID(rawValue: "layout.contradictory-frame")
    /// A length, spacing, priority or drawing value that is not a finite number.
    public static let invalidValue = DiagnosticID(rawValue: "layout.invalid-value")
    /// A view computed a NaN width or height.
    public static let invalidSize = DiagnosticID(rawValue: "layout.invalid-size")
    public static let negativeSize = DiagnosticID(rawValue: "layout.negative-size")
    /// `Image("name")` whose size nobody told the engine.
    public static let missingImageSize = DiagnosticID(rawValue: "layout.missing-image-size")
    /// An `alignmentGuide` closure that computed NaN.
    public static let invalidGuide = DiagnosticID(rawValue: "layout.invalid-guide")
    /// A `containerRelativeFrame` or custom-layout closure that threw or trapped.
    public static let closureFailed = DiagnosticID(rawValue: "layout.closure-failed")
    /// A custom `Layout`'s `sizeThatFits` or `placeSubviews` that failed; its subviews are not placed.
    public static let customLayoutFailed = DiagnosticID(rawValue: "layout.custom-layout-failed")
    /// `LayoutSubview.place` called outside `placeSubviews`.
    public static let placeOutsidePlacement = DiagnosticID(rawValue: "layout.place-outside-placement")
}
