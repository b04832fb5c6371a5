import Foundation
import TestSupport
import Testing

/// The Content-Security-Policy README.md tells hosts to send lets the bundled guide run: in
/// Chromium, its home page and its busiest article under that policy (as a `<meta>`, less
/// `frame-ancestors`, which browsers ignore there) log nothing, while the same pages under the
/// policy with a wrong script hash log the refused script.
@Suite struct HostPolicyTests {
    static let pages = ["index.html", "10-alignment-guides.html"]

    /// The policy as README.md writes it, on its line in a code block.
    static func documentedPolicy() throws -> String {
        let readme = try String(contentsOf: BundledSite.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix("Content-Security-Policy: ") })
        return String(line.dropFirst("Content-Security-Policy: ".count))
    }

    @Test func theDocumentedPolicyLetsTheGuideRunAndAWrongHashDoesNot() throws {
        let chromium = try Chromium.find()
        let policy = try Self.documentedPolicy()
        let hash = try #require(policy.firstMatch(of: /'sha256-([^']+)'/)?.1)
        let site = try copyOfTheSite()
        for page in Self.pages {
            let good = try capture(page, policy: policy, in: site, chromium: chromium)
            #expect(good.isEmpty, "\(page) under the documented policy: \(good)")
            let wrong = try capture(page, policy: policy.replacingOccurrences(of: hash, with: String(hash.reversed())), in: site, chromium: chromium)
            #expect(wrong.contains { $0.contains("Content Security Policy") }, "\(page) under a wrong hash: \(wrong)")
        }
    }

    /// The console of `page` with `policy` in a `<meta>` at the top of its head.
    private func capture(_ page: String, policy: String, in site: URL, chromium: Chromium) throws -> [String] {
        let metaPolicy = policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.hasPrefix("frame-ancestors") }.joined(separator: "; ")
        let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
        let marked = html.replacingOccurrences(
            of: "<meta charset=\"utf-8\">", with: "<meta charset=\"utf-8\">\n<meta http-equiv=\"Content-Security-Policy\" content=\"\(metaPolicy)\">")
        #expect(marked != html)
        let copy = site.appendingPathComponent("policy-" + page)
        try marked.write(to: copy, atomically: true, encoding: .utf8)
        let scratch = URL(fileURLWithPath: try TestFolders.newFolder(in: TestFolders.scratch("fieldguide-browser-tests")))
        return try chromium.screenshot(of: copy, width: 1280, height: 1600, colorScheme: .light, scratch: scratch).consoleMessages
    }

    /// The bundled site copied, so the pages written here stay out of the shared build.
    private func copyOfTheSite() throws -> URL {
        let copy = URL(fileURLWithPath: try TestFolders.newFolder(in: TestFolders.scratch("fieldguide-browser-tests"))).appendingPathComponent("site")
        try FileManager.default.copyItem(at: try BundledSite.folder(), to: copy)
        return copy
    }
}
