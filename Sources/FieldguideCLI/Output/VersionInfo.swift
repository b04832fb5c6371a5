import Foundation

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

    private static var buildDay: String? {
        guard let path = Bundle.main.executablePath,
              let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        else { return nil }
        return modified.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? .current).year().month().day())
    }
}
