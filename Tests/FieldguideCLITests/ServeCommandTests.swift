import Foundation
import TestSupport
import Testing

/// `fieldguide serve` as a user runs it, over real loopback connections: it serves the build,
/// rebuilds on edits and reloads open pages, serves a broken article with its error panel and lists
/// the error over open pages, keeps the last good build while a template is broken, refuses every
/// path outside the output folder, and stops cleanly on Ctrl-C.
@Suite(.timeLimit(.minutes(5)))
struct ServeCommandTests {
    /// Time allowed for the first build of the small fixture (a debug build on a busy machine).
    static let firstBuild = Duration.seconds(120)
    /// From saving a file to the page seeing the outcome: the promise `serve` makes.
    static let liveReload = Duration.seconds(2)
    static let eventsPath = "/__fieldguide/events"
    static let secret = "outside the output folder"

    /// A temporary folder with the `basic` fixture's content, the repository's templates and a
    /// file beside the output folder that no request may reach.
    private static func makeSite() throws -> String {
        let folder = try CommandRunner.temporaryFolder()
        let fileManager = FileManager.default
        try fileManager.copyItem(atPath: CommandRunner.repository.appendingPathComponent("Fixtures/Sites/basic/content").path, toPath: folder + "/content")
        try fileManager.copyItem(atPath: CommandRunner.repository.appendingPathComponent("templates").path, toPath: folder + "/templates")
        try secret.write(toFile: folder + "/secret.txt", atomically: true, encoding: .utf8)
        return folder
    }

    private static func replace(_ old: String, with new: String, in file: String) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains(old), "\(file) has no '\(old)'")
        try text.replacingOccurrences(of: old, with: new).write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test func editsReloadThePageBrokenArticlesShowTheirPanelsAndBrokenTemplatesKeepTheLastGoodBuild() async throws {
        let folder = try Self.makeSite()
        let article = folder + "/content/01-stacks.md"
        let serve = try ServeProcess(["--content", "content", "--templates", "templates", "--output", "_site"], in: folder)
        defer { serve.kill() }
        let port = try await serve.waitForPort(within: Self.firstBuild)

        // 1. The page is served with the live-reload script.
        let first = try await HTTPReply.fetch("/01-stacks.html", port: port)
        #expect(first.status == 200)
        #expect(first.text.contains("<h1>Stacks</h1>"))
        #expect(first.text.contains("data-fieldguide=\"live-reload\""))
        let events = try await onDedicatedThread { try EventStreamClient(port: port, path: Self.eventsPath, readTimeout: Self.liveReload) }
        #expect(try await onDedicatedThread { try events.nextEvent() }.name == "hello")

        // 2. An edit reaches the open page within two seconds (timed on the reading thread, so a busy
        // test run cannot add to it); the other article is not evaluated again.
        let marker = "Edited \(UUID().uuidString)"
        let saved = ContinuousClock.now
        try Self.replace("## A picture", with: "\(marker)\n\n## A picture", in: article)
        let (reload, edited, seen) = try await onDedicatedThread {
            let event = try events.nextEvent()
            return (event, try HTTPReply.request("/01-stacks.html", port: port), ContinuousClock.now)
        }
        #expect(reload.name == "reload")
        #expect(seen - saved < Self.liveReload)
        #expect(edited.text.contains(marker))
        #expect(await serve.waitForOutput("Changed content/01-stacks.md\n", within: Self.liveReload))
        #expect(await serve.waitForOutput("(1 of 2 articles unchanged)", within: Self.liveReload))

        // 3. A broken article is served with its error panel; open pages reload and list the error,
        // linked to its figure; the terminal prints it.
        try Self.replace("Image(\"box\")", with: "Imag(\"box\")", in: article)
        let (line, column) = try CommandRunner.position(of: "Imag(", in: article)
        #expect(try await onDedicatedThread { try events.nextEvent() }.name == "reload")
        let overlay = try OverlayProblems(try await onDedicatedThread { try events.nextEvent() })
        #expect(overlay.problems.map(\.link) == ["/01-stacks.html#example-2"])
        #expect(overlay.text.hasPrefix("content/01-stacks.md:\(line):\(column): error: unknown view 'Imag'"))
        #expect(overlay.headline.hasPrefix("1 error: "))
        let broken = try await HTTPReply.fetch("/01-stacks.html", port: port)
        #expect(broken.status == 200)
        #expect(broken.text.contains(marker))
        #expect(broken.text.contains("unknown view &#39;Imag&#39;"))
        #expect(await serve.waitForErrors("content/01-stacks.md:\(line):\(column): error: unknown view 'Imag'", within: Self.liveReload))
        #expect(await serve.waitForOutput("0 warnings, 1 error in ", within: Self.liveReload))

        // 4. Fixed: the page reloads, with no problems left to show.
        try Self.replace("Imag(\"box\")", with: "Image(\"box\")", in: article)
        #expect(try await onDedicatedThread { try events.nextEvent() }.name == "reload")

        // 5. A broken template leaves no site to serve: the build fails and the last good one stays.
        try Self.replace("<h1>{{page.title}}</h1>", with: "<h1>{{#page.title}}</h1>", in: folder + "/templates/page.mustache")
        let templateError = try OverlayProblems(try await onDedicatedThread { try events.nextEvent() })
        #expect(templateError.headline == "Build failed; showing the last good build")
        #expect(templateError.text.hasPrefix("build failed: load templates: templates/page.mustache:"))
        #expect(try await HTTPReply.fetch("/01-stacks.html", port: port).text.contains(marker))

        // 6. Ctrl-C: open streams end, the process exits 0 and leaves no staging folder behind.
        #expect(await serve.stop(with: SIGINT))
        #expect(serve.exitStatus == 0)
        #expect(serve.output.hasSuffix("Stopping\n"))
        try await onDedicatedThread { try events.waitForEnd() }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != ".fieldguide-cache" }
        #expect(left.sorted() == ["_site", "content", "secret.txt", "templates"])
    }

    @Test func aFirstBuildWithContentErrorsIsServedWithItsErrorsShown() async throws {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.copyItem(
            atPath: CommandRunner.repository.appendingPathComponent("Fixtures/Sites/broken/content").path, toPath: folder + "/content")
        let serve = try ServeProcess(["--content", "content", "--output", "_site"], in: folder)
        defer { serve.kill() }
        let port = try await serve.waitForPort(within: Self.firstBuild)
        let page = try await HTTPReply.fetch("/01-broken.html", port: port)
        #expect(page.status == 200)
        #expect(page.text.contains("unknown view &#39;Txt&#39;"))
        let events = try await onDedicatedThread { try EventStreamClient(port: port, path: Self.eventsPath, readTimeout: Self.liveReload) }
        #expect(try await onDedicatedThread { try events.nextEvent() }.name == "hello")
        let overlay = try OverlayProblems(try await onDedicatedThread { try events.nextEvent() })
        #expect(overlay.text.contains("error: unknown view 'Txt'"))
        #expect(overlay.problems.first?.link == "/01-broken.html#example-1")
    }

    /// The worker writes the cache files after telling the server of a build; stopping `serve`
    /// still leaves them written, so a build afterwards finds nothing to do.
    @Test func aBuildAfterServeStopsFindsTheSiteUpToDate() async throws {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.copyItem(atPath: CommandRunner.repository.appendingPathComponent("Fixtures/Sites/basic/content").path, toPath: folder + "/content")
        let serve = try ServeProcess(["--content", "content", "--output", "_site"], in: folder)
        defer { serve.kill() }
        _ = try await serve.waitForPort(within: Self.firstBuild)
        try Self.replace("## A picture", with: "An edit.\n\n## A picture", in: folder + "/content/01-stacks.md")
        #expect(await serve.waitForOutput("(1 of 2 articles unchanged)", within: Self.liveReload))
        #expect(await serve.stop(with: SIGINT))

        let build = try await CommandRunner.run(["build", "--content", "content", "--output", "_site", "--timings"], in: folder)
        #expect(build.status == 0)
        let stages = build.output.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { $0.split(separator: " ").dropLast(2).joined(separator: " ") }
        #expect(stages == ["compare with the previous build"], "\(build.output)")
    }

    @Test func requestsOutsideTheOutputFolderGet404() async throws {
        let folder = try Self.makeSite()
        let serve = try ServeProcess(["--content", "content", "--output", "_site"], in: folder)
        defer { serve.kill() }
        let port = try await serve.waitForPort(within: Self.firstBuild)
        #expect(try await HTTPReply.fetch("/01-stacks.html", port: port).status == 200)
        // Links inside the served site that lead out of it (no rebuild runs, so they stay).
        let site = folder + "/_site"
        try FileManager.default.createSymbolicLink(atPath: site + "/leak.txt", withDestinationPath: "../secret.txt")
        try FileManager.default.createSymbolicLink(atPath: site + "/absolute.txt", withDestinationPath: folder + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: site + "/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: site + "/fonts/system", withDestinationPath: "/etc")
        // Each would name `secret.txt`, the content folder or /etc if it were decoded, normalised or followed.
        let targets = [
            "/../secret.txt",
            "/../content/01-stacks.md",
            "/fonts/../../secret.txt",
            "/%2e%2e/secret.txt",
            "/%2E%2E/secret.txt",
            "/.%2e/secret.txt",
            "/%252e%252e/secret.txt",
            "/%252e%252e%252fsecret.txt",
            "/..%2fsecret.txt",
            "/%2e%2e%2fsecret.txt",
            "/..%2Fsecret.txt",
            "/..%5csecret.txt",
            "/..\\secret.txt",
            "/secret.txt%00.html",
            "http://127.0.0.1/../secret.txt",
            "/%2e%2E/%2E%2e/secret.txt",
            "/%2e./secret.txt",
            "/%25252e%25252e/secret.txt",
            "/%c0%ae%c0%ae/secret.txt",
            "/%5c..%5csecret.txt",
            "/fonts/..%5c..%5csecret.txt",
            "/leak.txt",
            "/absolute.txt",
            "/up/secret.txt",
            "/up/content/01-stacks.md",
            "/fonts/system/passwd",
            "/fonts/system/hostname",
        ]
        for target in targets {
            let reply = try await HTTPReply.fetch(target, port: port)
            #expect(reply.status == 404, "\(target) answered \(reply.status)")
            #expect(!reply.text.contains(Self.secret), "\(target) leaked the file")
            #expect(!reply.text.contains("title: \"Stacks\""), "\(target) leaked the article's Markdown")
            #expect(!reply.text.contains("root:"), "\(target) leaked /etc/passwd")
        }
        // Raw control bytes in the request line: refused by the HTTP parser (400) or as a path (404).
        for target in ["/secret.txt\u{0}.html", "/..\u{0}/secret.txt", "/\u{1}../secret.txt"] {
            let reply = try await HTTPReply.fetch(target, port: port)
            #expect([400, 404].contains(reply.status), "\(target.debugDescription) answered \(reply.status)")
            #expect(!reply.text.contains(Self.secret), "\(target.debugDescription) leaked the file")
        }
        #expect(try await HTTPReply.fetch("/01-stacks.html", port: port).status == 200)
    }

    @Test func listensOnLoopbackOnlyByDefault() async throws {
        let folder = try Self.makeSite()
        let serve = try ServeProcess(["--content", "content", "--output", "_site"], in: folder)
        defer { serve.kill() }
        let port = try await serve.waitForPort(within: Self.firstBuild)
        #expect(try ListeningSockets.addresses(port: port) == ["127.0.0.1"])
    }

    @Test func servesUnderTheBaseURLsPath() async throws {
        let folder = try Self.makeSite()
        let serve = try ServeProcess(["--content", "content", "--output", "_site", "--base-url", "https://example.com/guide/"], in: folder)
        defer { serve.kill() }
        let port = try await serve.waitForPort(within: Self.firstBuild)
        #expect(serve.output.contains("at http://127.0.0.1:\(port)/guide/ "))
        let page = try await HTTPReply.fetch("/guide/01-stacks.html", port: port)
        #expect(page.status == 200)
        #expect(page.text.contains("href=\"/guide/02-padding.html#insets\""))
        #expect(try await HTTPReply.fetch("/01-stacks.html", port: port).status == 404)
        #expect(try await HTTPReply.fetch("/", port: port).headers["location"] == "/guide/")
    }

    @Test func aPortInUseExitsOne() async throws {
        let folder = try Self.makeSite()
        let first = try ServeProcess(["--content", "content", "--output", "_site"], in: folder)
        defer { first.kill() }
        let port = try await first.waitForPort(within: Self.firstBuild)
        let second = try await CommandRunner.run(["serve", "--content", "content", "--output", "_other", "--port", String(port)], in: folder)
        #expect(second.status == 1)
        #expect(second.errors.contains("error: cannot listen on 127.0.0.1:\(port): "))
    }

    @Test func aFirstBuildThatCannotCompleteExitsOne() async throws {
        let folder = try Self.makeSite()
        try "{{#open}}".write(toFile: folder + "/templates/page.mustache", atomically: true, encoding: .utf8)
        let result = try await CommandRunner.run(["serve", "--content", "content", "--templates", "templates", "--output", "_site"], in: folder)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("build failed: load templates: templates/page.mustache:"))
    }
}
