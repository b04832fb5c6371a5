import Testing
import ViewEvaluator
import ViewTree

/// Dates and numbers as text, from the fixed sample date Monday 2024-06-10 09:41:00 UTC in the
/// en_US locale. Expected strings follow Foundation's en_US output (docs of `Date.FormatStyle`,
/// `FloatingPointFormatStyle`, `Measurement.FormatStyle`, `Duration.UnitsFormatStyle`), except the
/// documented plain space before AM/PM.
@Suite struct DateFormattingTests {
    /// The text `Text(expression)` shows, with no diagnostics.
    private func shown(_ expression: String) throws -> String {
        let result = EvaluationSession().evaluate(block: "Text(\(expression))")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        let root = try #require(result.previews.first).root
        guard case .text(let content) = root.kind else {
            Issue.record("not a Text: \(root.kind)")
            return ""
        }
        return content.string
    }

    static let dates: [(String, String)] = [
        ("Date().formatted()", "6/10/2024, 9:41 AM"),
        ("Date.now.formatted(.iso8601)", "2024-06-10T09:41:00Z"),
        ("Date().formatted(date: .numeric, time: .omitted)", "6/10/2024"),
        ("Date().formatted(date: .abbreviated, time: .omitted)", "Jun 10, 2024"),
        ("Date().formatted(date: .long, time: .omitted)", "June 10, 2024"),
        ("Date().formatted(date: .complete, time: .omitted)", "Monday, June 10, 2024"),
        ("Date().formatted(date: .omitted, time: .standard)", "9:41:00 AM"),
        ("Date().formatted(date: .abbreviated, time: .shortened)", "Jun 10, 2024, 9:41 AM"),
        ("Date().formatted(date: .long, time: .shortened)", "June 10, 2024 at 9:41 AM"),
        ("Date().formatted(.dateTime)", "6/10/2024, 9:41 AM"),
        ("Date().formatted(.dateTime.year().month().day())", "Jun 10, 2024"),
        ("Date().formatted(.dateTime.day().month(.wide).year())", "June 10, 2024"),
        ("Date().formatted(.dateTime.month(.narrow))", "J"),
        ("Date().formatted(.dateTime.weekday(.short))", "Mo"),
        ("Date().formatted(.dateTime.year(.twoDigits).month(.twoDigits).day(.twoDigits))", "06/10/24"),
        ("Date().formatted(.dateTime.hour())", "9 AM"),
        ("Date().formatted(.dateTime.hour(.twoDigits(amPM: .omitted)).minute().second())", "09:41:00"),
        ("Date().formatted(.dateTime.month().day().hour().minute())", "Jun 10, 9:41 AM"),
        ("Date(timeIntervalSince1970: 0).formatted(.iso8601)", "1970-01-01T00:00:00Z"),
        ("Date(timeIntervalSince1970: -1).formatted(.iso8601)", "1969-12-31T23:59:59Z"),
        ("Date(timeIntervalSince1970: 951_782_400).formatted(.iso8601)", "2000-02-29T00:00:00Z"),
        ("Date(timeIntervalSinceReferenceDate: 0).formatted(.iso8601)", "2001-01-01T00:00:00Z"),
        ("Date().addingTimeInterval(12 * 3600).formatted(date: .omitted, time: .shortened)", "9:41 PM"),
        ("Date().addingTimeInterval(-9 * 3600 - 41 * 60).formatted(date: .omitted, time: .shortened)", "12:00 AM"),
        ("Date().addingTimeInterval(30).formatted(.relative(presentation: .named))", "in 30 seconds"),
        ("Date().formatted(.relative(presentation: .named))", "now"),
        ("Date().addingTimeInterval(-7 * 86_400).formatted(.relative(presentation: .named))", "last week"),
        ("Date().addingTimeInterval(-7 * 86_400).formatted(.relative(presentation: .numeric))", "1 week ago"),
        ("Date().addingTimeInterval(400 * 86_400).formatted(.relative(presentation: .numeric))", "in 1 year"),
        ("Date(), style: .date", "June 10, 2024"),
        ("Date().addingTimeInterval(3 * 3600 + 5), style: .timer", "3:00:05"),
        ("Date().addingTimeInterval(-300), style: .offset", "-5 minutes"),
        ("Date().addingTimeInterval(45), style: .relative", "45 sec"),
    ]

    @Test(arguments: dates)
    func dateText(_ expression: String, _ expected: String) throws {
        #expect(try shown(expression) == expected)
    }

    static let numbers: [(String, String)] = [
        ("1234567.formatted()", "1,234,567"),
        ("(-1234).formatted()", "-1,234"),
        ("0.1.formatted()", "0.1"),
        ("(1.0 / 3.0).formatted()", "0.333333"),
        ("2.5.formatted(.number.precision(.fractionLength(0)))", "2"),
        ("3.5.formatted(.number.precision(.fractionLength(0)))", "4"),
        ("1.0.formatted(.percent)", "100%"),
        ("0.0.formatted(.currency(code: \"GBP\"))", "£0.00"),
        ("1234.567.formatted(.currency(code: \"USD\"))", "$1,234.57"),
        ("Measurement(value: 1, unit: UnitLength.kilometers).formatted(.measurement(width: .wide))", "1 kilometer"),
        ("Measurement(value: 100, unit: UnitTemperature.celsius).converted(to: .fahrenheit).formatted()", "212°F"),
        ("Duration.seconds(0).formatted(.units())", "0 sec"),
        ("Duration.seconds(3661).formatted(.units(width: .narrow))", "1h 1m 1s"),
        ("Duration.milliseconds(90_500).formatted(.time(pattern: .hourMinute))", "0:02"),
    ]

    @Test(arguments: numbers)
    func numberText(_ expression: String, _ expected: String) throws {
        #expect(try shown(expression) == expected)
    }

    /// The sample date is fixed: two evaluations far apart in time give the same text.
    @Test func nowIsTheSampleDateEveryTime() throws {
        let first = try shown("Date.now.formatted(.iso8601)")
        let second = try shown("Date().formatted(.iso8601)")
        #expect(first == "2024-06-10T09:41:00Z" && first == second)
    }

    @Test func calendarArithmeticKeepsTheMonthEnd() throws {
        let text = try shown("Calendar.current.date(byAdding: .month, value: 1, to: Date(timeIntervalSince1970: 1_706_659_200))!.formatted(.iso8601)")
        #expect(text == "2024-02-29T00:00:00Z")
        let yearLater = try shown("Calendar.current.date(byAdding: .year, value: 1, to: Date(timeIntervalSince1970: 951_782_400))!.formatted(.iso8601)")
        #expect(yearLater == "2001-02-28T00:00:00Z")
    }
}
