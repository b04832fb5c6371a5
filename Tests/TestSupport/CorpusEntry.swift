import Foundation

/// One input of the adversarial corpus (`Tests/AdversarialTests/Corpus/<kind>/<file>`) and what it
/// must produce, as listed in `Corpus/manifest.txt`, which `Scripts/generate-adversarial-corpus.py`
/// writes. Most kinds run through the pipeline in `AdversarialTests`; `sites` are content folders
/// built there, `commands` run the `fieldguide` executable (`FieldguideCLITests`).
public struct CorpusEntry: CustomStringConvertible, Sendable {
    /// What the pipeline must report for the input beyond the invariants every input meets.
    public enum Expectation: Equatable, Sendable {
        /// Valid input: no error diagnostics and no layout issues.
        case clean
        /// Only the invariants.
        case any
        /// Each requirement must be met by reporting one of its diagnostic or layout-issue ids
        /// (runaway code may stop at whichever limit comes first).
        case reports([[String]])
    }

    public static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AdversarialTests/Corpus")

    /// `<kind>/<file>`, relative to the corpus directory.
    public let path: String
    public let expectation: Expectation
    /// How often each `<<<REPEAT…REPEAT>>>` part is repeated, so large inputs are not committed.
    public let repeatCount: Int?
    /// Where the first expected id must be reported (line, UTF-8 column), when the entry says.
    public let position: (line: Int, column: Int)?

    public var kind: String { String(path.prefix { $0 != "/" }) }
    /// Kinds that describe a whole run in JSON rather than one input for the pipeline.
    public static let runKinds: Set<String> = ["commands", "sites"]
    /// One Markdown or Swift input, for the pipeline and the corpus sites.
    public var isPipelineInput: Bool { !Self.runKinds.contains(kind) }
    public var fileExtension: String { String(path.split(separator: ".").last ?? "") }
    public var description: String { path }

    /// Every entry of the manifest, in its order.
    public static func all() throws -> [CorpusEntry] {
        let text = try String(contentsOf: directory.appendingPathComponent("manifest.txt"), encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(parse)
    }

    /// Every file in the corpus directory except the manifest, as `<kind>/<file>`.
    public static func filesOnDisk() throws -> Set<String> {
        let kinds = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") && $0 != "manifest.txt" }
        return try Set(kinds.flatMap { kind in
            try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(kind).path).map { "\(kind)/\($0)" }
        })
    }

    /// `<kind>/<file> <expectation> [repeat=N] [at=LINE:COLUMN]`.
    private static func parse(_ line: Substring) throws -> CorpusEntry {
        let fields = line.split(separator: " ")
        guard (2...4).contains(fields.count) else { throw ManifestError(line: String(line)) }
        let expectation: Expectation = switch fields[1] {
        case "clean": .clean
        case "any": .any
        default: .reports(fields[1].split(separator: ",").map { $0.split(separator: "|").map(String.init) })
        }
        var repeatCount: Int?
        var position: (line: Int, column: Int)?
        for field in fields.dropFirst(2) {
            if field.hasPrefix("repeat="), let count = Int(field.dropFirst("repeat=".count)) {
                repeatCount = count
            } else if field.hasPrefix("at="), case let parts = field.dropFirst("at=".count).split(separator: ":").compactMap({ Int($0) }), parts.count == 2 {
                position = (parts[0], parts[1])
            } else {
                throw ManifestError(line: String(line))
            }
        }
        return CorpusEntry(path: String(fields[0]), expectation: expectation, repeatCount: repeatCount, position: position)
    }

    /// The input's bytes, with every marked part repeated when the entry says so.
    public func bytes() throws -> [UInt8] {
        let stored = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent(path)))
        guard let repeatCount else { return stored }
        return try RepeatMarkers.expand(stored, count: repeatCount)
    }
}

/// A manifest line that does not follow `<kind>/<file> <expectation> [repeat=N] [at=LINE:COLUMN]`.
public struct ManifestError: Error, CustomStringConvertible {
    public let line: String
    public var description: String { "malformed manifest line '\(line)'" }
}
