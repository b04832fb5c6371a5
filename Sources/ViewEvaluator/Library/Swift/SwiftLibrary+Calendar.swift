import ViewTree

/// `Calendar.current` (Gregorian, UTC) and the methods of dates, measurements, durations and
/// URLs, including `formatted(…)`.
extension SwiftLibrary {
    func calendarProperty(_ name: String) -> Value? {
        let months = DateFormatting.monthNames, weekdays = DateFormatting.weekdayNames
        switch name {
        case "monthSymbols": return .array(months.map(Value.string))
        case "shortMonthSymbols": return .array(months.map { .string(String($0.prefix(3))) })
        case "veryShortMonthSymbols": return .array(months.map { .string(String($0.prefix(1))) })
        case "weekdaySymbols": return .array(weekdays.map(Value.string))
        case "shortWeekdaySymbols": return .array(weekdays.map { .string(String($0.prefix(3))) })
        case "veryShortWeekdaySymbols": return .array(weekdays.map { .string(String($0.prefix(1))) })
        case "firstWeekday": return .int(1)
        default: return nil
        }
    }

    /// Methods of Foundation values; nil when `name` is not one.
    func foundationMethod(_ name: String, on value: FoundationValue, _ args: [Argument]) -> Value? {
        let firstDouble = args.first?.value.asDouble
        switch (value, name) {
        case (.date(let d), "addingTimeInterval"), (.date(let d), "advanced"): return firstDouble.map { date(d + $0) }
        case (.date(let d), "timeIntervalSince"): return args.first.flatMap { dateValue($0.value) }.map { .double(d - $0) }
        case (.date(let d), "distance"): return args.first.flatMap { dateValue($0.value) }.map { .double($0 - d) }
        case (.date(let d), "formatted"): return .string(formatDate(d, args))
        case (.date(let d), "ISO8601Format"): return .string(DateFormatting.iso8601(d))
        case (.measurement(let v, let unit), "formatted"):
            return .string(NumberFormatting.measurement(v, unit, width: formatStyle(args.first?.value).flatMap(Self.measurementWidth) ?? "abbreviated"))
        case (.measurement(let v, let unit), "converted"):
            guard let target = args.first.flatMap({ measurementUnit($0.value) }), let converted = MeasurementUnits.convert(v, from: unit, to: target) else { return nil }
            return .foundation(.measurement(value: converted, unit: target.unit))
        case (.duration(let s), "formatted"): return .string(formatDuration(s, formatStyle(args.first?.value)))
        case (.url(let text), "appending"), (.url(let text), "appendingPathComponent"):
            guard let part = args.first?.value.asString else { return nil }
            return .foundation(.url(text.hasSuffix("/") ? text + part : text + "/" + part))
        case (.bundle, "object"):
            let key = args.first?.value.asString
            return Self.infoDictionary.first { $0.0 == key }.map { .string($0.1) } ?? .null
        case (.calendar, _): return calendarMethod(name, args)
        case (.formatStyle(let style), _): return style.chained(name, args).map { .foundation(.formatStyle($0)) }
        case (.inert, _) where Self.inertMethods.contains(name): return .foundation(value)
        case (.dateFormatter(let pattern), "string"): return args.first.flatMap { dateValue($0.value) }.map { .string(pattern.string(from: $0)) }
        case (.numberFormatter(let pattern), "string"): return (args.first?.value.asDouble).map { .string(pattern.string(from: $0)) } ?? .null
        default: return nil
        }
    }

    private static func measurementWidth(_ style: FormatStyle) -> String? {
        if case .measurement(let width) = style.kind { return width }
        return nil
    }

    /// `formatted()`, `formatted(_ style)`, `formatted(date:time:)` on a date.
    private func formatDate(_ d: Double, _ args: [Argument]) -> String {
        if args["date"] != nil || args["time"] != nil {
            return DateFormatting.dateAndTime(d, date: args["date"]?.value.caseName ?? "omitted", time: args["time"]?.value.caseName ?? "omitted")
        }
        return DateFormatting.format(d, formatStyle(args.first?.value) ?? FormatStyle(kind: .dateTime))
    }

    private func formatDuration(_ seconds: Double, _ style: FormatStyle?) -> String {
        if case .durationUnits(let width, let allowed)? = style?.kind { return DurationFormatting.units(seconds, width: width, allowed: allowed) }
        if case .durationTime(let pattern)? = style?.kind { return DurationFormatting.clock(seconds, pattern: pattern) }
        return DurationFormatting.clock(seconds, pattern: "hourMinuteSecond")
    }

    /// A format style argument: `.percent`, `.dateTime.year()`, or a style value already made.
    func formatStyle(_ value: Value?) -> FormatStyle? {
        switch value {
        case .foundation(.formatStyle(let style))?: style
        case .symbol(let s)?: FormatStyle(symbol: s)
        default: nil
        }
    }

    /// `x.formatted()`, `x.formatted(.percent)`, `x.formatted(.currency(code: "USD"))` on a number.
    func formatNumber(_ value: Value, _ args: [Argument]) -> Value? {
        guard let number = value.asDouble else { return nil }
        let isInteger = if case .int = value { true } else { false }
        return .string(NumberFormatting.format(number, isInteger: isInteger, formatStyle(args.first?.value) ?? FormatStyle(kind: .number)))
    }

    /// `component(_:from:)`, `dateComponents(_:from:)`, `dateComponents(_:from:to:)`,
    /// `date(byAdding:value:to:)`, `date(from:)`, `startOfDay(for:)`, `isDateInToday(_:)` and kin.
    private func calendarMethod(_ name: String, _ args: [Argument]) -> Value? {
        let first = args.first?.value
        switch name {
        case "component":
            guard let component = first?.caseName, let d = args["from"].flatMap({ dateValue($0.value) }) else { return nil }
            return Self.components(of: d)[component].map(Value.int)
        case "dateComponents":
            guard case .array(let wanted)? = first, let from = args["from"].flatMap({ dateValue($0.value) }) else { return nil }
            let names = wanted.compactMap(\.caseName)
            if let to = args["to"].flatMap({ dateValue($0.value) }) { return .foundation(.dateComponents(difference(from, to, names))) }
            let all = Self.components(of: from)
            return .foundation(.dateComponents(all.filter { names.contains($0.key) }))
        case "date":
            if case .foundation(.dateComponents(let parts))? = args["from"]?.value {
                return date(SampleCalendar.seconds(year: parts["year"] ?? 1, month: parts["month"] ?? 1, day: parts["day"] ?? 1,
                                                   hour: parts["hour"] ?? 0, minute: parts["minute"] ?? 0, second: parts["second"] ?? 0))
            }
            guard let component = args["byAdding"]?.value.caseName, let n = args["value"]?.value.asInt,
                  let d = args["to"].flatMap({ dateValue($0.value) }) else { return nil }
            return SampleCalendar.adding(component, n, to: d).map(date) ?? .null
        case "startOfDay":
            return args["for"].flatMap { dateValue($0.value) }.map { date(SampleCalendar.startOfDay($0)) }
        case "isDateInToday", "isDateInYesterday", "isDateInTomorrow":
            guard let d = first.flatMap(dateValue) else { return nil }
            let offset: Double = name == "isDateInToday" ? 0 : name == "isDateInYesterday" ? -1 : 1
            return .bool(SampleCalendar.startOfDay(d) == SampleCalendar.startOfDay(SampleCalendar.now) + offset * SampleCalendar.secondsPerDay)
        case "isDateInWeekend":
            return first.flatMap(dateValue).map { .bool([1, 7].contains(SampleCalendar.fields(of: $0).weekday)) }
        case "isDate":
            guard let a = first.flatMap(dateValue), let b = args["inSameDayAs"].flatMap({ dateValue($0.value) }) else { return nil }
            return .bool(SampleCalendar.startOfDay(a) == SampleCalendar.startOfDay(b))
        default:
            return nil
        }
    }

    static func components(of d: Double) -> [String: Int] {
        let f = SampleCalendar.fields(of: d)
        return ["year": f.year, "month": f.month, "day": f.day, "hour": f.hour, "minute": f.minute, "second": f.second, "weekday": f.weekday]
    }

    /// `dateComponents([.day], from:to:)`: whole days, hours, minutes and seconds between two dates
    /// (months and years count whole calendar months).
    private func difference(_ from: Double, _ to: Double, _ names: [String]) -> [String: Int] {
        var remaining = to - from
        var result: [String: Int] = [:]
        if names.contains("year") || names.contains("month") {
            let a = SampleCalendar.fields(of: from), b = SampleCalendar.fields(of: to)
            var months = (b.year - a.year) * 12 + b.month - a.month
            if months > 0, SampleCalendar.adding("month", months, to: from).map({ $0 > to }) == true { months -= 1 }
            if months < 0, SampleCalendar.adding("month", months, to: from).map({ $0 < to }) == true { months += 1 }
            if names.contains("year") { result["year"] = months / 12 }
            result["month"] = names.contains("month") ? (names.contains("year") ? months % 12 : months) : nil
            remaining = to - (SampleCalendar.adding("month", names.contains("month") ? months : months / 12 * 12, to: from) ?? from)
        }
        for (name, unit) in [("day", 86_400.0), ("hour", 3600), ("minute", 60), ("second", 1)] where names.contains(name) {
            let count = (remaining / unit).rounded(.towardZero)
            result[name] = Int(count)
            remaining -= count * unit
        }
        return result
    }
}

extension SwiftLibrary {
    /// `Text(date, style: .time)`, `Text(date, format: .dateTime.hour())`, `Text(0.25, format: .percent)`,
    /// `Text(distance, format: .measurement(width: .wide))`: the text shown, or nil for a plain `Text`.
    func formattedText(_ value: Value, style: Value?, format: Value?) -> String? {
        if let style, let d = dateValue(value) { return DateFormatting.textStyle(d, style.caseName ?? "date") }
        guard let format else { return nil }
        let args = [Argument(label: nil, value: format)]
        if case .foundation(let f) = value.boundValue, case .string(let s)? = foundationMethod("formatted", on: f, args) { return s }
        if case .string(let s)? = formatNumber(value.boundValue, args) { return s }
        return nil
    }
}

extension SwiftLibrary {
    /// `formatter.dateStyle = .medium`, `formatter.dateFormat = "yyyy"`, `numbers.numberStyle = .currency`:
    /// the formatter with the setting, or nil for a property it does not have. Locale, time zone and
    /// calendar settings are accepted and change nothing (previews are en_US, UTC, Gregorian).
    func settingFormatterProperty(_ name: String, of object: FoundationValue, to value: Value) -> FoundationValue? {
        if ["locale", "timeZone", "calendar", "formattingContext"].contains(name) { return object }
        switch object {
        case .dateFormatter(var p):
            switch name {
            case "dateStyle": p.dateStyle = value.caseName ?? "none"
            case "timeStyle": p.timeStyle = value.caseName ?? "none"
            case "dateFormat": p.dateFormat = value.asString
            default: return nil
            }
            return .dateFormatter(p)
        case .numberFormatter(var p):
            switch name {
            case "numberStyle": p.numberStyle = value.caseName ?? "none"
            case "minimumFractionDigits": p.minimumFractionDigits = value.asInt
            case "maximumFractionDigits": p.maximumFractionDigits = value.asInt
            case "currencyCode": p.currencyCode = value.asString ?? "USD"
            case "usesGroupingSeparator": p.usesGroupingSeparator = value.asBool
            default: return nil
            }
            return .numberFormatter(p)
        default:
            return nil
        }
    }
}

extension SwiftLibrary {
    /// `Text(timerInterval: start...end, countsDown:)`: the time left until `end` (or gone since
    /// `start`) at the sample "now", as a clock: `1:00`, `1:02:05`.
    func timerText(_ interval: Value?, countsDown: Bool) -> String? {
        guard case .range(let r)? = interval, let start = dateValue(r.lower), let end = dateValue(r.upper) else { return nil }
        let seconds = max(0, countsDown ? end - SampleCalendar.now : SampleCalendar.now - start)
        return DurationFormatting.clock(seconds, pattern: seconds >= 3600 ? "hourMinuteSecond" : "minuteSecond")
    }
}
