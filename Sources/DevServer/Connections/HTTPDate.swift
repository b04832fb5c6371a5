import Foundation

/// The `Date` header's value for a response sent now, in RFC 9110's IMF-fixdate form
/// (`Sun, 06 Nov 1994 08:49:37 GMT`, §5.6.7), which an origin server with a clock must send
/// (§6.6.1). The names are spelled here, not by the C library, whose names follow the locale.
enum HTTPDate {
    static var now: String { string(for: time(nil)) }

    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func string(for seconds: time_t) -> String {
        var seconds = seconds
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return "" }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let day = days[Int(parts.tm_wday)], month = months[Int(parts.tm_mon)]
        let clock = "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
        return "\(day), \(two(parts.tm_mday)) \(month) \(parts.tm_year + 1900) \(clock) GMT"
    }
}
