/// Numbers as text in the en_US locale, as Foundation's number format styles write them:
/// grouped thousands (`1,234`), at most six digits after the point with trailing zeros dropped
/// (`3.141593`, `2.5`), `25%`, `$9.99`, `5 km`.
enum NumberFormatting {
    /// `x.formatted()`, `.number`, `.percent`, `.currency(code:)`; other styles fall back to `.number`.
    static func format(_ value: Double, isInteger: Bool, _ style: FormatStyle) -> String {
        switch style.kind {
        case .percent:
            return decimal(isInteger ? value : value * 100, style.fractionLength ?? 0...6, grouping: style.grouping) + "%"
        case .currency(let code):
            let digits = code == "JPY" || code == "KRW" ? 0 : 2
            let amount = decimal(Swift.abs(value), style.fractionLength ?? digits...digits, grouping: style.grouping)
            let sign = value < 0 ? "-" : ""
            if let symbol = currencySymbols[code] { return sign + symbol + amount }
            return sign + code + "\u{A0}" + amount
        default:
            return decimal(value, style.fractionLength ?? 0...6, grouping: style.grouping)
        }
    }

    static let currencySymbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "INR": "₹", "KRW": "₩", "CAD": "CA$", "AUD": "A$"]

    /// The value rounded half to even at the longest allowed fraction, with at least the shortest,
    /// and thousands grouped by commas.
    static func decimal(_ value: Double, _ fraction: ClosedRange<Int>, grouping: Bool) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let maxDigits = min(fraction.upperBound, 15), minDigits = min(fraction.lowerBound, maxDigits)
        var scale = 1.0
        for _ in 0..<maxDigits { scale *= 10 }
        let scaled = (Swift.abs(value) * scale).rounded(.toNearestOrEven)
        guard scaled < 9e18 else { return String(value) }
        let units = UInt64(scaled)
        let whole = String(units / UInt64(scale))
        var digits = String(units % UInt64(scale))
        digits = String(repeating: "0", count: max(0, maxDigits - digits.count)) + digits
        if maxDigits == 0 { digits = "" }
        while digits.count > minDigits, digits.last == "0" { digits.removeLast() }
        let sign = value < 0 && units != 0 ? "-" : ""
        return sign + (grouping ? grouped(whole) : whole) + (digits.isEmpty ? "" : "." + digits)
    }

    private static func grouped(_ whole: String) -> String {
        var out = ""
        for (i, c) in whole.enumerated() {
            if i > 0, (whole.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    /// `Measurement.formatted()`: the value in its own unit, `5 km` (abbreviated), `5 kilometers`
    /// (wide), `5km` (narrow); temperatures print `21°C` when abbreviated or narrow.
    static func measurement(_ value: Double, _ unit: MeasurementUnit, width: String) -> String {
        let number = decimal(value, 0...2, grouping: true)
        switch width {
        case "wide": return number + " " + (value == 1 ? unit.singular : unit.plural)
        case "narrow": return number + unit.symbol
        default: return number + (unit.symbol.hasPrefix("°") ? "" : " ") + unit.symbol
        }
    }
}

/// `Duration` as text: `.time(pattern:)` clocks and `.units()` lists.
enum DurationFormatting {
    /// `0:01:30` (hourMinuteSecond, the default), `1:30` (minuteSecond), `0:02` (hourMinute, rounded).
    static func clock(_ seconds: Double, pattern: String) -> String {
        let total = Int(min(Swift.abs(seconds), 1e15).rounded(.toNearestOrEven))
        let sign = seconds < 0 && total != 0 ? "-" : ""
        switch pattern {
        case "minuteSecond": return sign + "\(total / 60):\(DateFormatting.twoDigits(total % 60))"
        case "hourMinute":
            let minutes = Int((Double(total) / 60).rounded(.toNearestOrEven))
            return sign + "\(minutes / 60):\(DateFormatting.twoDigits(minutes % 60))"
        default: return sign + "\(total / 3600):\(DateFormatting.twoDigits(total / 60 % 60)):\(DateFormatting.twoDigits(total % 60))"
        }
    }

    /// `1 hr, 30 min` (abbreviated), `1 hour, 30 minutes` (wide), `1h 30m` (narrow): the allowed
    /// units that are not zero, largest first, at most `limit` of them; the last one rounds.
    static func units(_ seconds: Double, width: String, allowed: [String], limit: Int = .max) -> String {
        let order: [(String, Double, String, String)] = [
            ("days", 86_400, "day", "d"), ("hours", 3600, "hr", "h"), ("minutes", 60, "min", "m"), ("seconds", 1, "sec", "s"),
        ]
        let used = order.filter { allowed.contains($0.0) }
        guard let smallest = used.last else { return "" }
        var remaining = (min(Swift.abs(seconds), 1e15) / smallest.1).rounded(.toNearestOrEven) * smallest.1
        var parts: [String] = []
        for (index, unit) in used.enumerated() where parts.count < limit {
            let isLast = index == used.count - 1 || parts.count == limit - 1
            let count = isLast ? Int((remaining / unit.1).rounded(.toNearestOrEven)) : Int(remaining / unit.1)
            remaining -= Double(count) * unit.1
            guard count != 0 || (isLast && parts.isEmpty) else { continue }
            parts.append(unitText(count, name: String(unit.0.dropLast()), short: unit.2, narrow: unit.3, width: width))
        }
        return parts.joined(separator: width == "narrow" ? " " : ", ")
    }

    private static func unitText(_ count: Int, name: String, short: String, narrow: String, width: String) -> String {
        switch width {
        case "wide": "\(count) \(count == 1 ? name : name + "s")"
        case "narrow": "\(count)\(narrow)"
        default: "\(count) \(short)"
        }
    }
}
