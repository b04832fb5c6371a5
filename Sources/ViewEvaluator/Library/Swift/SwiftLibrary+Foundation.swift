import ViewTree

/// Foundation's values as apps use them in views: `Date()` (the fixed sample date),
/// `Date(timeIntervalSince1970:)`, `DateComponents`, `Measurement`, `URL(string:)`, `Bundle.main`,
/// `Calendar.current`, `Duration.seconds(_:)`, and their properties and methods (see
/// `SwiftLibrary+Calendar` and `+Formatting`).
extension SwiftLibrary {
    /// Seconds from 1970 to 2001-01-01, where `timeIntervalSinceReferenceDate` counts from.
    static let referenceDate: Double = 978_307_200

    /// `Date(…)`, `DateComponents(…)`, `Measurement(value:unit:)`, `URL(string:)`; nil for other names.
    func foundationConstruct(_ name: String, _ args: [Argument]) -> Value? {
        func number(_ label: String) -> Double? { args[label]?.value.asDouble }
        switch name {
        case "Date":
            if let t = number("timeIntervalSince1970") { return date(t) }
            if let t = number("timeIntervalSinceNow") { return date(SampleCalendar.now + t) }
            if let t = number("timeIntervalSinceReferenceDate") { return date(Self.referenceDate + t) }
            if let t = number("timeInterval"), let since = args["since"].flatMap({ dateValue($0.value) }) { return date(since + t) }
            return date(SampleCalendar.now)
        case _ where Self.gestureTypes.contains(name) || name == "Transaction": return .foundation(.inert(type: name))
        case "DateFormatter": return .foundation(.dateFormatter(DatePattern()))
        case "NumberFormatter": return .foundation(.numberFormatter(NumberPattern()))
        case "NSNumber": return args.first?.value
        case "Locale": return .foundation(.locale)
        case "TimeZone": return .foundation(.timeZone)
        case "Calendar": return .foundation(.calendar)
        case "Date.FormatStyle":
            if args.isEmpty { return .foundation(.formatStyle(FormatStyle(kind: .dateTime))) }
            return .foundation(.formatStyle(FormatStyle(kind: .dateAndTime(date: args["date"]?.value.caseName ?? "omitted", time: args["time"]?.value.caseName ?? "omitted"))))
        case "DateComponents":
            var parts: [String: Int] = [:]
            for arg in args { if let label = arg.label, let n = arg.value.asInt { parts[label] = n } }
            return .foundation(.dateComponents(parts))
        case "Measurement":
            guard let value = number("value"), let unit = args["unit"].flatMap({ measurementUnit($0.value) }) else { return nil }
            return .foundation(.measurement(value: value, unit: unit.unit))
        case "URL":
            if let text = args["string"]?.value.asString { return .foundation(.url(text)) }
            guard let path = (args["filePath"] ?? args["fileURLWithPath"])?.value.asString else { return nil }
            return .foundation(.url("file://" + (path.hasPrefix("/") ? path : "/" + path)))
        default:
            return nil
        }
    }

    /// `Date.now`, `Calendar.current`, `Bundle.main`, `Duration.seconds(90)`, `UnitLength.miles`,
    /// `DynamicTypeSize.allCases`; nil when the type has no such member here.
    func foundationStatic(_ name: String, of type: String, arguments: [Argument]?) -> Value? {
        switch (type, name) {
        case ("Date", "now"): return date(SampleCalendar.now)
        case ("Date", "distantPast"): return date(-62_135_769_600)
        case ("Date", "distantFuture"): return date(64_092_211_200)
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"): return .foundation(.calendar)
        case ("Bundle", "main"): return .foundation(.bundle)
        case ("Locale", "current"), ("Locale", "autoupdatingCurrent"): return .foundation(.locale)
        case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"): return .foundation(.timeZone)
        case ("Duration", _): return arguments.flatMap { duration(name, $0) }
        case ("AnyTransition", _), ("Animation", _): return .foundation(.inert(type: type))
        case ("Date", "FormatStyle"): return arguments.flatMap { foundationConstruct("Date.FormatStyle", $0) }
        case ("DynamicTypeSize", _) where arguments == nil && DynamicTypeSize(rawValue: name) != nil: return .symbol(Symbol(name: name, arguments: nil))
        case ("DynamicTypeSize", "allCases"): return .array(DynamicTypeSize.allCases.map { .symbol(Symbol(name: $0.rawValue, arguments: nil)) })
        case ("ColorScheme", "allCases"): return .array(["light", "dark"].map { .symbol(Symbol(name: $0, arguments: nil)) })
        default:
            guard arguments == nil, let known = MeasurementUnits.byDimension[type]?[name] else { return nil }
            return .foundation(.measurement(value: 1, unit: known.unit))
        }
    }

    /// `.seconds(90)`, `.milliseconds(1500)`, also as implicit members where a `Duration` is expected.
    func duration(_ name: String, _ args: [Argument]) -> Value? {
        guard let n = args.first?.value.asDouble else { return nil }
        switch name {
        case "seconds": return .foundation(.duration(n))
        case "milliseconds": return .foundation(.duration(n / 1000))
        case "microseconds": return .foundation(.duration(n / 1_000_000))
        default: return nil
        }
    }

    func date(_ seconds: Double) -> Value { .foundation(.date(seconds)) }

    /// A date argument: a `Date`, or `.now` written as an implicit member.
    func dateValue(_ value: Value) -> Double? {
        switch value {
        case .foundation(.date(let d)): d
        case .symbol(let s) where s.name == "now" && s.arguments == nil: SampleCalendar.now
        case .binding(let b): dateValue(b.value)
        default: nil
        }
    }

    /// `.kilometers`, `UnitLength.kilometers`.
    func measurementUnit(_ value: Value) -> MeasurementUnits.Known? {
        switch value {
        case .symbol(let s) where s.arguments == nil: MeasurementUnits.named(s.name)
        case .foundation(.measurement(_, let unit)): MeasurementUnits.entry(for: unit)?.known
        default: nil
        }
    }

    /// Properties of Foundation values; nil when `name` is not one.
    func foundationProperty(_ name: String, of value: FoundationValue) -> Value? {
        switch (value, name) {
        case (.date(let d), "timeIntervalSince1970"): return .double(d)
        case (.date(let d), "timeIntervalSinceNow"): return .double(d - SampleCalendar.now)
        case (.date(let d), "timeIntervalSinceReferenceDate"): return .double(d - Self.referenceDate)
        case (.date(let d), "description"): return .string(DateFormatting.description(d))
        case (.dateComponents(let parts), _): return parts[name].map(Value.int) ?? (Self.componentNames.contains(name) ? .null : nil)
        case (.measurement(let v, _), "value"): return .double(v)
        case (.measurement(let v, let unit), "description"): return .string(String(v) + " " + unit.symbol)
        case (.duration(let s), "components"): return .tuple([TupleElement(label: "seconds", value: .int(Int(s.rounded(.down)))),
                                                              TupleElement(label: "attoseconds", value: .int(0))])
        case (.url(let text), _): return urlProperty(name, text)
        case (.bundle, "bundleIdentifier"): return .string("com.example.app")
        case (.bundle, "infoDictionary"): return .dictionary(Self.infoDictionary.map { DictionaryEntry(key: .string($0.0), value: .string($0.1)) })
        case (.locale, "identifier"): return .string("en_US")
        case (.locale, "currency"): return Self.identified("USD")
        case (.locale, "region"): return Self.identified("US")
        case (.locale, "language"): return .tuple([TupleElement(label: "languageCode", value: Self.identified("en"))])
        case (.timeZone, "identifier"): return .string("GMT")
        case (.calendar, _): return calendarProperty(name)
        default: return nil
        }
    }

    /// SwiftUI's gestures: made and configured (`onChanged`, `onEnded`, `simultaneously`) for
    /// modifiers that a still preview ignores.
    static let gestureTypes: Set<String> = [
        "DragGesture", "TapGesture", "SpatialTapGesture", "LongPressGesture", "MagnifyGesture", "MagnificationGesture", "RotateGesture",
        "RotationGesture", "SimultaneousGesture", "SequenceGesture", "ExclusiveGesture",
    ]

    /// Methods that configure a gesture, transition or animation; on one, they keep it inert.
    static let inertMethods: Set<String> = [
        "onChanged", "onEnded", "updating", "simultaneously", "sequenced", "exclusively", "combined", "animation", "delay", "speed",
        "repeatForever", "repeatCount", "onStart", "logicallyComplete",
    ]

    /// `Locale.Currency`, `Locale.Region`, `Locale.LanguageCode`: read only for their `identifier`.
    private static func identified(_ identifier: String) -> Value {
        .tuple([TupleElement(label: "identifier", value: .string(identifier))])
    }

    static let componentNames: Set<String> = ["era", "year", "month", "day", "hour", "minute", "second", "weekday", "weekOfYear", "weekOfMonth", "nanosecond"]

    /// What `Bundle.main` answers in a preview: a placeholder app's identity, documented on the
    /// reference page; nothing is read from disk.
    static let infoDictionary = [("CFBundleName", "MyApp"), ("CFBundleDisplayName", "MyApp"), ("CFBundleShortVersionString", "1.0"), ("CFBundleVersion", "1")]

    /// `absoluteString`, `host`, `scheme`, `path`, `lastPathComponent` of the URL's text.
    private func urlProperty(_ name: String, _ text: String) -> Value? {
        let scheme = text.split(separator: ":", maxSplits: 1).first.map(String.init)
        let afterScheme = text.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
        let host = afterScheme.count > 2 && text.contains("://") ? afterScheme[2].split(separator: "/").first.map(String.init) : nil
        let path = host.map { h in String(text.components(after: "://" + h)) } ?? text
        switch name {
        case "absoluteString", "description": return .string(text)
        case "scheme": return scheme.map(Value.string) ?? .null
        case "host": return host.map(Value.string) ?? .null
        case "path": return .string(path)
        case "lastPathComponent": return .string(path.split(separator: "/").last.map(String.init) ?? "/")
        default: return nil
        }
    }
}

private extension String {
    /// The text after the first occurrence of `marker`, or empty.
    func components(after marker: String) -> Substring {
        guard let range = firstRange(of: marker) else { return "" }
        return self[range.upperBound...]
    }
}
