import Foundation
import TestSupport
import Testing

/// `serve` survives any content or template: each rebuild runs in a worker process, so a build
/// that crashes it, recurses through the templates, eats memory or runs forever fails alone. The
/// overlay names the failure, every request meanwhile is answered, and the next good save builds
/// as usual. Before the worker, each of these ended the server for good.
@Suite(.timeLimit(.minutes(10)))
struct ServeSurvivalTests {
    static let firstBuild = Duration.seconds(120)
    /// From a save to its outcome on the page: a runaway build is stopped at its CPU limit (10 s
    /// here), which a loaded machine may stretch.
    static let outcome = Duration.seconds(90)
    static let bomb = "bomb.txt"
    static let environment = [
        "FIELDGUIDE_TEST_BUILD_ALLOCATES_WITH": bomb,
        "FIELDGUIDE_BUILD_MEMORY_MB": "400",
        "FIELDGUIDE_BUILD_CPU_SECONDS": "10",
    ]

    /// One hostile save: the file written, and what the overlay must say (any of the texts, for
    /// inputs whose fix another part of the tool may make a plain diagnostic).
    struct Hostile {
        let name: String
        let file: String
        let text: String
        let says: [String]
    }

    static let inputs = [
        Hostile(name: "a build that allocates until its memory limit", file: "content/" + bomb, text: "boom\n",
                says: ["build failed: the build used more than 400 MB of memory and was stopped (FIELDGUIDE_BUILD_MEMORY_MB raises the limit)"]),
        Hostile(name: "a self-including partial", file: "templates/partials/header.mustache", text: "<header>{{> partials/header}}</header>\n",
                says: ["build failed: load templates: templates/partials/header.mustache:1:9: error: 'partials/header' renders itself"]),
        Hostile(name: "an overflowing range", file: "content/03-overflow.md", text: "# Overflow\n\n```swift\nText(\"\\((-1..<Int.max).count)\")\n```\n",
                says: ["build failed: the build process crashed: ", "content/03-overflow.md:4:"]),
        Hostile(name: "a billion preview widths", file: "content/04-widths.md", text: "# Widths\n\n```swift widths=1...1000000000\nText(\"wide\")\n```\n",
                says: ["build failed: the build used more than", "content/04-widths.md:3:"]),
    ]

    @Test func everyHostileSaveFailsAloneAndTheNextGoodSaveBuilds() async throws {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.copyItem(atPath: CommandRunner.repository.appendingPathComponent("Fixtures/Sites/basic/content").path, toPath: folder + "/content")
        try FileManager.default.copyItem(atPath: CommandRunner.repository.appendingPathComponent("templates").path, toPath: folder + "/templates")
        let serve = try ServeProcess(["--content", "content", "--templates", "templates", "--output", "_site"], in: folder, environment: Self.environment)
        defer { serve.kill() }
        let port = try await serve.waitForPort(within: Self.firstBuild)
        let events = try await onDedicatedThread { try EventStreamClient(port: port, path: "/__fieldguide/events", readTimeout: Self.outcome) }
        #expect(try await onDedicatedThread { try events.nextEvent() }.name == "hello")
        let requests = RequestLoop(port: port)

        for hostile in Self.inputs {
            let path = folder + "/" + hostile.file
            let original = FileManager.default.contents(atPath: path)
            try hostile.text.write(toFile: path, atomically: true, encoding: .utf8)
            // A build that fails says so at once; one that ends in content errors reloads the pages first.
            let failure = try await onDedicatedThread {
                var event = try events.nextEvent()
                while event.name == "reload" { event = try events.nextEvent() }
                return try OverlayProblems(event)
            }
            #expect(hostile.says.contains { failure.text.contains($0) }, "\(hostile.name): \(failure.text)")
            #expect(serve.isRunning, "\(hostile.name)")

            if let original { try original.write(to: URL(fileURLWithPath: path)) } else { try FileManager.default.removeItem(atPath: path) }
            let next = try await onDedicatedThread { try events.nextEvent() }
            #expect(next.name == "reload", "\(hostile.name): the next good save \(next)")
        }
        let statuses = await requests.stop()
        #expect(!statuses.isEmpty)
        #expect(statuses.allSatisfy { $0 == 200 }, "answers meanwhile: \(Set(statuses))")
        #expect(try await HTTPReply.fetch("/01-stacks.html", port: port).status == 200)
        #expect(await serve.stop(with: SIGINT))
        #expect(serve.exitStatus == 0)
    }

    @Test func aFirstBuildThatRunsAwayExitsOneAndSaysWhy() async throws {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.copyItem(atPath: CommandRunner.repository.appendingPathComponent("Fixtures/Sites/basic/content").path, toPath: folder + "/content")
        try "boom\n".write(toFile: folder + "/content/" + Self.bomb, atomically: true, encoding: .utf8)
        let serve = try ServeProcess(["--content", "content", "--output", "_site"], in: folder, environment: Self.environment)
        defer { serve.kill() }
        #expect(await eventually(within: Self.outcome) { !serve.isRunning })
        #expect(serve.exitStatus == 1)
        #expect(await serve.waitForErrors("build failed: the build used more than 400 MB of memory and was stopped", within: .seconds(5)))
    }
}
