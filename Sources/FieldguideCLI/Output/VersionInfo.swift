import Foundation
import SiteBuilder

/// What `fieldguide --version` prints: the version, the day this executable was built, and the
/// SwiftUI behaviour its layout engine follows. The date is the executable's own modification
/// day in UTC, so the same binary always prints the same line.
enum VersionInfo {
    static let version = "0.15.0"
    /// The behaviour Docs/Spec describes: iOS 17 and 18 (the same layout rules on every platform).
    static let target = "SwiftUI layout as of iOS 17/18, macOS 14/15"

    static var text: String {
        "fieldguide \(version) (built \(buildDay ?? "on an unknown day")); follows \(target)"
    }

    /// Formatted with `gmtime_r` and plain interpolation: every command builds this text at start-up
    /// (the argument parser's configuration), where a date formatter, `String(format:)` or a joined
    /// array would search the program's protocol conformances.
    private static var buildDay: String? {
        var info = stat()
        guard stat(RunningExecutable.path, &info) == 0 else { return nil }
        var seconds = info.st_mtim.tv_sec
        var day = tm()
        guard gmtime_r(&seconds, &day) != nil else { return nil }
        let month = Int(day.tm_mon) + 1, date = Int(day.tm_mday)
        return "\(Int(day.tm_year) + 1900)-\(month < 10 ? "0" : "")\(month)-\(date < 10 ? "0" : "")\(date)"
    }
}
