import Foundation
import Testing
@testable import SiteBuilder

/// Running one builder again, as `serve` does: only changed articles are evaluated again, the
/// result is byte for byte what a fresh builder writes, broken rebuilds included (their pages show
/// the error panels).
@Suite struct RebuildTests {
    /// A copy of the `basic` fixture that a test may edit, and where its site goes.
    private struct EditableSite {
        let content: String
        let output: String

        init() throws {
            let folder = try SiteFixture.temporaryFolder()
            content = folder + "/content"
            output = folder + "/site"
            try FileManager.default.copyItem(atPath: SiteFixture.content("basic"), toPath: content)
        }

        var options: BuildOptions { BuildOptions(contentFolder: content, outputFolder: output) }

        func replace(_ old: String, with new: String, in file: String) throws {
            let path = content + "/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(old), "\(file) has no '\(old)'")
            try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
        }

        /// What a builder that has never run writes for the same content, in another folder.
        func freshBuild() throws -> [String: Data] {
            let folder = try SiteFixture.temporaryFolder() + "/site"
            _ = try SiteBuilder(options: BuildOptions(contentFolder: content, outputFolder: folder)).run()
            return try SiteFixture.files(in: folder)
        }
    }

    @Test func aSecondRunReusesEveryArticleAndWritesTheSameBytes() throws {
        let site = try EditableSite()
        let builder = SiteBuilder(options: site.options, runsAgain: true)
        let first = try builder.run()
        let firstFiles = try SiteFixture.files(in: site.output)
        let second = try builder.run()
        #expect(first.reusedArticleCount == 0)
        #expect(second.articleCount == 2)
        #expect(second.reusedArticleCount == 2)
        #expect(second.previewCount == first.previewCount)
        #expect(try SiteFixture.files(in: site.output) == firstFiles)
    }

    @Test func editingOneArticleEvaluatesOnlyThatOne() throws {
        let site = try EditableSite()
        let builder = SiteBuilder(options: site.options, runsAgain: true)
        _ = try builder.run()
        try site.replace("Text(\"Padded\")", with: "Text(\"Edited\")", in: "02-padding.md")
        let report = try builder.run()
        #expect(report.reusedArticleCount == 1)
        #expect(try String(contentsOfFile: site.output + "/02-padding.html", encoding: .utf8).contains("Edited"))
        #expect(try SiteFixture.files(in: site.output) == site.freshBuild())
    }

    @Test func changingAnImageEvaluatesEveryArticleAgain() throws {
        let site = try EditableSite()
        let builder = SiteBuilder(options: site.options, runsAgain: true)
        _ = try builder.run()
        try site.replace("width=\"64\" height=\"48\"", with: "width=\"80\" height=\"48\"", in: "images/box.svg")
        let report = try builder.run()
        #expect(report.reusedArticleCount == 0)
        #expect(try SiteFixture.files(in: site.output) == site.freshBuild())
    }

    @Test func aRebuildWithErrorsReplacesTheSiteWithItsErrorPanels() throws {
        let site = try EditableSite()
        let builder = SiteBuilder(options: site.options, runsAgain: true)
        _ = try builder.run()
        try site.replace("Text(\"Padded\")", with: "Txt(\"Padded\")", in: "02-padding.md")
        let broken = try builder.run()
        #expect(broken.errorCount > 0)
        #expect(broken.reusedArticleCount == 1)
        #expect(try String(contentsOfFile: site.output + "/02-padding.html", encoding: .utf8).contains("unknown view &#39;Txt&#39;"))
        #expect(try SiteFixture.files(in: site.output) == site.freshBuild())
        let parent = (site.output as NSString).deletingLastPathComponent
        let hidden = try FileManager.default.contentsOfDirectory(atPath: parent).filter { $0.hasPrefix(".") && $0 != FigureCache.defaultFolderName }
        #expect(hidden.isEmpty, "no staging folder is left behind")
    }

    @Test func aCheckWritesNoPages() throws {
        let report = try SiteFixture.check(content: SiteFixture.content("basic"))
        #expect(report.pageCount == 0)
        #expect(report.pages.isEmpty)
    }
}
