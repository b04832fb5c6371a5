/// Foundation values apps keep in their views: dates and their parts, measurements, durations,
/// URLs, the main bundle, and the format styles that turn them into text. Dates are seconds since
/// 1970 in UTC; "now" is the fixed `SampleCalendar.now`, so a preview never changes with the clock.
/// Also SwiftUI's values that only modifiers without a layout effect take (gestures, transitions,
/// animations), kept by type name alone.
enum FoundationValue {
    /// A `Date`, as seconds since 1970-01-01 00:00:00 UTC.
    case date(Double)
    /// `DateComponents`: the fields that were given, by name (`year`, `month`, `day`, …).
    case dateComponents([String: Int])
    /// `Calendar.current`: the Gregorian calendar in UTC.
    case calendar
    /// `Measurement(value:unit:)`; the unit is kept as the symbol it prints.
    case measurement(value: Double, unit: MeasurementUnit)
    /// `Duration.seconds(_:)` and friends, in seconds.
    case duration(Double)
    /// `URL(string:)`: only the text is kept; nothing is loaded.
    case url(String)
    /// `Bundle.main`.
    case bundle
    /// `Locale.current`, `TimeZone.current`: fixed to en_US and UTC.
    case locale
    case timeZone
    /// `DragGesture()`, `.move(edge: .bottom)`, `.easeInOut(duration: 0.3)`: nothing a still preview uses.
    case inert(type: String)
    /// `DateFormatter()` and `NumberFormatter()` with the settings assigned to them.
    case dateFormatter(DatePattern)
    case numberFormatter(NumberPattern)
    /// A format style such as `.dateTime.year()`, `.percent` or `.currency(code: "EUR")`.
    case formatStyle(FormatStyle)

    /// The Swift type name used in messages.
    var typeName: String {
        switch self {
        case .date: "Date"
        case .dateComponents: "DateComponents"
        case .calendar: "Calendar"
        case .measurement: "Measurement"
        case .duration: "Duration"
        case .url: "URL"
        case .bundle: "Bundle"
        case .locale: "Locale"
        case .timeZone: "TimeZone"
        case .inert(let type): type
        case .dateFormatter: "DateFormatter"
        case .numberFormatter: "NumberFormatter"
        case .formatStyle: "FormatStyle"
        }
    }
}

/// A unit of `Measurement`: its short and long English names (`km`, `kilometers`).
struct MeasurementUnit: Equatable {
    var symbol: String
    var singular: String
    var plural: String
}
