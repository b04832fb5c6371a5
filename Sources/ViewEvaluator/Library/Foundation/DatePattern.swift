/// `DateFormatter` as older tutorials use it: `dateStyle`/`timeStyle` (`.short` … `.full`) and
/// `dateFormat` patterns (`"yyyy-MM-dd"`, `"EEEE, MMM d"`, `"h:mm a"`), in en_US and UTC.
struct DatePattern {
    var dateStyle = "none"
    var timeStyle = "none"
    var dateFormat: String?

    /// `string(from:)`.
    func string(from date: Double) -> String {
        if let dateFormat { return Self.format(date, pattern: dateFormat) }
        let datePart: String = switch dateStyle {
        case "short": DateFormatting.fields(date, [("month", "defaultDigits"), ("day", nil), ("year", "twoDigits")])
        case "medium": DateFormatting.dateAndTime(date, date: "abbreviated", time: "omitted")
        case "long": DateFormatting.dateAndTime(date, date: "long", time: "omitted")
        case "full": DateFormatting.dateAndTime(date, date: "complete", time: "omitted")
        default: ""
        }
        let f = SampleCalendar.fields(of: date)
        let timePart: String = switch timeStyle {
        case "short": DateFormatting.clock(f, seconds: false)
        case "medium": DateFormatting.clock(f, seconds: true)
        case "long": DateFormatting.clock(f, seconds: true) + " UTC"
        case "full": DateFormatting.clock(f, seconds: true) + " Coordinated Universal Time"
        default: ""
        }
        if datePart.isEmpty || timePart.isEmpty { return datePart + timePart }
        return datePart + (dateStyle == "long" || dateStyle == "full" ? " at " : ", ") + timePart
    }

    /// Unicode date pattern letters (y, M, d, E, H, h, m, s, a); text in quotes is literal, `''` a quote,
    /// and other characters are copied.
    static func format(_ date: Double, pattern: String) -> String {
        let f = SampleCalendar.fields(of: date)
        let chars = Array(pattern)
        var out = "", i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "'" {
                var j = i + 1
                if j < chars.count, chars[j] == "'" { out.append("'"); i += 2; continue }
                while j < chars.count, chars[j] != "'" { out.append(chars[j]); j += 1 }
                i = j + 1
                continue
            }
            var n = 1
            while i + n < chars.count, chars[i + n] == c { n += 1 }
            out += field(c, count: n, f) ?? String(repeating: c, count: n)
            i += n
        }
        return out
    }

    private static func field(_ letter: Character, count n: Int, _ f: SampleCalendar.Fields) -> String? {
        let padded = { (v: Int) in n >= 2 ? DateFormatting.twoDigits(v) : String(v) }
        switch letter {
        case "y": return n == 2 ? DateFormatting.twoDigits(f.year % 100) : String(f.year)
        case "M", "L": return n <= 2 ? padded(f.month) : name(DateFormatting.monthNames[f.month - 1], n)
        case "d": return padded(f.day)
        case "E": return name(DateFormatting.weekdayNames[f.weekday - 1], max(n, 3))
        case "H": return padded(f.hour)
        case "h": return padded(f.hour % 12 == 0 ? 12 : f.hour % 12)
        case "m": return padded(f.minute)
        case "s": return padded(f.second)
        case "a": return f.hour < 12 ? "AM" : "PM"
        default: return nil
        }
    }

    /// 3 letters: abbreviated; 4: whole; 5: narrow.
    private static func name(_ whole: String, _ n: Int) -> String {
        n == 4 ? whole : n >= 5 ? String(whole.prefix(1)) : String(whole.prefix(3))
    }
}

/// `NumberFormatter`: `numberStyle` (`.decimal`, `.percent`, `.currency`), fraction digits and
/// `currencyCode`, formatted as the matching format style would.
struct NumberPattern {
    var numberStyle = "none"
    var minimumFractionDigits: Int?
    var maximumFractionDigits: Int?
    var currencyCode = "USD"
    var usesGroupingSeparator: Bool?

    func string(from value: Double) -> String {
        var style: FormatStyle
        switch numberStyle {
        case "percent": style = FormatStyle(kind: .percent)
        case "currency": style = FormatStyle(kind: .currency(code: currencyCode))
        default: style = FormatStyle(kind: .number)
        }
        let defaultMax = numberStyle == "decimal" ? 3 : numberStyle == "none" || numberStyle == "percent" ? 0 : (currencyCode == "JPY" ? 0 : 2)
        let defaultMin = numberStyle == "currency" ? defaultMax : 0
        let lower = minimumFractionDigits ?? defaultMin
        style.fractionLength = lower...max(lower, maximumFractionDigits ?? defaultMax)
        style.grouping = usesGroupingSeparator ?? (numberStyle != "none")
        return NumberFormatting.format(value, isInteger: false, style)
    }
}
