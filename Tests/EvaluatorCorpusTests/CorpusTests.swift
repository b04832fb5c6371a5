import Foundation
import Testing

/// The evaluator corpus: every snippet under `Corpus/<area>/` is evaluated and laid out on its
/// canvas with `AhemTextMeasurer`, and must match its `.expected` frames, diagnostics and layout
/// issues, without crashing and within one second. Cases run one at a time so each is timed alone.
@Suite(.serialized) struct CorpusTests {
    static let cases = CorpusCase.all()

    @Test(arguments: cases)
    func snippet(_ corpusCase: CorpusCase) throws {
        let source = try String(contentsOf: corpusCase.sourceURL, encoding: .utf8)
        let expectedText = try #require(try? String(contentsOf: corpusCase.expectedURL, encoding: .utf8), "missing \(corpusCase.name).expected")
        let expected = CorpusExpectation(parsing: expectedText)
        let run = CorpusRun(source: source)

        #expect(run.duration < .seconds(1), "took \(run.duration)")
        #expect(run.diagnostics == expected.diagnostics, "diagnostics:\n\(run.diagnostics.joined(separator: "\n"))")
        #expect(run.issues == expected.issues, "layout issues:\n\(run.issues.joined(separator: "\n"))")
        try #require(run.previews.count == expected.previews.count, "\(run.previews.count) previews:\n\(dump(run))")
        for (actual, wanted) in zip(run.previews, expected.previews) {
            if let name = wanted.name { #expect(actual.name == name) }
            let missing = CorpusRun.unmatched(wanted.frames, in: actual.nodes)
            #expect(missing.isEmpty, "not found in order:\n\(missing.joined(separator: "\n"))\nplaced:\n\(actual.nodes.joined(separator: "\n"))")
        }
    }

    /// Broken snippets must expect a diagnostic or issue; working ones no error, and frames or a warning.
    @Test(arguments: cases)
    func expectationsAreMeaningful(_ corpusCase: CorpusCase) throws {
        let expected = CorpusExpectation(parsing: try String(contentsOf: corpusCase.expectedURL, encoding: .utf8))
        if corpusCase.isBroken {
            #expect(!expected.diagnostics.isEmpty || !expected.issues.isEmpty)
        } else {
            #expect(!expected.expectsError)
            #expect(expected.frameCount > 0 || !expected.diagnostics.isEmpty)
        }
    }

    @Test func corpusSize() {
        let byArea = Dictionary(grouping: Self.cases, by: \.area).mapValues(\.count)
        let broken = Self.cases.filter(\.isBroken).count
        for area in byArea.keys.sorted() { print("corpus \(area): \(byArea[area]!)") }
        print("corpus total: \(Self.cases.count), broken: \(broken)")
        #expect(Self.cases.count >= 300)
        #expect(broken >= 100)
    }

    private func dump(_ run: CorpusRun) -> String {
        run.previews.map { "# preview \($0.name ?? "")\n" + $0.nodes.joined(separator: "\n") }.joined(separator: "\n")
    }
}
