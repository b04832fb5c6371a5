import Diagnostics
import Foundation
import Testing
@testable import SiteBuilder

/// The figure cache: a rebuild reuses unchanged articles whole (`ArticleReuseTests`) and, in an
/// edited article, figures whose inputs are unchanged; it redraws the rest, and the site's bytes
/// are the same as a build without the cache.
@Suite struct CacheTests {
    /// `basic` publishes 01-stacks.md (six ```swift blocks) and 02-padding.md (one).
    static let basicBlockCount = 7
    /// The cache keeps a file per article with figures.
    static let basicArticleCount = 2

    @Test func aRebuildReusesEveryFigureAndWritesTheSameBytes() throws {
        let output = try SiteFixture.temporaryFolder() + "/site"
        let first = try SiteFixture.build(content: SiteFixture.content("basic"), output: output)
        let firstFiles = try SiteFixture.files(in: output)
        let second = try SiteFixture.build(content: SiteFixture.content("basic"), output: output)
        #expect(first.report.cachedFigureCount == 0)
        #expect(first.report.reusedArticleCount == 0)
        #expect(second.report.reusedArticleCount == 2)
        #expect(second.report.cachedFigureCount == 0)
        #expect(second.report.previewCount == first.report.previewCount)
        #expect(second.report.diagnostics == first.report.diagnostics)
        #expect(try SiteFixture.files(in: output) == firstFiles)
    }

    @Test func anEditedBlockIsRedrawnWithTheBlocksAfterIt() throws {
        let content = try copyOfBasic()
        let output = try SiteFixture.temporaryFolder() + "/site"
        _ = try SiteFixture.build(content: content, output: output)
        let before = try SiteFixture.files(in: output)["01-stacks.html"]
        let article = content + "/01-stacks.md"
        let text = try String(contentsOfFile: article, encoding: .utf8)
        try text.replacingOccurrences(of: "Text(\"New\").padding(4)", with: "Text(\"New\").padding(9)")
            .write(toFile: article, atomically: true, encoding: .utf8)

        let warm = try SiteFixture.build(content: content, output: output)
        // Blocks 4 (Badge, edited), 5 and 6 (which use Badge) are drawn again; 1–3 come from the
        // figure cache; 02-padding.md is reused whole, without reading its figure.
        #expect(warm.report.cachedFigureCount == 3)
        #expect(warm.report.reusedArticleCount == 1)
        let cold = try build(content: content, usesCache: false)
        #expect(cold.report.cachedFigureCount == 0)
        #expect(try SiteFixture.files(in: output) == SiteFixture.files(in: cold.folder))
        #expect(try SiteFixture.files(in: output)["01-stacks.html"] != before)
    }

    @Test func aCacheOfAnotherVersionIsEmptied() throws {
        let folder = try SiteFixture.temporaryFolder()
        let stale = folder + "/.fieldguide-cache/figures/" + String(repeating: "0", count: 32)
        try FileManager.default.createDirectory(atPath: folder + "/.fieldguide-cache/figures", withIntermediateDirectories: true)
        try Data("older".utf8).write(to: URL(fileURLWithPath: folder + "/.fieldguide-cache/version"))
        try Data("not a figure".utf8).write(to: URL(fileURLWithPath: stale))

        let site = try SiteFixture.build(content: SiteFixture.content("basic"), output: folder + "/site")
        #expect(site.report.cachedFigureCount == 0)
        #expect(!FileManager.default.fileExists(atPath: stale))
        let version = try String(contentsOfFile: folder + "/.fieldguide-cache/version", encoding: .utf8)
        #expect(version == FigureCache.version)
        let figures = try FileManager.default.contentsOfDirectory(atPath: folder + "/.fieldguide-cache/figures")
        #expect(figures.count == Self.basicArticleCount)
    }

    @Test func anUnreadableArticlesFiguresAreDrawnAgain() throws {
        let folder = try SiteFixture.temporaryFolder()
        _ = try SiteFixture.build(content: SiteFixture.content("basic"), output: folder + "/site")
        let stacks = folder + "/.fieldguide-cache/figures/" + FigureCache.name("01-stacks.md")
        #expect(FileManager.default.fileExists(atPath: stacks))
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: stacks))
        // Without the article records every article is parsed again and reads its figures.
        try FileManager.default.removeItem(atPath: folder + "/.fieldguide-cache/articles-site")

        let site = try SiteFixture.build(content: SiteFixture.content("basic"), output: folder + "/site")
        #expect(site.report.cachedFigureCount == Self.basicBlockCount - 6)
        // The figures drawn again were stored again.
        try FileManager.default.removeItem(atPath: folder + "/.fieldguide-cache/articles-site")
        let again = try SiteFixture.build(content: SiteFixture.content("basic"), output: folder + "/site")
        #expect(again.report.cachedFigureCount == Self.basicBlockCount)
    }

    @Test func withoutCachingNothingIsKept() throws {
        let site = try build(content: SiteFixture.content("basic"), usesCache: false)
        let parent = (site.folder as NSString).deletingLastPathComponent
        #expect(!FileManager.default.fileExists(atPath: parent + "/.fieldguide-cache"))
    }

    @Test func aFigureRecordReadsBackWhole() throws {
        let diagnostic = Diagnostic(.warning, DiagnosticID(rawValue: "layout.clamped"), "négative width", file: "a.md", at: .init(line: 3, column: 7), notes: [DiagnosticNote("one"), DiagnosticNote("")])
        let output = BlockRendering.Output(html: "<figure>✓</figure>", diagnostics: [diagnostic], previewCount: 2, vocabulary: ["HStack", "padding"])
        let bytes = FigureRecord.encode(output)
        let decoded = try #require(FigureRecord.decode(bytes))
        #expect(decoded.html == output.html)
        #expect(decoded.diagnostics == output.diagnostics)
        #expect(decoded.previewCount == 2)
        #expect(decoded.vocabulary == output.vocabulary)
        #expect(FigureRecord.decode(Array(bytes.dropLast())) == nil)
        #expect(FigureRecord.decode(bytes + [0]) == nil)
    }

    private func copyOfBasic() throws -> String {
        let folder = try SiteFixture.temporaryFolder() + "/content"
        try FileManager.default.copyItem(atPath: SiteFixture.content("basic"), toPath: folder)
        return folder
    }

    private func build(content: String, usesCache: Bool) throws -> BuiltSite {
        let output = try SiteFixture.temporaryFolder() + "/site"
        let options = BuildOptions(contentFolder: content, outputFolder: output, usesCache: usesCache)
        return BuiltSite(folder: output, report: try SiteBuilder(options: options).run())
    }
}
