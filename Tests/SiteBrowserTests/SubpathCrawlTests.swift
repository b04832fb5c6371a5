import Foundation
import TestSupport
import Testing
@testable import SiteBuilder

/// Issue 15, must-show 5: a site with folder sections, pretty URLs, aliases and redirects, built
/// for https://example.com/guide/ and served under `/guide/` by a plain static server (Python's
/// `http.server`, as a host would serve it: no rewriting), passes a link crawl in Chromium. From
/// the home page every `<a href>` into the site is followed (sidebar, section headings, cards,
/// pager, in-article links), and so is every redirect page the build wrote; each page must answer
/// 200, not be the 404 page, and hold the heading a link's `#fragment` names.
@Suite(.serialized) struct SubpathCrawlTests {
    private static let root = "/guide/"

    @Test func everyLinkUnderTheSubpathLeadsToAPage() async throws {
        let chromium = try Chromium.find()
        let scratch = try TestFolders.newFolder(in: TestFolders.scratch("fieldguide-browser-tests"))
        let site = scratch + "/www/guide"
        let options = BuildOptions(
            contentFolder: BundledSite.repository.appendingPathComponent("Fixtures/Sites/nested/content").path, outputFolder: site,
            baseURL: BaseURL("https://example.com/guide/"))
        let report = try SiteBuilder(options: options).run()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let server = try SiteServer(serving: URL(fileURLWithPath: scratch + "/www"))

        let redirects = try TestFolders.files(in: site).filter { $0.key.hasSuffix(".html") && String(decoding: $0.value, as: UTF8.self).contains("http-equiv=\"refresh\"") }
            .keys.map { Self.root + SiteURLs.folderPath($0) }.sorted()
        #expect(redirects.count == 8, "\(redirects)")
        let browserScratch = URL(fileURLWithPath: scratch).appendingPathComponent("chromium")
        try FileManager.default.createDirectory(at: browserScratch, withIntermediateDirectories: true)
        var crawl = Crawl(chromium: chromium, port: server.origin.port!, scratch: browserScratch)
        try await crawl.visit(from: [Self.root])
        #expect(crawl.visited.sorted() == [
            "/guide/", "/guide/basics/", "/guide/frame-modifier/", "/guide/grids/", "/guide/grids/lazy-grid/", "/guide/stacks/",
            "/guide/stacks/hstack/", "/guide/stacks/vstack/",
        ])
        let pages = crawl.visited
        try await crawl.visit(from: redirects)
        #expect(crawl.visited == pages.union(redirects), "a redirect page led outside the pages the links reach")
        #expect(crawl.failures == [])
        #expect(crawl.followedRedirects.sorted() == redirects, "Chromium did not follow these redirects")
        #expect(crawl.checkedFragments.sorted() == ["/guide/frame-modifier/#top-of-page", "/guide/stacks/hstack/#spacing"])
    }
}

/// Follows links breadth-first, each page read by Chromium (its DOM after scripts and any meta
/// refresh) and by a plain GET for its status.
private struct Crawl {
    let chromium: Chromium
    let port: Int
    let scratch: URL
    private(set) var visited: Set<String> = []
    /// `path: what went wrong (where it was linked from)`.
    private(set) var failures: [String] = []
    /// Redirect pages whose DOM was their target's: Chromium followed the refresh.
    private(set) var followedRedirects: [String] = []
    private var fragments: [(path: String, fragment: String, from: String)] = []
    /// Every `path#fragment` a link named, besides the skip link's `#main`.
    var checkedFragments: Set<String> { Set(fragments.filter { $0.fragment != "main" }.map { $0.path + "#" + $0.fragment }) }
    private var doms: [String: String] = [:]

    init(chromium: Chromium, port: Int, scratch: URL) {
        self.chromium = chromium
        self.port = port
        self.scratch = scratch
    }

    mutating func visit(from seeds: [String]) async throws {
        var queue = seeds.map { (path: $0, from: "start") }
        while !queue.isEmpty {
            let (path, from) = queue.removeFirst()
            guard visited.insert(path).inserted else { continue }
            let reply = try await HTTPReply.fetch(path, port: port)
            guard reply.status == 200 else {
                failures.append("\(path): status \(reply.status) (linked from \(from))")
                continue
            }
            let dom = try chromium.dumpDOM(of: URL(string: "http://127.0.0.1:\(port)\(path)")!, scratch: scratch)
            doms[path] = dom
            if dom.contains("<h1>Page not found</h1>") { failures.append("\(path): the 404 page (linked from \(from))") }
            let isRedirect = reply.text.contains("http-equiv=\"refresh\"")
            if isRedirect, !dom.contains("http-equiv=\"refresh\""), dom.contains("class=\"site-header\"") { followedRedirects.append(path) }
            // A redirect's DOM is its target's, whose relative links resolve against the target's
            // URL, which the crawl reaches by the redirect's own plain link.
            for link in Self.links(in: reply.text) + (isRedirect ? [] : Self.links(in: dom)) {
                let origin = "http://127.0.0.1:\(port)"
                guard let target = URL(string: link, relativeTo: URL(string: origin + path)!)?.absoluteString, target.hasPrefix(origin + "/") else { continue }
                let parts = target.dropFirst(origin.count).split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let targetPath = String(parts[0].prefix { $0 != "?" })
                guard targetPath.hasPrefix("/guide/") else {
                    failures.append("\(path): link '\(link)' leaves the subpath")
                    continue
                }
                if parts.count > 1, !parts[1].isEmpty { fragments.append((targetPath, String(parts[1]), path)) }
                if !visited.contains(targetPath) { queue.append((targetPath, path)) }
            }
        }
        for (path, fragment, from) in fragments where doms[path].map({ !$0.contains("id=\"\(fragment)\"") }) ?? false {
            failures.append("\(path)#\(fragment): no such heading (linked from \(from))")
        }
    }

    /// The `href` of every `<a>`, as written.
    private static func links(in html: String) -> [String] {
        html.matches(of: #/<a\s[^>]*href="([^"]*)"/#).map { String($0.1).replacingOccurrences(of: "&amp;", with: "&") }
    }
}
