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
        let site = try Site()
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
        let site = try Site()
        _ = try site.build()
        try site.touch("01-first.md")
        let rebuilt = try site.build()
        #expect(rebuilt.report.stageDurations.map(\.stage) != [Self.comparison])
        try site.expectSameAsWithoutCache()
    }

    @Test func aFileChangedOrAddedInTheOutputFolderMeansAFullBuild() throws {
        let site = try Site()
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
        let site = try Site()
        _ = try site.build()
        let strict = try SiteFixture.build(content: site.content, strict: true, output: site.output)
        #expect(strict.report.errorCount == 1)
    }

    @Test func damagedArticleRecordsMeanAFullBuild() throws {
        let site = try Site()
        _ = try site.build()
        try FileManager.default.removeItem(atPath: site.folder + "/.fieldguide-cache/articles-site")
        let again = try site.build()
        #expect(again.report.reusedArticleCount == 0)
    }

    /// Two articles, the first with a broken link (a finding every build reports).
    private struct Site {
        let folder: String
        var content: String { folder + "/content" }
        var output: String { folder + "/site" }

        init() throws {
            folder = try SiteFixture.temporaryFolder()
            try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
            try write("01-first.md", "---\ntitle: \"First\"\norder: 1\n---\nSee [nothing](nowhere.md).\n\n```swift\nText(\"First\")\n```\n")
            try write("02-second.md", "---\ntitle: \"Second\"\norder: 2\n---\n```swift\nText(\"Second\").padding()\n```\n")
        }

        func write(_ file: String, _ text: String) throws {
            try text.write(toFile: content + "/" + file, atomically: true, encoding: .utf8)
        }

        /// Writes the file again with the same bytes: only its times and inode change.
        func touch(_ file: String) throws {
            try write(file, try String(contentsOfFile: content + "/" + file, encoding: .utf8))
        }

        func build() throws -> BuiltSite {
            try SiteFixture.build(content: content, output: output)
        }

        func expectSameAsWithoutCache(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let cold = try SiteFixture.temporaryFolder() + "/site"
            _ = try SiteBuilder(options: BuildOptions(contentFolder: content, outputFolder: cold, usesCache: false)).run()
            #expect(try SiteFixture.files(in: output) == SiteFixture.files(in: cold), sourceLocation: sourceLocation)
        }
    }
}
