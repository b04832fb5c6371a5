import Foundation

/// Finds fixture files next to this test target's sources via `#filePath` (style anchors §10.2).
enum Fixtures {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let snippetsDirectory = testsDirectory.appendingPathComponent("Snippets")
    static let seedsDirectory = testsDirectory.appendingPathComponent("Seeds")

    /// Snippet names (without extension), sorted.
    static func snippetNames() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: snippetsDirectory.path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    static func read(_ url: URL) -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }
}
