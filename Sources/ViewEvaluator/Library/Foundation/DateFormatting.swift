/// Dates as text, in the en_US locale and UTC, as Foundation's `Date.FormatStyle` writes them:
/// `6/10/2024, 9:41 AM` by default, `June 10, 2024` for `.long`, `2024-06-10T09:41:00Z` for
/// `.iso8601`, `in 2 hours` for `.relative`. One simplification is documented: the space before
/// AM/PM is an ordinary space (recent ICU data uses U+202F).
enum DateFormatting {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    static func format(_ date: Double, _ style: FormatStyle) -> String {
        switch style.kind {
        case .dateTime where style.fields.isEmpty: return dateAndTime(date, date: "numeric", time: "shortened")
        case .dateTime: return fields(date, style.fields)
        case .dateAndTime(let d, let t): return dateAndTime(date, date: d, time: t)
        case .iso8601: return iso8601(date)
        case .relative(let named): return relative(date, named: named)
        default: return dateAndTime(date, date: "numeric", time: "shortened")
        }
    }

    /// `formatted(date:time:)`: a long or complete date joins its time with " at ", others with ", ".
    static func dateAndTime(_ date: Double, date dateStyle: String, time timeStyle: String) -> String {
        let f = SampleCalendar.fields(of: date)
        let month = monthNames[f.month - 1], weekday = weekdayNames[f.weekday - 1]
        let datePart: String? = switch dateStyle {
        case "numeric": "\(f.month)/\(f.day)/\(f.year)"
        case "abbreviated": "\(month.prefix(3)) \(f.day), \(f.year)"
        case "long": "\(month) \(f.day), \(f.year)"
        case "complete": "\(weekday), \(month) \(f.day), \(f.year)"
        default: nil
        }
        let timePart: String? = switch timeStyle {
        case "shortened": clock(f, seconds: false)
        case "standard": clock(f, seconds: true)
        case "complete": clock(f, seconds: true) + " GMT"
        default: nil
        }
        guard let datePart else { return timePart ?? "" }
        guard let timePart else { return datePart }
        return datePart + (dateStyle == "long" || dateStyle == "complete" ? " at " : ", ") + timePart
    }

    /// `9:41 AM`, `9:41:00 PM`: a 12-hour clock.
    static func clock(_ f: SampleCalendar.Fields, seconds: Bool) -> String {
        let hour = f.hour % 12 == 0 ? 12 : f.hour % 12
        return "\(hour):\(twoDigits(f.minute))" + (seconds ? ":\(twoDigits(f.second))" : "") + (f.hour < 12 ? " AM" : " PM")
    }

    /// `.dateTime.weekday().month().day().year().hour().minute()`: the date fields in en_US order
    /// (`Mon, Jun 10, 2024`, or `6/10/2024` with a numeric month), then the time, joined by ", ".
    static func fields(_ date: Double, _ requested: [(name: String, option: String?)]) -> String {
        let f = SampleCalendar.fields(of: date)
        var options: [String: String] = [:]
        for field in requested { options[field.name] = field.option ?? "" }
        let parts = [datePart(f, options), timePart(f, options)].compactMap { $0 }
        return parts.joined(separator: ", ")
    }

    private static func datePart(_ f: SampleCalendar.Fields, _ options: [String: String]) -> String? {
        let year = options["year"].map { $0 == "twoDigits" ? twoDigits(f.year % 100) : String(f.year) }
        let day = options["day"].map { $0 == "twoDigits" ? twoDigits(f.day) : String(f.day) }
        let weekday = options["weekday"].map { name(weekdayNames[f.weekday - 1], $0) }
        guard let monthOption = options["month"] else {
            let rest = [day, year].compactMap { $0 }.joined(separator: " ")
            return [weekday, rest.isEmpty ? nil : rest].compactMap { $0 }.joined(separator: ", ").nilIfEmpty
        }
        if monthOption == "twoDigits" || monthOption == "defaultDigits" {
            let month = monthOption == "twoDigits" ? twoDigits(f.month) : String(f.month)
            let numeric = [month, day, year].compactMap { $0 }.joined(separator: "/")
            return [weekday, numeric].compactMap { $0 }.joined(separator: ", ")
        }
        let month = name(monthNames[f.month - 1], monthOption)
        let monthDay = [month, day].compactMap { $0 }.joined(separator: " ")
        let withYear = year.map { day == nil ? monthDay + " " + $0 : monthDay + ", " + $0 } ?? monthDay
        return [weekday, withYear].compactMap { $0 }.joined(separator: ", ")
    }

    private static func timePart(_ f: SampleCalendar.Fields, _ options: [String: String]) -> String? {
        let minute = options["minute"].map { _ in twoDigits(f.minute) }
        let second = options["second"].map { _ in twoDigits(f.second) }
        guard let hourOption = options["hour"] else {
            return [minute, second].compactMap { $0 }.joined(separator: ":").nilIfEmpty
        }
        let hour12 = f.hour % 12 == 0 ? 12 : f.hour % 12
        let hour = hourOption.hasPrefix("twoDigits") ? twoDigits(hour12) : String(hour12)
        let clock = [hour, minute, second].compactMap { $0 }.joined(separator: ":")
        return hourOption.hasSuffix("NoAMPM") ? clock : clock + (f.hour < 12 ? " AM" : " PM")
    }

    /// A month or weekday name at a width: `wide` (whole), `narrow` (one letter), `short` (two
    /// letters, weekdays), otherwise abbreviated (three letters).
    private static func name(_ whole: String, _ option: String) -> String {
        switch option {
        case "wide": whole
        case "narrow": String(whole.prefix(1))
        case "short": String(whole.prefix(2))
        default: String(whole.prefix(3))
        }
    }

    /// `2024-06-10T09:41:00Z`.
    static func iso8601(_ date: Double) -> String {
        let f = SampleCalendar.fields(of: date)
        let year = f.year < 0 ? "-" + fourDigits(-f.year) : fourDigits(f.year)
        return "\(year)-\(twoDigits(f.month))-\(twoDigits(f.day))T\(twoDigits(f.hour)):\(twoDigits(f.minute)):\(twoDigits(f.second))Z"
    }

    /// `Date.description`: `2024-06-10 09:41:00 +0000`.
    static func description(_ date: Double) -> String {
        let f = SampleCalendar.fields(of: date)
        return "\(fourDigits(f.year))-\(twoDigits(f.month))-\(twoDigits(f.day)) \(twoDigits(f.hour)):\(twoDigits(f.minute)):\(twoDigits(f.second)) +0000"
    }

    /// `.relative(presentation:)` from the sample "now": the largest whole unit of the distance,
    /// `in 2 hours` / `3 days ago`; `.named` says `now`, `tomorrow`, `yesterday`, `next week`, ….
    static func relative(_ date: Double, named: Bool) -> String {
        let (count, unit) = RelativeUnit.largest(in: date - SampleCalendar.now)
        let future = date >= SampleCalendar.now
        if named {
            if count == 0 { return "now" }
            if count == 1, let word = unit.namedWord(future: future) { return word }
        }
        let amount = "\(count) \(count == 1 ? unit.rawValue : unit.rawValue + "s")"
        return future ? "in " + amount : amount + " ago"
    }

    /// `Text(date, style:)`: `.date` is the long date, `.time` the short time, `.relative` the
    /// distance from now in up to two abbreviated units (`2 hr, 5 min`), `.offset` signed
    /// (`+2 hours`), `.timer` a clock (`2:05:00`, `5:00`).
    static func textStyle(_ date: Double, _ style: String) -> String {
        let distance = date - SampleCalendar.now
        switch style {
        case "date": return dateAndTime(date, date: "long", time: "omitted")
        case "relative": return DurationFormatting.units(Swift.abs(distance), width: "abbreviated", allowed: ["days", "hours", "minutes", "seconds"], limit: 2)
        case "offset":
            let (count, unit) = RelativeUnit.largest(in: distance)
            return (distance < 0 ? "-" : "+") + "\(count) \(count == 1 ? unit.rawValue : unit.rawValue + "s")"
        case "timer": return DurationFormatting.clock(Swift.abs(distance), pattern: Swift.abs(distance) >= 3600 ? "hourMinuteSecond" : "minuteSecond")
        default: return dateAndTime(date, date: "omitted", time: "shortened")
        }
    }

    static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
    private static func fourDigits(_ n: Int) -> String { String(repeating: "0", count: max(0, 4 - String(n).count)) + String(n) }
}

/// The units `.relative` counts in; a month is 30 days and a year 365, from the sample "now".
enum RelativeUnit: String, CaseIterable {
    case year, month, week, day, hour, minute, second

    var seconds: Double {
        switch self {
        case .year: 365 * 86_400
        case .month: 30 * 86_400
        case .week: 7 * 86_400
        case .day: 86_400
        case .hour: 3600
        case .minute: 60
        case .second: 1
        }
    }

    /// The largest unit with a whole count in `distance`, and that count.
    static func largest(in distance: Double) -> (Int, RelativeUnit) {
        let magnitude = Swift.abs(distance)
        for unit in allCases where magnitude >= unit.seconds {
            return (Int(min(magnitude / unit.seconds, 1e15)), unit)
        }
        return (0, .second)
    }

    func namedWord(future: Bool) -> String? {
        switch self {
        case .day: future ? "tomorrow" : "yesterday"
        case .week, .month, .year: (future ? "next " : "last ") + rawValue
        default: nil
        }
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
