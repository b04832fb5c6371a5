import Foundation
import TestSupport
import Testing
@testable import DevServer

/// The server over real loopback connections, started in-process on a port the system picks.
@Suite(.timeLimit(.minutes(1)))
struct DevServerTests {
    static let notFoundPage = "<!doctype html><html><body><h1>Page not found</h1></body></html>\n"
    static let stacksPage = "<!doctype html><html><head><title>Stacks</title></head><body><h1>Stacks</h1></body></html>\n"
    static let stylesheet = "body { margin: 0; }\n"
    static let fontBytes: [UInt8] = [0x77, 0x4F, 0x46, 0x32, 0x00, 0xFF, 0x10, 0x80]
    static let secret = "outside the site folder"

    /// A built site in `site/`, with a file and links that point outside it.
    private static func makeSite() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("secret.txt", secret)
        try folder.write("site/index.html", "<!doctype html><html><body><h1>Home</h1></body></html>\n")
        try folder.write("site/404.html", notFoundPage)
        try folder.write("site/guide/index.html", "<!doctype html><html><body><h1>Guide</h1></body></html>\n")
        try folder.write("site/guide/stacks.html", stacksPage)
        try folder.write("site/assets/css/site.css", stylesheet)
        try folder.write("site/assets/js/search.js", "console.log(1);\n")
        try folder.write("site/assets/img/logo.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        try folder.write("site/assets/fonts/Inter.woff2", bytes: fontBytes)
        try folder.link("site/alias.css", to: "assets/css/site.css")
        try folder.link("site/leak.txt", to: "../secret.txt")
        try folder.link("site/outside", to: "..")
        try folder.link("site/absolute.txt", to: folder.path + "/secret.txt")
        return folder
    }

    /// Runs `body` against a fresh server and site, stopping the server whatever happens.
    private func withServer(basePath: String = "/", _ body: (Int, DevServer, TemporaryFolder) async throws -> Void) async throws {
        let folder = try Self.makeSite()
        let server = DevServer(configuration: DevServerConfiguration(outputFolder: folder.path + "/site", port: 0, basePath: basePath))
        let port = try await server.start()
        do {
            try await body(port, server, folder)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func bindsToAPortTheSystemPicked() async throws {
        try await withServer { port, _, _ in
            #expect(port > 0)
            let reply = try await HTTPReply.fetch("/", port: port)
            #expect(reply.status == 200)
        }
    }

    /// Every answer is dated as it is sent (RFC 9110 §6.6.1), in the IMF-fixdate form.
    @Test func everyResponseCarriesTheDateItWasSent() async throws {
        try await withServer { port, _, _ in
            let before = time(nil)
            let replies = [try await HTTPReply.fetch("/", port: port), try await HTTPReply.fetch("/missing", port: port)]
            let after = time(nil)
            for reply in replies {
                let date = try #require(reply.headers["date"])
                #expect((before...after).map(HTTPDate.string(for:)).contains(date), "\(date)")
            }
        }
    }

    /// RFC 9110 §5.6.7's own example, and a date with one-digit fields.
    @Test func datesAreWrittenInTheIMFFixdateForm() {
        #expect(HTTPDate.string(for: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.string(for: 1_772_413_509) == "Mon, 02 Mar 2026 01:05:09 GMT")
    }

    @Test func servesPageAndNestedAssetsWithTheirContentTypes() async throws {
        try await withServer { port, _, _ in
            let page = try await HTTPReply.fetch("/guide/stacks.html", port: port)
            #expect(page.status == 200)
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(page.text.contains("<h1>Stacks</h1>"))
            let css = try await HTTPReply.fetch("/assets/css/site.css", port: port)
            #expect(css.status == 200)
            #expect(css.headers["content-type"] == "text/css; charset=utf-8")
            #expect(css.text == Self.stylesheet)
            let font = try await HTTPReply.fetch("/assets/fonts/Inter.woff2", port: port)
            #expect(font.headers["content-type"] == "font/woff2")
            #expect(font.body == Self.fontBytes)
            let svg = try await HTTPReply.fetch("/assets/img/logo.svg", port: port)
            #expect(svg.headers["content-type"] == "image/svg+xml; charset=utf-8")
            let script = try await HTTPReply.fetch("/assets/js/search.js", port: port)
            #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
            #expect(css.headers["cache-control"] == "no-cache")
            #expect(page.headers["cache-control"] == "no-store")
        }
    }

    /// A file other than a page is kept by the browser but revalidated: 304 while its tag holds,
    /// the new bytes once a build has replaced it. Pages carry a nonce each, so are never kept.
    @Test func unchangedFilesAreRevalidatedWithTheirTag() async throws {
        try await withServer { port, _, folder in
            let first = try await HTTPReply.fetch("/assets/css/site.css", port: port)
            let tag = try #require(first.headers["etag"])
            let again = try await HTTPReply.fetch("/assets/css/site.css", headers: ["If-None-Match": tag], port: port)
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.headers["etag"] == tag)
            let weak = try await HTTPReply.fetch("/assets/css/site.css", headers: ["If-None-Match": "\"other\", W/" + tag], port: port)
            #expect(weak.status == 304)

            try folder.write("site/assets/css/site.css", "body { margin: 1px; }\n")
            let rebuilt = try await HTTPReply.fetch("/assets/css/site.css", headers: ["If-None-Match": tag], port: port)
            #expect(rebuilt.status == 200)
            #expect(rebuilt.text == "body { margin: 1px; }\n")
            #expect(rebuilt.headers["etag"] != tag)

            let page = try await HTTPReply.fetch("/guide/stacks.html", headers: ["If-None-Match": "*"], port: port)
            #expect(page.status == 200)
            #expect(page.headers["etag"] == nil)
        }
    }

    @Test func foldersServeTheirIndexPage() async throws {
        try await withServer { port, _, _ in
            let root = try await HTTPReply.fetch("/", port: port)
            #expect(root.status == 200)
            #expect(root.text.contains("<h1>Home</h1>"))
            let guide = try await HTTPReply.fetch("/guide/", port: port)
            #expect(guide.status == 200)
            #expect(guide.text.contains("<h1>Guide</h1>"))
        }
    }

    @Test func folderWithoutSlashRedirectsSoRelativeLinksResolve() async throws {
        try await withServer { port, _, _ in
            let reply = try await HTTPReply.fetch("/guide?tab=2", port: port)
            #expect(reply.status == 301)
            #expect(reply.headers["location"] == "/guide/?tab=2")
        }
    }

    @Test func basePathServesTheSiteBelowItOnly() async throws {
        try await withServer(basePath: "/docs/") { port, _, _ in
            let page = try await HTTPReply.fetch("/docs/guide/stacks.html", port: port)
            #expect(page.status == 200)
            #expect(page.text.contains("<h1>Stacks</h1>"))
            let home = try await HTTPReply.fetch("/docs/", port: port)
            #expect(home.text.contains("<h1>Home</h1>"))
            let outside = try await HTTPReply.fetch("/guide/stacks.html", port: port)
            #expect(outside.status == 404)
            #expect(outside.text.contains("<h1>Page not found</h1>"))
        }
    }

    @Test(arguments: ["/", "/docs"])
    func basePathIsReachedFromTheRootAndWithoutItsSlash(target: String) async throws {
        try await withServer(basePath: "/docs/") { port, _, _ in
            let reply = try await HTTPReply.fetch(target, port: port)
            #expect(reply.status == 301)
            #expect(reply.headers["location"] == "/docs/")
        }
    }

    @Test func missesGetTheSitesOwn404Page() async throws {
        try await withServer { port, _, _ in
            let reply = try await HTTPReply.fetch("/no/such/page.html", port: port)
            #expect(reply.status == 404)
            #expect(reply.headers["content-type"] == "text/html; charset=utf-8")
            #expect(reply.text.contains("<h1>Page not found</h1>"))
        }
    }

    @Test func siteWithout404PageGetsPlainText404() async throws {
        let folder = try TemporaryFolder()
        try folder.write("index.html", "<p>home</p>")
        let server = DevServer(configuration: DevServerConfiguration(outputFolder: folder.path, port: 0))
        let port = try await server.start()
        let reply = try await HTTPReply.fetch("/missing", port: port)
        await server.stop()
        #expect(reply.status == 404)
        #expect(reply.headers["content-type"] == "text/plain; charset=utf-8")
        #expect(reply.text == "404 Not Found\n")
    }

    @Test(arguments: [
        "/../secret.txt",
        "/guide/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%252e%252e/secret.txt",
        "/..%2fsecret.txt",
        "/..%5csecret.txt",
        "/secret.txt%00.html",
        "//secret.txt",
        "/leak.txt",
        "/absolute.txt",
        "/outside/secret.txt",
    ])
    func traversalAttemptsGet404(target: String) async throws {
        try await withServer { port, _, _ in
            let reply = try await HTTPReply.fetch(target, port: port)
            #expect(reply.status == 404)
            #expect(reply.text.contains("<h1>Page not found</h1>"))
            #expect(!reply.text.contains(Self.secret))
        }
    }

    @Test func symlinkStayingInsideTheSiteIsServed() async throws {
        try await withServer { port, _, _ in
            let reply = try await HTTPReply.fetch("/alias.css", port: port)
            #expect(reply.status == 200)
            #expect(reply.text == Self.stylesheet)
        }
    }

    @Test func reloadScriptIsInjectedIntoHTMLResponsesOnly() async throws {
        try await withServer { port, _, folder in
            let page = try await HTTPReply.fetch("/guide/stacks.html", port: port)
            let nonce = try #require(page.headers["content-security-policy"]?.firstMatch(of: /'nonce-([^']+)'/)?.1)
            let bodyEnd = try #require(Self.stacksPage.range(of: "</body>"))
            let expected = Self.stacksPage[..<bodyEnd.lowerBound] + ReloadScript.tag(nonce: String(nonce)) + Self.stacksPage[bodyEnd.lowerBound...]
            #expect(page.text == expected)
            #expect(page.text.contains(ReloadScript.eventsPath))
            let notFound = try await HTTPReply.fetch("/missing.html", port: port)
            #expect(notFound.text.contains(ReloadScript.source))
            let css = try await HTTPReply.fetch("/assets/css/site.css", port: port)
            #expect(!css.text.contains(ReloadScript.eventsPath))
            let onDisk = try String(contentsOfFile: folder.path + "/site/guide/stacks.html", encoding: .utf8)
            #expect(onDisk == Self.stacksPage)
        }
    }

    /// An HTML file with no doctype, `html`, `head` or `body` (the sidebar file a page fetches)
    /// is a fragment: sent as written and revalidated by its tag, so the page's copy is used
    /// while it is unchanged. A page whose doctype follows a comment is still a page.
    @Test func anHTMLFragmentIsSentAsWrittenAndRevalidated() async throws {
        try await withServer { port, _, folder in
            let sidebar = "<nav id=\"sidebar\"><a href=\"/guide/stacks.html\">Stacks</a></nav>\n"
            try folder.write("site/assets/sidebar.html", sidebar)
            let first = try await HTTPReply.fetch("/assets/sidebar.html", port: port)
            #expect(first.text == sidebar)
            #expect(first.headers["content-type"] == "text/html; charset=utf-8")
            #expect(first.headers["cache-control"] == "no-cache")
            #expect(first.headers["content-security-policy"] == nil)
            let tag = try #require(first.headers["etag"])
            let again = try await HTTPReply.fetch("/assets/sidebar.html", headers: ["If-None-Match": tag], port: port)
            #expect(again.status == 304)

            try folder.write("site/commented.html", "<!-- made by hand -->\n<!DOCTYPE html>\n<title>Hand</title><p>Made by hand.\n")
            let page = try await HTTPReply.fetch("/commented.html", port: port)
            #expect(page.text.contains(ReloadScript.eventsPath))
            #expect(page.headers["cache-control"] == "no-store")
        }
    }

    @Test func headAnswersWithHeadersOnly() async throws {
        try await withServer { port, _, _ in
            let reply = try await HTTPReply.fetch("/assets/css/site.css", method: "HEAD", port: port)
            #expect(reply.status == 200)
            #expect(reply.headers["content-length"] == String(Self.stylesheet.utf8.count))
            #expect(reply.body.isEmpty)
        }
    }

    @Test func otherMethodsAreNotAllowed() async throws {
        try await withServer { port, _, _ in
            let reply = try await HTTPReply.fetch("/index.html", method: "DELETE", port: port)
            #expect(reply.status == 405)
            #expect(reply.headers["allow"] == "GET, HEAD")
        }
    }

    @Test func eventStreamDeliversReloadWithinTwoSeconds() async throws {
        try await withServer { port, server, _ in
            let stream = try await onDedicatedThread { try EventStreamClient(port: port, path: ReloadScript.eventsPath) }
            #expect(stream.head.status == 200)
            #expect(stream.head.headers["content-type"] == "text/event-stream; charset=utf-8")
            let hello = try await onDedicatedThread { try stream.nextEvent() }
            #expect(hello.name == "hello")
            let announced = ContinuousClock.now
            server.announceReload()
            let reload = try await onDedicatedThread { try stream.nextEvent() }
            #expect(reload.name == "reload")
            #expect(reload.data != hello.data)
            #expect(ContinuousClock.now - announced < .seconds(2))
        }
    }

    @Test func eventStreamDeliversProblemsAsJSON() async throws {
        try await withServer { port, server, _ in
            let stream = try await onDedicatedThread { try EventStreamClient(port: port, path: ReloadScript.eventsPath) }
            _ = try await onDedicatedThread { try stream.nextEvent() }
            let text = "content/stacks.md:12:9: error: unknown view 'HStak'\ncontent/stacks.md:12:9: note: did you mean 'HStack'?"
            server.announceProblems(BuildProblems(headline: "1 error", problems: [.init(severity: "error", text: text, link: "/stacks.html#example-1")]))
            let event = try await onDedicatedThread { try stream.nextEvent() }
            #expect(event.name == "problems")
            let decoded = try JSONSerialization.jsonObject(with: Data(event.data.utf8)) as? [String: Any]
            let problem = (decoded?["problems"] as? [[String: Any]])?.first
            #expect(decoded?["headline"] as? String == "1 error")
            #expect(problem?["text"] as? String == text)
            #expect(problem?["link"] as? String == "/stacks.html#example-1")
        }
    }

    @Test func stopEndsOpenEventStreams() async throws {
        let folder = try Self.makeSite()
        let server = DevServer(configuration: DevServerConfiguration(outputFolder: folder.path + "/site", port: 0))
        let port = try await server.start()
        let stream = try await onDedicatedThread { try EventStreamClient(port: port, path: ReloadScript.eventsPath) }
        _ = try await onDedicatedThread { try stream.nextEvent() }
        await server.stop()
        try await onDedicatedThread { try stream.waitForEnd() }
    }

    @Test func restartsAfterStopAndServesAgain() async throws {
        let folder = try Self.makeSite()
        let server = DevServer(configuration: DevServerConfiguration(outputFolder: folder.path + "/site", port: 0))
        _ = try await server.start()
        await server.stop()
        let port = try await server.start()
        let stream = try await onDedicatedThread { try EventStreamClient(port: port, path: ReloadScript.eventsPath) }
        let hello = try await onDedicatedThread { try stream.nextEvent() }
        await server.stop()
        #expect(hello.name == "hello")
    }

    @Test func runReturnsOnceStopped() async throws {
        let folder = try Self.makeSite()
        let server = DevServer(configuration: DevServerConfiguration(outputFolder: folder.path + "/site", port: 0))
        let port = try await server.start()
        let running = Task { try await server.run() }
        let reply = try await HTTPReply.fetch("/", port: port)
        #expect(reply.status == 200)
        await server.stop()
        try await running.value
    }

    @Test func cancellingRunStopsTheServer() async throws {
        let folder = try Self.makeSite()
        let server = DevServer(configuration: DevServerConfiguration(outputFolder: folder.path + "/site", port: 0))
        let port = try await server.start()
        let running = Task { try await server.run() }
        running.cancel()
        try await running.value
        await #expect(throws: RawHTTPConnection.ConnectionFailed.self) {
            try await onDedicatedThread { _ = try RawHTTPConnection(port: port) }
        }
    }

    @Test func startFailsWhenThePortIsTaken() async throws {
        try await withServer { port, _, folder in
            let second = DevServer(configuration: DevServerConfiguration(outputFolder: folder.path + "/site", port: port))
            await #expect(throws: (any Error).self) { _ = try await second.start() }
        }
    }

    @Test func startTwiceIsRefused() async throws {
        try await withServer { _, server, _ in
            await #expect(throws: DevServer.StartError.alreadyRunning) { _ = try await server.start() }
        }
    }

    @Test func listensOnLoopbackByDefault() async throws {
        #expect(DevServerConfiguration(outputFolder: "site").host == "127.0.0.1")
        try await withServer { port, _, _ in
            let addresses = try ListeningSockets.addresses(port: port)
            #expect(addresses == ["127.0.0.1"])
        }
    }
}
