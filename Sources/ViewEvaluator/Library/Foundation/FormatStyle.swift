/// A Foundation format style as a snippet writes it: `.dateTime.year().month(.wide)`,
/// `.iso8601`, `.relative(presentation: .named)`, `.number.precision(.fractionLength(2))`,
/// `.percent`, `.currency(code: "EUR")`, `.measurement(width: .wide)`, `.units()`, `.time(pattern:)`.
/// Formatting follows the en_US locale (see `DateFormatting` and `NumberFormatting`).
struct FormatStyle {
    enum Kind: Equatable {
        /// `.dateTime` with the fields chained after it (none: numeric date and short time).
        case dateTime
        /// `formatted(date:time:)` and `Text(_:style:)`: each part `numeric`, `abbreviated`, `long`,
        /// `complete`, `omitted` (date) or `shortened`, `standard`, `complete`, `omitted` (time).
        case dateAndTime(date: String, time: String)
        case iso8601
        case relative(named: Bool)
        case number
        case percent
        case currency(code: String)
        case measurement(width: String)
        case durationTime(pattern: String)
        case durationUnits(width: String, allowed: [String])
    }

    var kind: Kind
    /// `.dateTime`'s chained fields in order, each with its option name (`wide`, `twoDigits`, …) or nil.
    var fields: [(name: String, option: String?)] = []
    /// Digits after the decimal point: at least `lowerBound`, at most `upperBound`.
    var fractionLength: ClosedRange<Int>?
    var grouping = true

    static let dateFields: Set<String> = ["year", "month", "day", "weekday", "hour", "minute", "second"]

    /// The style an implicit member names, or nil if it names none.
    init?(symbol s: Symbol) {
        let args = s.arguments ?? []
        switch s.name {
        case "dateTime": kind = .dateTime
        case "iso8601": kind = .iso8601
        case "relative": kind = .relative(named: args["presentation"]?.value.caseName == "named")
        case "number": kind = .number
        case "percent": kind = .percent
        case "currency":
            guard let code = args["code"]?.value.asString else { return nil }
            kind = .currency(code: code)
        case "measurement": kind = .measurement(width: args["width"]?.value.caseName ?? "abbreviated")
        case "time": kind = .durationTime(pattern: args["pattern"]?.value.caseName ?? "hourMinuteSecond")
        case "units":
            let allowed = (args["allowed"]?.value).flatMap { if case .array(let items) = $0 { items.compactMap(\.caseName) } else { nil } }
            kind = .durationUnits(width: args["width"]?.value.caseName ?? "abbreviated", allowed: allowed ?? ["hours", "minutes", "seconds"])
        default: return nil
        }
    }

    init(kind: Kind) {
        self.kind = kind
    }

    /// `.year()`, `.month(.wide)`, `.precision(.fractionLength(2))`, `.grouping(.never)`: a style
    /// with one more setting, or nil when the method is not one of a style's.
    func chained(_ name: String, _ args: [Argument]) -> FormatStyle? {
        var style = self
        let option = args.first?.value
        switch name {
        case _ where Self.dateFields.contains(name) && kind == .dateTime:
            style.fields.append((name, option.flatMap(Self.optionName)))
        case "precision":
            guard case .symbol(let p)? = option, p.name == "fractionLength", let length = p.arguments?.first?.value else { return nil }
            if let n = length.asInt { style.fractionLength = n...n }
            if case .range(let r) = length, let lo = r.lower.asInt, let hi = r.upper.asInt, lo <= hi { style.fractionLength = lo...(r.isClosed ? hi : max(lo, hi - 1)) }
        case "grouping":
            style.grouping = option?.caseName != "never"
        case "locale", "rounded", "sign", "decimalSeparator", "notation", "presentation", "unitsStyle", "capitalizationContext", "timeZone", "calendar":
            break
        default:
            return nil
        }
        return style
    }

    /// `.wide` → "wide", `.twoDigits` → "twoDigits", `.defaultDigits(amPM: .omitted)` → "defaultDigitsNoAMPM".
    private static func optionName(_ value: Value) -> String? {
        guard case .symbol(let s) = value else { return value.caseName }
        if s.arguments?["amPM"]?.value.caseName == "omitted" { return s.name + "NoAMPM" }
        return s.name
    }
}
