import Diagnostics
import Foundation
import MarkdownTree
@testable import SiteBuilder
import Testing

/// Seeded fuzzing of fence info strings: every info string of the bundled articles and the
/// adversarial corpus is mutated (`Mutator`'s edits, and the words, quotes, escapes and numbers an
/// info string is made of) and read as the site reads it, by `FenceInfo` and then `FenceOptions`.
/// Each mutant must be read the same way twice, within the time bound, with every diagnostic and
/// token placed inside the info string, and every option it accepts within the documented bounds.
///
/// `FIELDGUIDE_FUZZ_SEED=<n>` replays a run (the seed is printed), `FIELDGUIDE_FUZZ_ITERATIONS=<n>`
/// runs longer or shorter. Each mutant is written to `fieldguide-fuzz-current.info` in the
/// temporary folder before it is read, so a crash leaves its input behind.
@Suite struct FenceInfoFuzzTests {
    static let defaultSeed: UInt64 = 0xF3_9CE1_1F0F
    static let defaultIterations = 1_000
    static let timeBound = Duration.milliseconds(250)
    /// Where the info string starts in its imagined file: line 7, just after "  ```".
    static let start = SourcePosition(line: 7, column: 6)

    /// Pieces of info strings worth inserting: every option, values at and past their bounds, and
    /// the quoting and separators the tokenizer handles.
    static let pieces: [[UInt8]] = [
        "swift", " ", "\t", "=", "\"", "\\\"", "\\\\", "\\", "width=", "height=", "widths=", "frames=", "hidden", "no-preview", "dark",
        "name=", "variants=", "dynamic-type=", "zoom=", "fit", "on", "off", "320", "0", "-1", "1e308", "nan", "inf", "0x10", "2000",
        "2000.0000001", "1...1000000000", "1...2000", "393...200", "...", "..", "|", ",", "xSmall,accessibility5", ",,",
        "\".top .bottom\"", "\"A|A\"", "8", "8.0000001", "\u{202E}", "\u{FEFF}", "\u{0}", "é", "🧭",
    ].map { Array($0.utf8) }

    @Test func mutatedInfoStringsMeetTheInvariants() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["FIELDGUIDE_FUZZ_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let iterations = environment["FIELDGUIDE_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? Self.defaultIterations
        let seeds = try Self.infoStrings()
        #expect(seeds.count >= 50)
        print("fence info fuzz: seed \(seed), \(iterations) iterations over \(seeds.count) info strings (FIELDGUIDE_FUZZ_SEED, FIELDGUIDE_FUZZ_ITERATIONS)")

        var random = SeededGenerator(seed: seed)
        var outcomes = (clean: 0, diagnosed: 0, failing: 0)
        for iteration in 0..<iterations {
            let parent = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            let donor = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            let info = Self.mutate(parent, donor: donor, using: &random)
            FileManager.default.createFile(
                atPath: FileManager.default.temporaryDirectory.appendingPathComponent("fieldguide-fuzz-current.info").path, contents: Data(info.utf8))
            let problems = Self.problems(reading: info)
            if !problems.isEmpty {
                outcomes.failing += 1
                Issue.record("seed \(seed) iteration \(iteration) (mutant of \(String(reflecting: String(decoding: parent, as: UTF8.self)))): \(String(reflecting: info)): \(problems.joined(separator: "; "))")
                if outcomes.failing >= 5 { break }
            } else if FenceOptions(FenceInfo(parsing: info, at: Self.start)).diagnostics.isEmpty {
                outcomes.clean += 1
            } else {
                outcomes.diagnosed += 1
            }
        }
        print("fence info fuzz: \(outcomes.clean) mutants read cleanly, \(outcomes.diagnosed) with diagnostics, \(outcomes.failing) failing")
        #expect(outcomes.clean > 0 && outcomes.diagnosed > 0)
    }

    /// What is wrong with how `info` is read; empty when every invariant holds.
    static func problems(reading info: String) -> [String] {
        let started = ContinuousClock.now
        let parsed = FenceInfo(parsing: info, at: start)
        let options = FenceOptions(parsed)
        let elapsed = ContinuousClock.now - started
        var problems: [String] = []
        if elapsed > timeBound { problems.append("took \(elapsed)") }
        if FenceInfo(parsing: info, at: start) != parsed { problems.append("read differently the second time") }
        let inside = start.column...(start.column + info.utf8.count)
        let isInside = { (position: SourcePosition?) in position.map { $0.line == start.line && inside.contains($0.column) } ?? false }
        for diagnostic in options.diagnostics where !isInside(diagnostic.position) || !diagnostic.id.rawValue.hasPrefix("fence.") || diagnostic.message.isEmpty {
            problems.append("diagnostic outside the info string \(inside) or unnamed: \(diagnostic)")
        }
        for token in parsed.tokens where !isInside(token.keyPosition) || !isInside(token.valuePosition) || token.keyPosition > token.valuePosition {
            problems.append("token '\(token.key)' placed at \(token.keyPosition)/\(token.valuePosition), outside \(inside)")
        }
        return problems + outOfBounds(options)
    }

    /// Accepted options whose values the option table in `FenceOptions` rules out.
    private static func outOfBounds(_ options: FenceOptions) -> [String] {
        var problems: [String] = []
        if let width = options.preview.width, !(width.isFinite && width > 0) { problems.append("accepted width \(width)") }
        if case .fixed(let height) = options.preview.height, !(height.isFinite && height > 0) { problems.append("accepted height \(height)") }
        if case .range(let widths) = options.preview.widths, !(PreviewSetting.sliderBounds.contains(widths.lowerBound) && PreviewSetting.sliderBounds.contains(widths.upperBound)) {
            problems.append("accepted widths \(widths)")
        }
        if let zoom = options.zoom, !(zoom > 1 && zoom <= FenceOptionReader.largestZoom) { problems.append("accepted zoom \(zoom)") }
        if !options.variants.isEmpty, options.variants.count < 2 || Set(options.variants).count != options.variants.count {
            problems.append("accepted variants \(options.variants)")
        }
        return problems
    }

    /// One to eight edits, `Mutator`'s or a piece inserted (sometimes many times over), as one line:
    /// an info string never holds a line break, and the Markdown parser hands it over as valid text.
    private static func mutate(_ seed: [UInt8], donor: [UInt8], using random: inout SeededGenerator) -> String {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            if Bool.random(using: &random) {
                bytes = Mutator.mutate(bytes, donor: donor, using: &random)
            } else {
                let piece = pieces[Int.random(in: 0..<pieces.count, using: &random)]
                let count = Int.random(in: 0..<8, using: &random) == 0 ? Int.random(in: 1...500, using: &random) : 1
                bytes.insert(contentsOf: Array(repeatElement(piece, count: count).joined()), at: Int.random(in: 0...bytes.count, using: &random))
            }
        }
        return String(decoding: bytes.prefix(Mutator.maximumLength).filter { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
    }

    /// The info string of every fence in the bundled articles and the adversarial corpus, each once,
    /// in a fixed order.
    static func infoStrings() throws -> [[UInt8]] {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let folders = [tests.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("content"), tests.appendingPathComponent("Corpus")]
        var found: Set<String> = []
        for folder in folders {
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") } ?? []
            for file in files {
                guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) else { continue }
                for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
                    let trimmed = line.drop { $0 == " " }
                    guard trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") else { continue }
                    let info = trimmed.drop { $0 == "`" || $0 == "~" }.drop { $0 == " " }
                    if !info.isEmpty { found.insert(String(info)) }
                }
            }
        }
        return found.sorted().map { Array($0.utf8) }
    }
}
