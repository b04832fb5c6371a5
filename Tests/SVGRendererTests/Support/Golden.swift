import Foundation
import Testing

/// Compares output with a committed file in `Goldens/`, found next to this source via `#filePath`.
/// `UPDATE_GOLDENS=1 swift test` rewrites the files instead (review the diff before committing).
enum Golden {
    static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    static func url(_ name: String, filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Goldens").appendingPathComponent(name + ".svg")
    }

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = url(name)
        if isUpdating {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden Goldens/\(name).svg; run with UPDATE_GOLDENS=1", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "\(name).svg differs: \(firstDifference(actual, expected))", sourceLocation: sourceLocation)
    }

    /// The first line that differs, for a readable failure.
    private static func firstDifference(_ actual: String, _ expected: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(a.count, e.count) where i >= a.count || i >= e.count || a[i] != e[i] {
            return "line \(i + 1): expected «\(i < e.count ? e[i] : "")», got «\(i < a.count ? a[i] : "")»"
        }
        return "no line differs"
    }
}
