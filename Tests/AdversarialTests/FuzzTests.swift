import Foundation
import Testing
import ViewEvaluator

/// Seeded fuzzing of the Markdown pipeline and the evaluator: mutants of the committed seeds in
/// `FuzzSeeds/` run through the whole pipeline, and each must finish within the time bound, with
/// safe, well-formed output and diagnostics that point into the input.
///
/// `FIELDGUIDE_FUZZ_SEED=<n>` replays a run (the seed is printed), `FIELDGUIDE_FUZZ_ITERATIONS=<n>`
/// runs longer or shorter; the default keeps a debug build's run to a few seconds. Each mutant is
/// written to `fieldguide-fuzz-current.md`/`.swift` in the temporary folder before it runs, so a
/// crash leaves its input behind.
@Suite struct FuzzTests {
    static let defaultSeed: UInt64 = 0x5EED_F1E1_D601
    static let defaultIterations = 300
    /// Mutants that loop forever stop at a tenth of a second instead of half a second.
    static let limits = EvaluationLimits(timeLimit: .milliseconds(100))

    @Test func mutatedSeedsMeetTheInvariants() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["FIELDGUIDE_FUZZ_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let iterations = environment["FIELDGUIDE_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? Self.defaultIterations
        let seeds = try FuzzSeed.all()
        #expect(seeds.contains { $0.isMarkdown } && seeds.contains { !$0.isMarkdown })
        print("fuzz: seed \(seed), \(iterations) iterations over \(seeds.count) seeds (FIELDGUIDE_FUZZ_SEED, FIELDGUIDE_FUZZ_ITERATIONS)")

        var random = SeededGenerator(seed: seed)
        var pipeline = Pipeline()
        pipeline.limits = Self.limits
        var failures = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for iteration in 0..<iterations {
                let parent = seeds[Int.random(in: 0..<seeds.count, using: &random)]
                let donor = seeds[Int.random(in: 0..<seeds.count, using: &random)]
                let input = Mutator.mutate(parent.bytes, donor: donor.bytes, using: &random)
                FuzzSeed.saveCurrent(input, isMarkdown: parent.isMarkdown)
                var output = Pipeline.Output()
                let cost = ResourceUsage.cost { output = pipeline.run(input, isMarkdown: parent.isMarkdown) }
                let problems = Invariants.problems(output, inputBytes: input.count, cost: cost) + Invariants.problems(output, positionsIn: input)
                guard !problems.isEmpty else { continue }
                failures += 1
                let saved = FuzzSeed.saveFailure(input, seed: seed, iteration: iteration, isMarkdown: parent.isMarkdown)
                Issue.record("seed \(seed) iteration \(iteration) (mutant of \(parent.name), saved to \(saved)): \(problems.joined(separator: "; "))")
                if failures >= 5 { break }
            }
        }
        print("fuzz: \(iterations) mutants in \(elapsed.formatted(.units(allowed: [.seconds, .milliseconds]))), \(failures) failing")
    }
}

/// One committed seed input of the fuzz test.
struct FuzzSeed {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzSeeds")

    let name: String
    let bytes: [UInt8]
    var isMarkdown: Bool { name.hasSuffix(".md") }

    /// Every seed, in name order.
    static func all() throws -> [FuzzSeed] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted().map { name in
            FuzzSeed(name: name, bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))))
        }
    }

    /// Writes each mutant before it runs, so one that crashes the process is left behind.
    static func saveCurrent(_ input: [UInt8], isMarkdown: Bool) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fieldguide-fuzz-current.\(isMarkdown ? "md" : "swift")").path
        FileManager.default.createFile(atPath: path, contents: Data(input))
    }

    /// Writes a failing mutant to the temporary folder, so it can be added to the corpus.
    static func saveFailure(_ input: [UInt8], seed: UInt64, iteration: Int, isMarkdown: Bool) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fieldguide-fuzz-\(seed)-\(iteration).\(isMarkdown ? "md" : "swift")").path
        FileManager.default.createFile(atPath: path, contents: Data(input))
        return path
    }
}
