import Foundation
import SiteBuilder
import Testing

/// Seeded fuzzing of the Mustache templates: one built-in template at a time is mutated (byte
/// edits, splices, and tags that open, close, include, inherit and change delimiters, repeated so
/// that they nest) and a small site is built with it. Each mutant must build, or stop the build
/// with an error that names a template file, within the time bound, without crashing the process.
///
/// `FIELDGUIDE_FUZZ_SEED=<n>` replays a run (the seed is printed), `FIELDGUIDE_FUZZ_ITERATIONS=<n>`
/// runs longer or shorter. Each mutant is written to `fieldguide-fuzz-current.mustache` in the
/// temporary folder before it runs, so a crash leaves its input behind.
@Suite struct TemplateFuzzTests {
    static let defaultSeed: UInt64 = 0x7E3B_1A7E_F022
    static let defaultIterations = 150
    static let timeBound = Duration.seconds(2)

    /// Tags worth inserting: each kind the library parses, names of real templates, and halves.
    static let tags: [[UInt8]] = [
        "{{#page}}", "{{/page}}", "{{^sections}}", "{{/sections}}", "{{#x}}", "{{/x}}", "{{$main}}", "{{/main}}", "{{$title}}", "{{/title}}",
        "{{> partials/header}}", "{{>partials/sidebar}}", "{{> page}}", "{{>layout}}", "{{<layout}}", "{{/layout}}", "{{<page}}", "{{/page}}",
        "{{>*page.title}}", "{{{content}}}", "{{&content}}", "{{! comment }}", "{{=<% %>=}}", "<%={{ }}=%>", "<%#page%>", "<%/page%>",
        "{{% CONTENT_TYPE: TEXT }}", "{{uppercase(page.title)}}", "{{a(b(c(d)))}}", "{{", "}}", "{{{", "}}}", "{{#", "{{/", "\n",
    ].map { Array($0.utf8) }

    @Test func mutatedTemplatesBuildOrStopAtATemplate() throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["FIELDGUIDE_FUZZ_SEED"].flatMap { UInt64($0) } ?? Self.defaultSeed
        let iterations = environment["FIELDGUIDE_FUZZ_ITERATIONS"].flatMap { Int($0) } ?? Self.defaultIterations
        let site = try HostileSite.make()
        try "# Sound\n\nNothing wrong here.\n".write(toFile: site.content + "/01-sound.md", atomically: true, encoding: .utf8)
        let templates = try HostileSite.copyOfTheTemplates(in: site.folder)
        let seeds = BuiltInTemplates.files.filter { $0.path.hasSuffix(".mustache") }
        print("template fuzz: seed \(seed), \(iterations) iterations over \(seeds.count) templates (FIELDGUIDE_FUZZ_SEED, FIELDGUIDE_FUZZ_ITERATIONS)")

        var random = SeededGenerator(seed: seed)
        var outcomes = (built: 0, stopped: 0)
        for iteration in 0..<iterations {
            let parent = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            let donor = seeds[Int.random(in: 0..<seeds.count, using: &random)]
            let mutant = Self.mutate(Array(parent.text.utf8), donor: Array(donor.text.utf8), using: &random)
            _ = FileManager.default.createFile(atPath: FileManager.default.temporaryDirectory.appendingPathComponent("fieldguide-fuzz-current.mustache").path, contents: Data(mutant))
            _ = FileManager.default.createFile(atPath: templates + "/" + parent.path, contents: Data(mutant))
            let options = BuildOptions(contentFolder: site.content, templatesFolder: templates, outputFolder: site.folder + "/site")
            let started = ContinuousClock.now
            do {
                _ = try SiteBuilder(options: options).run()
                outcomes.built += 1
            } catch let error as SiteBuildError {
                outcomes.stopped += 1
                #expect(error.message.hasPrefix(templates + "/"), "seed \(seed) iteration \(iteration) (\(parent.path)): \(error)")
            }
            #expect(ContinuousClock.now - started < Self.timeBound, "seed \(seed) iteration \(iteration) (\(parent.path)) took \(ContinuousClock.now - started)")
            _ = FileManager.default.createFile(atPath: templates + "/" + parent.path, contents: Data(parent.text.utf8))
        }
        print("template fuzz: \(outcomes.built) mutants built, \(outcomes.stopped) stopped at a template")
        #expect(outcomes.built > 0 && outcomes.stopped > 0)
    }

    /// Between one and eight edits: `Mutator`'s, or a tag inserted and repeated up to 200 times.
    private static func mutate(_ seed: [UInt8], donor: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            if Bool.random(using: &random) {
                bytes = Mutator.mutate(bytes, donor: donor, using: &random)
            } else {
                let tag = tags[Int.random(in: 0..<tags.count, using: &random)]
                let count = Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 1...200, using: &random) : 1
                bytes.insert(contentsOf: Array(repeatElement(tag, count: count).joined()), at: Int.random(in: 0...bytes.count, using: &random))
            }
        }
        return Array(bytes.prefix(Mutator.maximumLength))
    }
}
