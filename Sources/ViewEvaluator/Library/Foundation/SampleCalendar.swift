/// The Gregorian calendar in UTC that every preview's dates use, and the fixed sample date that
/// stands for "now": Monday, 10 June 2024, 09:41:00 UTC (the time Apple shows on its devices).
/// A preview must give the same bytes whenever it is built, so `Date()` never reads the clock.
enum SampleCalendar {
    /// `Date()` and `Date.now`: 2024-06-10T09:41:00Z, as seconds since 1970.
    static let now: Double = seconds(year: 2024, month: 6, day: 10, hour: 9, minute: 41, second: 0)
    static let secondsPerDay: Double = 86_400

    /// The fields of a date, in UTC.
    struct Fields: Equatable {
        var year: Int, month: Int, day: Int
        var hour: Int, minute: Int, second: Int
        /// 1 is Sunday … 7 is Saturday, as `Calendar.component(.weekday, from:)` counts.
        var weekday: Int
    }

    static func fields(of date: Double) -> Fields {
        let days = Int((date / secondsPerDay).rounded(.down))
        let secondOfDay = Int((date - Double(days) * secondsPerDay).rounded(.down))
        let (y, m, d) = civil(fromDays: days)
        let weekday = ((days % 7 + 7) % 7 + 4) % 7 + 1
        return Fields(year: y, month: m, day: d, hour: secondOfDay / 3600, minute: secondOfDay / 60 % 60, second: secondOfDay % 60, weekday: weekday)
    }

    static func seconds(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Double {
        Double(days(year: year, month: month, day: day)) * secondsPerDay + Double(hour * 3600 + minute * 60 + second)
    }

    /// Days since 1970-01-01 for a proleptic Gregorian date; months outside 1...12 carry into the year.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let carried = year + (month - 1).floorDivided(by: 12)
        let m = (month - 1).floorModulo(12) + 1
        let y = m <= 2 ? carried - 1 : carried
        let era = y.floorDivided(by: 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The Gregorian year, month and day of a count of days since 1970-01-01.
    static func civil(fromDays z: Int) -> (Int, Int, Int) {
        let shifted = z + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `Calendar.date(byAdding:value:to:)`: months and years keep the day, clamped to the month's end.
    static func adding(_ component: String, _ value: Int, to date: Double) -> Double? {
        switch component {
        case "second": return date + Double(value)
        case "minute": return date + Double(value) * 60
        case "hour": return date + Double(value) * 3600
        case "day", "weekday": return date + Double(value) * secondsPerDay
        case "weekOfYear", "weekOfMonth": return date + Double(value * 7) * secondsPerDay
        case "month", "year":
            let f = fields(of: date)
            let months = f.month - 1 + (component == "year" ? value * 12 : value)
            let year = f.year + months.floorDivided(by: 12), month = months.floorModulo(12) + 1
            let day = min(f.day, daysInMonth(year: year, month: month))
            return seconds(year: year, month: month, day: day, hour: f.hour, minute: f.minute, second: f.second)
        default: return nil
        }
    }

    static func daysInMonth(year: Int, month: Int) -> Int {
        days(year: year, month: month + 1, day: 1) - days(year: year, month: month, day: 1)
    }

    /// Midnight of the date's day.
    static func startOfDay(_ date: Double) -> Double {
        (date / secondsPerDay).rounded(.down) * secondsPerDay
    }
}

extension Int {
    func floorDivided(by d: Int) -> Int {
        let q = self / d
        return (self % d != 0 && (self < 0) != (d < 0)) ? q - 1 : q
    }

    func floorModulo(_ d: Int) -> Int {
        self - floorDivided(by: d) * d
    }
}
