import Foundation
import TestSupport
import Testing
@testable import DevServer

/// The server under abuse: every response `nosniff` with a restrictive Content-Security-Policy,
/// requests naming another host refused (DNS rebinding), idle and half-sent connections closed,
/// HTTP/1.0 answered as HTTP/1.0 and closed, files asked for as folders and hidden files not
/// served, and live-reload streams dropped as soon as their page goes. Before, each of these got
/// the default (no headers, any host, connections held for ever, HTTP/1.1 chunked, 200).
@Suite(.timeLimit(.minutes(1)))
struct DevServerHardeningTests {
    static let page = """
        <!doctype html><html><head><script>document.documentElement.className = "js";</script>\
        <script src="assets/site.js" defer></script></head>\
        <body><p>Hi</p><script>alert("from the content")</script></body></html>

        """

    private static func withServer(idleTimeout: Duration = .seconds(30), _ body: (Int, DevServer, TemporaryFolder) async throws -> Void) async throws {
        let folder = try TemporaryFolder()
        try folder.write("site/index.html", page)
        try folder.write("site/404.html", "<!doctype html><p>missing</p>\n")
        try folder.write("site/assets/site.js", "console.log(1);\n")
        try folder.write("site/images/evil.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>\n")
        try folder.write("site/.git/config", "[core]\n")
        try folder.write("site/.fieldguide-site", "marker\n")
        let server = DevServer(configuration: DevServerConfiguration(outputFolder: folder.path + "/site", port: 0, idleTimeout: idleTimeout))
        let port = try await server.start()
        do {
            try await body(port, server, folder)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Sends `request` as written and reads the reply until the server closes the connection
    /// (throws `TimedOut` when it does not within `timeout`).
    private static func exchange(_ request: String, port: Int, timeout: Duration = .seconds(3)) async throws -> (head: HTTPHead, text: String) {
        try await onDedicatedThread {
            let connection = try RawHTTPConnection(port: port, readTimeout: timeout)
            try connection.write(request)
            let bytes = try connection.read(until: { _ in false })
            let head = try #require(HTTPHead(parsing: bytes))
            return (head, String(decoding: bytes, as: UTF8.self))
        }
    }

    @Test func everyResponseIsNosniffAndOnlyPagesMayRunTheirOwnScripts() async throws {
        try await Self.withServer { port, _, _ in
            for target in ["/", "/assets/site.js", "/images/evil.svg", "/missing", "/index.html/"] {
                #expect(try await HTTPReply.fetch(target, port: port).headers["x-content-type-options"] == "nosniff", "\(target)")
            }
            #expect(try await HTTPReply.fetch("/", method: "POST", port: port).headers["x-content-type-options"] == "nosniff")
            let svg = try await HTTPReply.fetch("/images/evil.svg", port: port)
            #expect(svg.headers["content-security-policy"] == ContentSecurityPolicy.files)
            #expect(svg.headers["content-security-policy"]?.contains("sandbox") == true)
            let events = try await onDedicatedThread { try EventStreamClient(port: port, path: ReloadScript.eventsPath) }
            #expect(events.head.headers["x-content-type-options"] == "nosniff")
        }
    }

    @Test func aPagesHeadScriptsAndTheReloadScriptGetTheResponsesNonceAndNothingElseDoes() async throws {
        try await Self.withServer { port, _, _ in
            let first = try await HTTPReply.fetch("/", port: port)
            let policy = try #require(first.headers["content-security-policy"])
            let nonce = try #require(policy.firstMatch(of: /script-src 'self' 'nonce-([A-Za-z0-9+\/=]{24})';/)?.1)
            #expect(policy.hasPrefix("default-src 'self'; "))
            #expect(first.text.contains("<head><script nonce=\"\(nonce)\">document.documentElement"))
            #expect(first.text.contains("<script src=\"assets/site.js\" defer>"))
            #expect(first.text.contains("<p>Hi</p><script>alert(\"from the content\")</script>"))
            #expect(first.text.contains("<script data-fieldguide=\"live-reload\" nonce=\"\(nonce)\">"))
            let second = try await HTTPReply.fetch("/", port: port)
            #expect(second.headers["content-security-policy"] != policy, "a new nonce for every response")
        }
    }

    @Test func requestsThatNameAnotherHostAreRefused() async throws {
        try await Self.withServer { port, _, _ in
            let refused = [
                "Host: evil.example", "Host: evil.example:\(port)", "Host: 127.0.0.1.evil.example",
                "Host: 127.0.0.1:\(port)\r\nOrigin: http://evil.example", "Host: localhost\r\nOrigin: null", "Host: localhost\r\nOrigin: https://localhost",
            ]
            for headers in refused {
                let reply = try await Self.exchange("GET / HTTP/1.1\r\n\(headers)\r\nConnection: close\r\n\r\n", port: port)
                #expect(reply.head.status == 403, "\(headers)")
                #expect(!reply.text.contains("<p>Hi</p>"), "\(headers)")
            }
            let answered = [
                "Host: 127.0.0.1:\(port)", "Host: localhost:\(port)", "Host: LOCALHOST", "Host: guide.localhost:\(port)", "Host: [::1]:\(port)",
                "Host: 127.0.0.2", "Host: localhost:\(port)\r\nOrigin: http://localhost:\(port)",
            ]
            for headers in answered {
                let reply = try await Self.exchange("GET / HTTP/1.1\r\n\(headers)\r\nConnection: close\r\n\r\n", port: port)
                #expect(reply.head.status == 200, "\(headers)")
            }
            #expect(try await Self.exchange("GET / HTTP/1.0\r\n\r\n", port: port).head.status == 200, "HTTP/1.0 without Host")
            let twoHosts = try await Self.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n", port: port)
            #expect(twoHosts.head.status == 400)
        }
    }

    @Test func theHostCheckAppliesOnlyToLoopback() {
        #expect(LoopbackNames(configuredHost: "192.168.1.20").allows(host: "evil.example", origin: "http://evil.example"))
        #expect(!LoopbackNames(configuredHost: "127.0.0.1").allows(host: "evil.example", origin: nil))
        #expect(LoopbackNames(configuredHost: "localhost").allows(host: "localhost:8000", origin: nil))
        #expect(!LoopbackNames(configuredHost: "::1").allows(host: "[::2]:8000", origin: nil))
    }

    @Test func http10IsAnsweredAsHTTP10WithoutChunksAndClosed() async throws {
        try await Self.withServer { port, server, _ in
            let page = try await Self.exchange("GET / HTTP/1.0\r\n\r\n", port: port, timeout: .seconds(2))
            #expect(page.text.hasPrefix("HTTP/1.0 200 OK\r\n"))
            #expect(page.head.headers["connection"] == "close")
            #expect(page.text.hasSuffix("</html>\n"))
            let keepAlive = try await Self.exchange("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", port: port, timeout: .seconds(2))
            #expect(keepAlive.head.headers["connection"] == "close")

            // The stream: no chunk framing, and closed with the server.
            let stream = Task { try await Self.exchange("GET \(ReloadScript.eventsPath) HTTP/1.0\r\n\r\n", port: port, timeout: .seconds(10)) }
            #expect(await eventually(within: .seconds(5)) { server.hub.subscriberCount == 1 })
            server.announceReload()
            await server.stop()
            let events = try await stream.value
            #expect(events.text.hasPrefix("HTTP/1.0 200 OK\r\n"))
            #expect(events.head.headers["transfer-encoding"] == nil)
            #expect(events.text.contains("\r\n\r\nretry: 1000\nevent: hello\n"))
            #expect(events.text.contains("event: reload\n"))
        }
    }

    @Test func idleAndHalfSentConnectionsAreClosedAfterTheIdleTimeout() async throws {
        try await Self.withServer(idleTimeout: .seconds(1)) { port, server, _ in
            let clock = ContinuousClock()
            for request in ["", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "] {
                let started = clock.now
                let reply = try await onDedicatedThread {
                    let connection = try RawHTTPConnection(port: port, readTimeout: .seconds(10))
                    try connection.write(request)
                    return try connection.read(until: { _ in false })
                }
                #expect(reply.isEmpty || HTTPHead(parsing: reply) == nil, "\(request.debugDescription)")
                #expect(clock.now - started < .seconds(5), "\(request.debugDescription) was held \(clock.now - started)")
            }
            // A keep-alive connection is closed once idle after its response.
            let kept = try await Self.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: port, timeout: .seconds(5))
            #expect(kept.head.status == 200)

            // A live-reload stream is a response in progress, not idle.
            let events = try await onDedicatedThread { try EventStreamClient(port: port, path: ReloadScript.eventsPath, readTimeout: .seconds(5)) }
            #expect(try await onDedicatedThread { try events.nextEvent() }.name == "hello")
            try await Task.sleep(for: .seconds(2.5))
            server.announceReload()
            #expect(try await onDedicatedThread { try events.nextEvent() }.name == "reload")
        }
    }

    @Test func filesNamedAsFoldersAndHiddenFilesAreNotServed() async throws {
        try await Self.withServer { port, _, _ in
            for target in ["/index.html/", "/assets/site.js/", "/.git/config", "/.fieldguide-site", "/assets/.hidden", "/%2egit/config"] {
                let reply = try await HTTPReply.fetch(target, port: port)
                #expect(reply.status == 404, "\(target) answered \(reply.status)")
                #expect(!reply.text.contains("[core]") && !reply.text.contains("marker"), "\(target)")
            }
            #expect(try await HTTPReply.fetch("/index.html", port: port).status == 200)
        }
    }

    @Test func streamsOfPagesThatWentAwayAreDroppedAtOnce() async throws {
        try await Self.withServer { port, server, _ in
            for round in 1...3 {
                try await onDedicatedThread {
                    for _ in 0..<100 {
                        let stream = try EventStreamClient(port: port, path: ReloadScript.eventsPath)
                        _ = try stream.nextEvent()
                    }
                }
                #expect(await eventually(within: .seconds(5)) { server.hub.subscriberCount == 0 }, "round \(round): \(server.hub.subscriberCount) left")
            }
        }
    }
}
