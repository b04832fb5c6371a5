import Foundation
import Testing
import ViewTree

/// One corpus snippet: `Corpus/<area>/<name>.swift` with its expectations in `<name>.expected`.
///
/// Leading comment lines of the snippet may set the canvas (`// canvas: 200x200`, `// canvas: 393xfit`)
/// and image assets (`// assets: photo=400x300, icon=20x20`). A snippet may hold several blocks of
/// one page, separated by `// ---- block` lines; blocks keep their file line numbers.
struct CorpusCase: Sendable, CustomTestStringConvertible {
    static let corpusDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")

    let area: String
    let name: String

    var testDescription: String { "\(area)/\(name)" }

    /// Areas whose snippets are wrong code: each must expect at least one diagnostic or layout issue.
    var isBroken: Bool { area.hasPrefix("broken-") }

    var sourceURL: URL { Self.corpusDirectory.appendingPathComponent(area).appendingPathComponent(name + ".swift") }
    var expectedURL: URL { Self.corpusDirectory.appendingPathComponent(area).appendingPathComponent(name + ".expected") }

    /// Every snippet, sorted by area then name.
    static func all() -> [CorpusCase] {
        let files = FileManager.default
        let areas = ((try? files.contentsOfDirectory(atPath: corpusDirectory.path)) ?? []).sorted()
        return areas.flatMap { area in
            let names = (try? files.contentsOfDirectory(atPath: corpusDirectory.appendingPathComponent(area).path)) ?? []
            return names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted().map { CorpusCase(area: area, name: $0) }
        }
    }

    /// The value of a `// key: value` line among the snippet's leading comment lines.
    static func header(_ key: String, in source: String) -> Substring? {
        for line in source.split(separator: "\n").prefix(while: { $0.hasPrefix("//") }) where line.hasPrefix("// \(key):") {
            return line.dropFirst("// \(key):".count).drop { $0 == " " }
        }
        return nil
    }

    /// `// canvas: WxH` or `WxFit`; the iPhone safe area 393×759 by default (Layout.md §1.5).
    static func canvas(in source: String) -> (width: Double, height: Double?) {
        guard let value = header("canvas", in: source) else { return (393, 759) }
        let parts = value.split(separator: "x")
        return (Double(parts[0]) ?? 393, parts.count > 1 ? Double(parts[1]) : nil)
    }

    /// `// assets: name=WxH, …`.
    static func assets(in source: String) -> [String: Size] {
        guard let value = header("assets", in: source) else { return [:] }
        var table: [String: Size] = [:]
        for entry in value.split(separator: ",") {
            let parts = entry.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
            let size = parts[1].split(separator: "x").compactMap { Double($0) }
            table[parts[0]] = Size(width: size[0], height: size[1])
        }
        return table
    }
}
