import Foundation
import Testing
@testable import SiteBuilder

/// The no-change shortcut (`UnchangedBuild`): a build with every input and the output folder as
/// the previous build left them ends with that build's report and touches nothing (it ends after
/// its first stage, the comparison); any change to an input, to the output
/// folder, to the options or to the article records means a full build, whose site is byte for
/// byte what a build without any cache writes.
@Suite struct UnchangedBuildTests {
    /// The first stage of every build; the only one of a build that changes nothing.
    static let comparison = "compare with the previous build"

    @Test func anUnchangedBuildKeepsTheSiteAndReportsWhatAFullRebuildReports() throws {
        let site = try Self.site()
        _ = try site.build()
        try site.touch("02-second.md")
        let full = try site.build()
        let files = try SiteFixture.files(in: site.output)
        let again = try site.build()
        #expect(again.report.stageDurations.map(\.stage) == [Self.comparison])
        #expect(try SiteFixture.files(in: site.output) == files)
        #expect(again.report.diagnostics == full.report.diagnostics)
        #expect(again.report.diagnostics.map(\.id.rawValue) == ["link.broken"])
        #expect(again.report.pages == full.report.pages)
        #expect(again.report.templateDiagnostics == full.report.templateDiagnostics)
        #expect(again.report.pageCount == full.report.pageCount)
        #expect(again.report.articleCount == full.report.articleCount)
        #expect(again.report.previewCount == full.report.previewCount)
        #expect(again.report.reusedArticleCount == full.report.reusedArticleCount)
    }

    @Test func anArticleWrittenAgainWithTheSameBytesMeansAFullBuild() throws {
        let site = try Self.site()
        _ = try site.build()
        try site.touch("01-first.md")
        let rebuilt = try site.build()
        #expect(rebuilt.report.stageDurations.map(\.stage) != [Self.comparison])
        try site.expectSameAsWithoutCache()
    }

    @Test func aFileChangedOrAddedInTheOutputFolderMeansAFullBuild() throws {
        let site = try Self.site()
        _ = try site.build()
        try Data("edited by hand".utf8).write(to: URL(fileURLWithPath: site.output + "/02-second.html"))
        _ = try site.build()
        try site.expectSameAsWithoutCache()
        try Data("stray".utf8).write(to: URL(fileURLWithPath: site.output + "/stray.txt"))
        _ = try site.build()
        #expect(!FileManager.default.fileExists(atPath: site.output + "/stray.txt"))
        try site.expectSameAsWithoutCache()
    }

    @Test func otherOptionsMeanAFullBuild() throws {
        let site = try Self.site()
        _ = try site.build()
        let strict = try SiteFixture.build(content: site.content, strict: true, output: site.output)
        #expect(strict.report.errorCount == 1)
    }

    @Test func damagedArticleRecordsMeanAFullBuild() throws {
        let site = try Self.site()
        _ = try site.build()
        try FileManager.default.removeItem(atPath: site.folder + "/.fieldguide-cache/articles-site")
        let again = try site.build()
        #expect(again.report.reusedArticleCount == 0)
    }

    /// Two articles, the first with a broken link (a finding every build reports).
    private static func site() throws -> ScratchSite {
        try ScratchSite(files: [
            "01-first.md": "---\ntitle: \"First\"\norder: 1\n---\nSee [nothing](nowhere.md).\n\n```swift\nText(\"First\")\n```\n",
            "02-second.md": "---\ntitle: \"Second\"\norder: 2\n---\n```swift\nText(\"Second\").padding()\n```\n",
        ])
    }
}
