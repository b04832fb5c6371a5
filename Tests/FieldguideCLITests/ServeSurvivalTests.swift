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

    /// One hostile save: the file written, and the problem the overlay must list for it.
    struct Hostile {
        let name: String
        let file: String
        let text: String
        let says: String
    }

    /// Issue 17's four (must show 2), in its order, then a build that really does eat memory (the
    /// evaluator stops the bomb by its own budget, so the worker's limit needs the test hook).
    static let inputs = [
        Hostile(name: "an overflowing range", file: "content/03-overflow.md", text: "# Overflow\n\n```swift\nText(\"\\((-1..<Int.max).count)\")\n```\n",
                says: "content/03-overflow.md:4:23: error: arithmetic overflow in '(-1..<9223372036854775807).count'"),
        Hostile(name: "a self-including partial", file: "templates/partials/header.mustache", text: "<header>{{> partials/header}}</header>\n",
                says: "build failed: load templates: templates/partials/header.mustache:1:9: error: 'partials/header' renders itself"),
        Hostile(name: "a 10 GB string", file: "content/05-bomb.md",
                text: "# Bomb\n\n```swift\nlet a = Array(repeating: String(repeating: \"A\", count: 99_990), count: 99_990)\nText(a.joined())\n```\n",
                says: "content/05-bomb.md:5:7: error: evaluation stopped: a string or array grew to 9998000100 elements, over the limit of 100000"),
        Hostile(name: "a billion preview widths", file: "content/04-widths.md", text: "# Widths\n\n```swift widths=1...1000000000\nText(\"wide\")\n```\n",
                says: "content/04-widths.md:3:17: error: 'widths' must lie within 1...2000 points, not '1...1000000000'"),
        Hostile(name: "a build that allocates until its memory limit", file: "content/" + bomb, text: "boom\n",
                says: "build failed: the build used more than 400 MB of memory and was stopped (FIELDGUIDE_BUILD_MEMORY_MB raises the limit)"),
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
        let requests = RequestLoop(port: port, paths: ["/", "/01-stacks.html"])

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
            #expect(failure.text.contains(hostile.says), "\(hostile.name): \(failure.text)")
            #expect(serve.isRunning, "\(hostile.name)")

            if let original { try original.write(to: URL(fileURLWithPath: path)) } else { try FileManager.default.removeItem(atPath: path) }
            let next = try await onDedicatedThread { try events.nextEvent() }
            #expect(next.name == "reload", "\(hostile.name): the next good save \(next)")
        }
        let statuses = await requests.stop()
        #expect(!statuses.isEmpty)
        #expect(statuses.allSatisfy { $0 == 200 }, "answers meanwhile (0 is no answer): \(Set(statuses))")
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
