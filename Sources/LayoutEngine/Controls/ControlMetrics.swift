import ViewTree

/// The control sizes Containers.md §10 marks [U]: no public source states them, so each is
/// Fieldguide's estimate from the spec, named once here; a measurement on a device replaces the
/// value here and nowhere else.
enum ControlMetrics {
    /// Bordered button padding, corner radius and font per `controlSize` (§10.2 [U]); nil font
    /// keeps the environment's. `.extraLarge` (iOS 17) is drawn as `.large`: no estimate exists.
    static func bordered(_ size: ControlStyle.Size) -> (horizontal: Double, vertical: Double, radius: Double, font: Font?) {
        switch size {
        case .mini: (8, 4, 5, .style(.footnote))
        case .small: (10, 5, 6, .style(.subheadline))
        case .regular: (12, 7, 8, nil)
        case .large, .extraLarge: (20, 14, 12, nil)
        }
    }

    /// `.bordered` fills with the accent at about 15 % (§10.1 [U]).
    static let borderedFillOpacity = 0.15
    /// Rounded-border text field: inner padding on all sides (§10.1: ≈ 7 h, ≈ 6–7 v [U]).
    static let roundedFieldPadding = 7.0
    /// Rounded-border text field corner radius (§10.1 [U]).
    static let roundedFieldCornerRadius = 5.0
    /// Rounded-border text field border: one pixel on a 3× screen (§10.1 [U]).
    static let roundedFieldBorderWidth = 1.0 / 3.0
    /// TextEditor insets: UITextView's default text container inset (8 top and bottom) and
    /// line fragment padding (5 each side) [U, UIKit defaults, not stated for SwiftUI].
    static let textEditorInsets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
    /// Slider thumb diameter: 28 (§10.5, FLT-THUMB [O]); the slider is as tall as its thumb [U].
    static let sliderThumbDiameter = 28.0
    /// Slider track thickness (§10.1 [U]).
    static let sliderTrackHeight = 4.0
    /// Gap between a Slider and its minimum/maximum value labels (§10.5 [U]).
    static let sliderValueLabelSpacing = 8.0
    /// Stepper: 94 × 32, two 47-wide segments, corner radius 8 (§10.1 [U], UIStepper's size).
    static let stepperSize = Size(width: 94, height: 32)
    static let stepperCornerRadius = 8.0
    /// ColorPicker well: a 28-pt circle at the trailing edge [U].
    static let colorWellDiameter = 28.0
    /// Gauge (linear capacity) bar thickness (§10.1: ≈ 4–6 [U]).
    static let gaugeBarHeight = 6.0
    /// Gap between a Gauge's label, bar and value labels [U].
    static let gaugeSpacing = 4.0
    /// Menu picker: the `chevron.up.chevron.down` after the selection is drawn at this size and
    /// this far from it (§10.1: chevron ≈ 12 pt [U]).
    static let menuChevronSize = 12.0
    static let menuChevronSpacing = 4.0
    /// Inline picker rows are at least a List row tall: 44 (§8.2 [U]).
    static let inlineRowHeight = 44.0
    /// Graphical DatePicker: month header, weekday row and six day rows [U, drawn from iOS
    /// screenshots' proportions].
    static let calendarHeaderHeight = 44.0
    static let calendarWeekdayHeight = 20.0
    static let calendarDayHeight = 44.0
    /// Graphical DatePicker's selected-day disc [U].
    static let calendarSelectionDiameter = 40.0
}
