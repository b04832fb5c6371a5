import Diagnostics
import Foundation
import Testing
@testable import SiteBuilder

/// A build says where each content finding shows on the site: its page, and the figure whose block
/// holds it (`serve`'s overlay links there), for articles it parsed and articles it reused alike.
@Suite struct DiagnosticPageTests {
    private let content = SiteFixture.content("broken")

    /// The link of the first finding with `id`.
    private func link(_ id: DiagnosticID, in report: BuildReport) throws -> String? {
        report.link(to: try #require(report.diagnostics.first { $0.id == id }))
    }

    private func expectLinks(_ report: BuildReport, root: String) throws {
        #expect(try link(.unknownView, in: report) == root + "01-broken.html#example-1")
        #expect(try link(.missingImage, in: report) == root + "01-broken.html#example-2")
        #expect(try link(.unsupportedModifier, in: report) == root + "01-broken.html#example-3", "a block inside a list")
        #expect(try link(.brokenLink, in: report) == root + "01-broken.html", "outside every block")
    }

    @Test func findingsLinkToTheFigureThatShowsThem() throws {
        let site = try SiteFixture.build(content: content)
        try expectLinks(site.report, root: "")
        #expect(try site.figure("example-2", in: "01-broken.html").contains("nowhere"))
    }

    @Test func underABaseURLTheLinksGoThroughItsPath() throws {
        let site = try SiteFixture.build(content: content, baseURL: "https://example.com/guide/")
        try expectLinks(site.report, root: "/guide/")
    }

    @Test func anArticleReusedFromThePreviousBuildKeepsItsLinks() throws {
        let output = try SiteFixture.temporaryFolder() + "/site"
        _ = try SiteFixture.build(content: content, output: output)
        let again = try SiteFixture.build(content: content, output: output)
        #expect(again.report.reusedArticleCount == 1)
        try expectLinks(again.report, root: "")
    }

    @Test func aFindingNoPageShowsHasNoLink() throws {
        let folder = try SiteFixture.temporaryFolder()
        try FileManager.default.copyItem(atPath: content, toPath: folder + "/content")
        try "<svg/>".write(toFile: folder + "/content/search-index.json", atomically: true, encoding: .utf8)
        let site = try SiteFixture.build(content: folder + "/content")
        let conflict = try #require(site.report.diagnostics.first { $0.id == .assetConflict })
        #expect(site.report.link(to: conflict) == nil)
    }
}
