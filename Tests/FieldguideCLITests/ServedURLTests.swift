import Foundation
import TestSupport
import Testing

/// The dev server answers every URL a built site uses for its own files, when file names hold
/// characters URLs reserve: the site writes `07-ha#sh.html` and links to `07-ha%23sh.html`, and
/// `serve` decodes the request path once to find the file (issue 17).
@Suite(.timeLimit(.minutes(5)))
struct ServedURLTests {
    static let names = ["01-plain.md", "07-ha#sh.md", "09-q?uery.md", "10-s p.md", "11-100%.md", "12-é.md", "13-a:b.md", "14-&'+;=.md"]

    @Test func everyLinkOfTheSiteIsServed() async throws {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/content/images", withIntermediateDirectories: true)
        try #"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"/>"#.write(toFile: folder + "/content/images/a b#1.svg", atomically: true, encoding: .utf8)
        for (index, name) in Self.names.enumerated() {
            let code = index == 0 ? "```swift\nImage(\"a b#1\")\n```\n" : ""
            try "# Page \(index)\n\n![picture](images/a%20b%231.svg)\n\n\(code)".write(toFile: folder + "/content/" + name, atomically: true, encoding: .utf8)
        }
        let serve = try ServeProcess(["--content", "content", "--output", "_site"], in: folder)
        defer { serve.kill() }
        let port = try await serve.waitForPort(within: ServeCommandTests.firstBuild)

        let links = try SiteLinks.links(in: folder + "/_site").filter { SiteLinks.sitePath(of: $0.url, root: "", origin: nil) != nil }
        let targets = Set(links.map { link in
            let path = link.url.prefix { $0 != "#" }
            return path.hasPrefix("/") ? String(path) : "/" + path
        })
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        for name in Self.names {
            let page = "/" + name.dropLast(3).addingPercentEncoding(withAllowedCharacters: unreserved)! + ".html"
            #expect(targets.contains(page), "no link to \(page) in \(targets.sorted())")
        }
        for target in targets.sorted() {
            let reply = try await HTTPReply.fetch(target, port: port)
            #expect(reply.status == 200, "\(target) (linked from \(links.first { $0.url.hasPrefix(target.dropFirst()) || $0.url == target }?.foundIn ?? "?")) got \(reply.status)")
        }
    }
}
