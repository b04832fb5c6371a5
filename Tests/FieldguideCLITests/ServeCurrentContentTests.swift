import Foundation
import TestSupport
import Testing

/// `serve` always serves the current content (issue 15 item 1): an article with a view the tool
/// does not support is served with its error panel, open pages list the error with a link to its
/// figure, and a new sound article written meanwhile is served within a second, while no page of
/// the site ever answers 404. Before, the whole site was withheld while any error existed: the
/// new article was a 404 and the pages said "Build failed; showing the last good build". Warnings
/// are printed once, when they appear, not again on every rebuild.
@Suite(.timeLimit(.minutes(5)))
struct ServeCurrentContentTests {
    static let firstBuild = Duration.seconds(120)
    /// From saving a new article to the page being served.
    static let newArticle = Duration.seconds(1)

    static let unsupported = """
        ---
        title: "Split views"
        ---

        A sidebar and a detail view:

        ```swift
        NavigationSplitView {
            Text("Sidebar")
        } detail: {
            Text("Detail")
        }
        ```

        """

    static let sound = """
        ---
        title: "Sound"
        ---

        ```swift height=fit
        Text("Sound")
        ```

        """

    @Test func anUnsupportedViewShowsItsPanelAndANewArticleIsServedAtOnceWithNo404() async throws {
        let (folder, serve, port) = try await Self.serveBasicSite()
        defer { serve.kill() }
        let events = try await Self.events(port: port)
        #expect(try await onDedicatedThread { try events.nextEvent() }.name == "hello")
        let requests = RequestLoop(port: port, paths: ["/", "/01-stacks.html", "/02-padding.html"], interval: .milliseconds(20))

        // A new article with a view the tool does not support: served with its error panel, and
        // open pages reload, then list the error linked to its figure.
        let (_, broken) = try await Self.save(Self.unsupported, as: "04-split", in: folder, port: port)
        #expect(broken.status == 200)
        #expect(broken.text.contains("<div class=\"example-failed\">"))
        #expect(broken.text.contains("&#39;NavigationSplitView&#39; is not supported yet"))
        #expect(try await onDedicatedThread { try events.nextEvent() }.name == "reload")
        let listed = try OverlayProblems(try await onDedicatedThread { try events.nextEvent() })
        let (line, column) = try CommandRunner.position(of: "NavigationSplitView", in: folder + "/content/04-split.md")
        #expect(listed.problems.map(\.link) == ["/04-split.html#example-1"])
        #expect(listed.text.hasPrefix("content/04-split.md:\(line):\(column): error: 'NavigationSplitView' is not supported yet"))

        // A new sound article, while the error stands: served within a second of the save and in
        // the broken page's sidebar; the error is listed again after the reload.
        let (served, sound) = try await Self.save(Self.sound, as: "05-sound", in: folder, port: port)
        #expect(sound.status == 200)
        #expect(served < Self.newArticle, "served \(served) after the save")
        #expect(try await onDedicatedThread { try events.nextEvent() }.name == "reload")
        let again = try OverlayProblems(try await onDedicatedThread { try events.nextEvent() })
        #expect(again.problems.map(\.link) == ["/04-split.html#example-1"])
        #expect(try await HTTPReply.fetch("/04-split.html", port: port).text.contains("href=\"05-sound.html\""))

        // The pages that were there answered 200 all the while.
        let statuses = await requests.stop()
        #expect(!statuses.isEmpty)
        #expect(statuses.allSatisfy { $0 == 200 }, "answers meanwhile: \(Set(statuses))")
        #expect(await serve.stop(with: SIGINT))
    }

    @Test func aWarningIsPrintedOnceWhenItAppearsNotOnEveryRebuild() async throws {
        let (folder, serve, _) = try await Self.serveBasicSite(adding: ["04-warned.md": "# Warned\n\n```swift\nText(\"a\")\n    .frobnicate()\n```\n"])
        defer { serve.kill() }
        let warned = folder + "/content/04-warned.md"
        let warning = "warning: modifier 'frobnicate' is not supported"
        #expect(serve.errors.components(separatedBy: warning).count - 1 == 1)

        // Another article changes: the standing warning is counted, not printed again.
        let stacks = folder + "/content/01-stacks.md"
        try (try String(contentsOfFile: stacks, encoding: .utf8) + "\nOne more line.\n").write(toFile: stacks, atomically: true, encoding: .utf8)
        #expect(await serve.waitForOutput("1 warning, 0 errors in ", within: .seconds(30)))
        #expect(await serve.waitForOutput(" articles unchanged); 1 warning as before, not printed again\n", within: .seconds(5)))
        #expect(serve.errors.components(separatedBy: warning).count - 1 == 1)

        // A new warning is printed once, the standing one still not.
        try "# Warned\n\n```swift\nText(\"a\")\n    .frobnicate()\n```\n\n```swift\nText(\"b\").frobnicate()\n```\n"
            .write(toFile: warned, atomically: true, encoding: .utf8)
        #expect(await serve.waitForOutput("2 warnings, 0 errors in ", within: .seconds(30)))
        #expect(await serve.waitForOutput("; 1 warning as before, not printed again\n", within: .seconds(5)))
        #expect(serve.errors.components(separatedBy: warning).count - 1 == 2)
        #expect(await serve.stop(with: SIGINT))
    }

    /// A rebuild tells open pages which files it changed (`SiteChange`), so each page can tell
    /// whether it needs anything: editing one article's text names its page and the search index,
    /// and no other page or asset.
    @Test func aReloadNamesTheFilesTheRebuildChanged() async throws {
        struct Change: Decodable {
            let token: String
            let changed: [String]?
        }
        let (folder, serve, port) = try await Self.serveBasicSite()
        defer { serve.kill() }
        let events = try await Self.events(port: port)
        let hello = try await onDedicatedThread { try events.nextEvent() }
        let padding = folder + "/content/02-padding.md"
        try (try String(contentsOfFile: padding, encoding: .utf8) + "\nOne more line.\n").write(toFile: padding, atomically: true, encoding: .utf8)
        let reload = try await onDedicatedThread { try events.nextEvent() }
        #expect(reload.name == "reload")
        let change = try JSONDecoder().decode(Change.self, from: Data(reload.data.utf8))
        #expect(change.token != hello.data)
        #expect(change.changed == ["/02-padding.html", "/search-index.json"])
        #expect(await serve.stop(with: SIGINT))
    }

    /// `Fixtures/Sites/basic/content` copied into a new folder with `files` added to it, and
    /// `serve` started there once its first build is served.
    private static func serveBasicSite(adding files: [String: String] = [:]) async throws -> (folder: String, serve: ServeProcess, port: Int) {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.copyItem(
            atPath: CommandRunner.repository.appendingPathComponent("Fixtures/Sites/basic/content").path, toPath: folder + "/content")
        for (name, text) in files {
            try text.write(toFile: folder + "/content/" + name, atomically: true, encoding: .utf8)
        }
        let serve = try ServeProcess(["--content", "content", "--output", "_site"], in: folder)
        do {
            return (folder, serve, try await serve.waitForPort(within: firstBuild))
        } catch {
            serve.kill()
            throw error
        }
    }

    private static func events(port: Int) async throws -> EventStreamClient {
        try await onDedicatedThread { try EventStreamClient(port: port, path: "/__fieldguide/events", readTimeout: .seconds(30)) }
    }

    /// Writes `content/<name>.md`, then requests `/<name>.html` until it is served (at most 30 s);
    /// returns how long that took after the save, and the last answer.
    private static func save(_ text: String, as name: String, in folder: String, port: Int) async throws -> (Duration, HTTPReply) {
        try await onDedicatedThread {
            try text.write(toFile: "\(folder)/content/\(name).md", atomically: true, encoding: .utf8)
            let saved = ContinuousClock.now
            var page = try HTTPReply.request("/\(name).html", port: port)
            while page.status != 200, ContinuousClock.now - saved < .seconds(30) {
                usleep(10_000)
                page = try HTTPReply.request("/\(name).html", port: port)
            }
            return (ContinuousClock.now - saved, page)
        }
    }
}
