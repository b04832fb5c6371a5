import Foundation
import TestSupport
import Testing

/// Every input in `Corpus/` (malformed Markdown, invalid UTF-8, 10,000-level nesting, runaway
/// Swift, invalid numbers, hostile strings and front matter, traversal asset names) runs through
/// the whole pipeline without a crash, within the time bound, with safe output and the
/// diagnostics its manifest entry names. (`sites/` entries are whole sites,
/// `SiteCorpusTests`; `commands/` entries run the executable, `CommandCorpusTests`.)
@Suite struct CorpusTests {
    @Test func manifestListsEveryFileOnce() throws {
        let entries = try CorpusEntry.all()
        print("corpus: \(entries.count { $0.position != nil }) entries also name the line and column of their first diagnostic")
        let listed = entries.map(\.path)
        #expect(Set(listed).count == listed.count)
        #expect(Set(listed) == (try CorpusEntry.filesOnDisk()))
    }

    @Test func corpusHasAtLeastFiveHundredInputsCoveringEveryKind() throws {
        let entries = try CorpusEntry.all()
        let counts = Dictionary(grouping: entries, by: \.kind).mapValues(\.count)
        let kinds = Set(counts.keys)
        print("corpus: \(entries.count) inputs; " + counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        #expect(entries.count >= 500)
        #expect(kinds == ["assets", "commands", "fences", "front-matter", "markdown", "nesting", "runaway", "sites", "strings", "utf8", "values"])
    }

    /// Runs one entry at a time, so the cost is the entry's own, and checks that peak
    /// memory grows by less than 1 GiB over the whole corpus and stays under 3 GiB in all. `FIELDGUIDE_CORPUS=<text>` runs only
    /// the entries whose path contains the text, naming each as it starts, to find one that crashes.
    @Test func everyInputMeetsTheInvariants() throws {
        let pipeline = Pipeline()
        let peakBefore = ResourceUsage.peakResidentBytes()
        let only = ProcessInfo.processInfo.environment["FIELDGUIDE_CORPUS"]
        for entry in try CorpusEntry.all() where entry.isPipelineInput && only.map(entry.path.contains) ?? true {
            if only != nil { print("corpus: running \(entry.path)") }
            let bytes = try entry.bytes()
            var output = Pipeline.Output()
            let cost = ResourceUsage.cost {
                output = pipeline.run(bytes, isMarkdown: entry.fileExtension != "swift")
            }
            let problems = Invariants.problems(output, inputBytes: bytes.count, cost: cost)
                + Invariants.problems(output, positionsIn: bytes)
                + Invariants.problems(output, expecting: entry.expectation)
                + Invariants.problems(output, expectingAt: entry.position, of: entry.expectation)
            #expect(problems.isEmpty, "\(entry): \(problems.joined(separator: "; "))")
        }
        let growth = ResourceUsage.peakResidentBytes() - peakBefore
        let peak = ResourceUsage.peakResidentBytes()
        print("corpus: peak resident memory \(peak >> 20) MiB, grew by \(growth >> 20) MiB over the corpus")
        #expect(growth < 1 << 30, "peak memory grew by \(growth >> 20) MiB")
        #expect(peak < 3 << 30, "peak memory \(peak >> 20) MiB")
    }
}
