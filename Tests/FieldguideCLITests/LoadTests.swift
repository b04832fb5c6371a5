import Foundation
import TestSupport
import Testing

/// `fieldguide serve` on the bundled content under a bounded loopback load: wrk keeps 64
/// connections busy for `FIELDGUIDE_LOAD_SECONDS` (default 30) over a rotation of real targets
/// (bench/load.lua) and every response must be the one its target gives, with no socket errors or
/// timeouts. Meanwhile rebuilds are swapped in, the last one with an error in an article that is
/// not a target, each announced on a live-reload stream.
@Suite(.timeLimit(.minutes(10)))
struct LoadTests {
    static let connections = 64
    /// At least 9 or so, so the rebuilds in the middle third are announced before the end.
    static let seconds = Int(ProcessInfo.processInfo.environment["FIELDGUIDE_LOAD_SECONDS"] ?? "") ?? 30
    /// The first build of the bundled content by a debug build on a busy machine.
    static let firstBuild = Duration.seconds(300)
    static let eventsPath = "/__fieldguide/events"

    @Test func theBundledSiteIsServedUnderLoadWithoutErrors() async throws {
        // 1. The bundled content and templates, copied so that touching an article leaves the repository alone.
        let folder = try CommandRunner.temporaryFolder()
        for input in ["content", "templates"] {
            try FileManager.default.copyItem(atPath: CommandRunner.repository.appendingPathComponent(input).path, toPath: folder + "/" + input)
        }
        let serve = try ServeProcess(["--content", "content", "--templates", "templates", "--output", "_site"], in: folder)
        defer { serve.kill() }
        let port = try await serve.waitForPort(within: Self.firstBuild)

        // 2. The targets: home, an article, a font, the stylesheet, the search index and a deliberate
        // 404, each with the status and body length it is served with before the load.
        let site = folder + "/_site"
        let article = try #require(try FileManager.default.contentsOfDirectory(atPath: site).filter { $0.first!.isNumber && $0.hasSuffix(".html") }.min())
        let font = try #require(try FileManager.default.contentsOfDirectory(atPath: site + "/fonts").filter { $0.hasSuffix(".woff2") || $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.min())
        let paths = ["/", "/" + article, "/fonts/" + font, "/assets/site.css", "/search-index.json", "/no-such-page.html"]
        var targets: [String] = []
        var statuses: [Int] = []
        for path in paths {
            let reply = try await HTTPReply.fetch(path, port: port)
            statuses.append(reply.status)
            targets.append("\(path)=\(reply.status):\(reply.body.count)")
        }
        #expect(statuses == [200, 200, 200, 200, 200, 404])

        // 3. A live-reload stream stays open. Through the middle third, the article's Markdown is
        // touched every second, so rebuilds with the same bytes (every target keeps its length) are
        // swapped in under load; two thirds in, another article gets a block with an unknown view
        // (code is not in the search index, so every target keeps its length), and that rebuild is
        // swapped in too, its page showing the error panel.
        let articles = try FileManager.default.contentsOfDirectory(atPath: folder + "/content").filter { $0.hasSuffix(".md") && $0.first!.isNumber }.sorted()
        let touched = folder + "/content/" + article.replacingOccurrences(of: ".html", with: ".md")
        let broken = folder + "/content/" + articles[1]
        let brokenPage = "/" + articles[1].replacingOccurrences(of: ".md", with: ".html")
        let timeout = Duration.seconds(Self.seconds + 30)
        let events = try await onDedicatedThread { try EventStreamClient(port: port, path: Self.eventsPath, readTimeout: timeout) }
        #expect(try await onDedicatedThread { try events.nextEvent() }.name == "hello")
        let announcements = Task {
            try await onDedicatedThread {
                var announced: [(event: EventStreamClient.Event, at: ContinuousClock.Instant)] = []
                while announced.last?.event.name != "problems" {
                    announced.append((try events.nextEvent(), ContinuousClock.now))
                }
                return announced
            }
        }
        let edits = Task {
            try await Task.sleep(for: .seconds(Self.seconds) / 3)
            for _ in 0..<max(1, Self.seconds / 3) {
                try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: touched)
                try await Task.sleep(for: .seconds(1))
            }
            let text = try String(contentsOfFile: broken, encoding: .utf8)
            try (text + "\n```swift\nTxt(\"broken\")\n```\n").write(toFile: broken, atomically: true, encoding: .utf8)
            return ContinuousClock.now
        }
        let report = try await WrkReport.measure(port: port, seconds: Self.seconds, connections: Self.connections, targets: targets)
        let loadEnded = ContinuousClock.now
        print("fieldguide serve, \(Self.seconds) s at \(Self.connections) connections: \(report.summary)")
        #expect(report.errorCount == 0, "\(report.summary)")
        #expect(report.expected > 0)
        #expect(report.deliberate404 > 0)

        // 4. The stream announced the rebuilds while the load was running, the broken one too: its
        // page was reloaded with the error panel, then the error listed.
        let brokenAt = try await edits.value
        let announced = try await announcements.value
        let reloads = announced.dropLast().filter { $0.event.name == "reload" }.count
        #expect(reloads >= 2 && reloads == announced.count - 1, "\(announced.map(\.event.name))")
        #expect(announced.allSatisfy { $0.at < loadEnded }, "announced after the load ended")
        let error = try #require(announced.last)
        print("announced under load: \(reloads) reloads, then the build error \(error.at - brokenAt) after the edit")
        #expect(try OverlayProblems(error.event).text.contains("error: unknown view 'Txt'"))
        let brokenPageAfter = try await HTTPReply.fetch(brokenPage, port: port)
        #expect(brokenPageAfter.text.contains("unknown view &#39;Txt&#39;"))

        // 5. Afterwards the server still answers pages and opens new streams.
        #expect(serve.isRunning)
        #expect(try await HTTPReply.fetch("/" + article, port: port).status == 200)
        let after = try await onDedicatedThread { try EventStreamClient(port: port, path: Self.eventsPath) }
        #expect(try await onDedicatedThread { try after.nextEvent() }.name == "hello")
    }

    /// The check above can fail: when nothing listens on the port, wrk prints no report at all.
    @Test func aPortWithoutAServerFailsTheMeasurement() async throws {
        let (descriptor, port) = try Self.loopbackSocket()
        close(descriptor)
        await #expect(throws: WrkReport.NotParsed.self) {
            _ = try await WrkReport.measure(port: port, seconds: 1, connections: 2, targets: ["/=200:1"])
        }
    }

    /// The check above can fail: connections that never get an answer are counted as stalled.
    @Test func aServerThatNeverAnswersCountsAsErrors() async throws {
        let (descriptor, port) = try Self.loopbackSocket()
        defer { close(descriptor) }
        // Connections complete in the kernel's backlog, but nobody accepts or answers them.
        #expect(listen(descriptor, 16) == 0)
        let report = try await WrkReport.measure(port: port, seconds: 1, connections: 2, targets: ["/=200:1"])
        #expect(report.stalled == 2)
        #expect(report.requests == 0)
        #expect(report.errorCount == 2)
    }

    /// A socket bound to a loopback port the system picked, and that port.
    private static func loopbackSocket() throws -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        if !bound { close(descriptor) }
        try #require(bound, "cannot bind a loopback socket: errno \(errno)")
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }
}
