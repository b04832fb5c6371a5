import Diagnostics
import Foundation
import Testing
@testable import SiteBuilder

/// A rebuild neither parses nor renders an article whose Markdown (and everything its figures
/// depend on) is unchanged, while what all pages share and every link target are too; its page,
/// findings and search entry are the previous build's. Every test also compares the site with a
/// build without any cache, byte for byte.
@Suite struct ArticleReuseTests {
    static let linking = """
        ---
        title: "Linking"
        order: 1
        ---
        See [the other heading](02-target.md#old-name) and [a missing page](nowhere.md).

        ```swift
        Text("Linking")
        ```
        """
    static let target = """
        ---
        title: "Target"
        order: 2
        ---
        ## Old name

        ```swift
        Text("Target").padding()
        ```
        """

    @Test func anUnchangedArticleKeepsItsPageAndItsFindings() throws {
        let site = try Site()
        let first = try site.build()
        try site.write("02-target.md", Self.target + "\nOne more sentence.\n")
        let second = try site.build()
        #expect(first.report.reusedArticleCount == 0)
        #expect(second.report.reusedArticleCount == 1)
        #expect(second.report.diagnostics == first.report.diagnostics)
        #expect(second.report.diagnostics.map(\.id.rawValue) == ["link.broken"])
        #expect(second.report.previewCount == first.report.previewCount)
        try site.expectSameAsWithoutCache()
    }

    @Test func renamingAHeadingRechecksTheLinksOfUnchangedArticles() throws {
        let site = try Site()
        _ = try site.build()
        try site.write("02-target.md", Self.target.replacingOccurrences(of: "## Old name", with: "## New name"))
        let second = try site.build()
        #expect(second.report.reusedArticleCount == 0)
        let linking = second.report.diagnostics.filter { $0.file == "01-linking.md" }.map(\.message)
        #expect(linking.count == 2)
        #expect(linking.contains { $0.contains("old-name") })
        try site.expectSameAsWithoutCache()
    }

    @Test func aRetitledArticleRewritesEveryPageOfTheSidebar() throws {
        let site = try Site()
        _ = try site.build()
        try site.write("02-target.md", Self.target.replacingOccurrences(of: "title: \"Target\"", with: "title: \"Renamed\""))
        let second = try site.build()
        #expect(second.report.reusedArticleCount == 0)
        #expect(try site.page("01-linking.html").contains("Renamed"))
        try site.expectSameAsWithoutCache()
    }

    @Test func aPageChangedInTheOutputFolderIsWrittenAgain() throws {
        let site = try Site()
        _ = try site.build()
        try Data("edited by hand".utf8).write(to: URL(fileURLWithPath: site.output + "/01-linking.html"))
        let second = try site.build()
        #expect(second.report.reusedArticleCount == 1)
        try site.expectSameAsWithoutCache()
    }

    @Test func unreadableRecordsMeanAFullBuild() throws {
        let site = try Site()
        _ = try site.build()
        let records = site.folder + "/.fieldguide-cache/articles-site"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: records))
        try bytes.dropLast().write(to: URL(fileURLWithPath: records))
        let second = try site.build()
        #expect(second.report.reusedArticleCount == 0)
        #expect(second.report.cachedFigureCount == 2)
        try site.expectSameAsWithoutCache()
    }

    @Test func anArticleRecordReadsBackWhole() throws {
        let diagnostic = Diagnostic(.warning, .brokenLink, "no 'x'", file: "a.md", at: .init(line: 2, column: 5), notes: [DiagnosticNote("n")])
        let record = ArticleRecord(
            key: Fingerprint(high: 1, low: .max), file: "a.md", title: "Á", summary: nil, order: 0, section: "",
            customSlug: "a-page", aliases: ["old/a.html", "b/"], anchors: ["example-1", "one"], previewCount: 3, unevaluatedCount: 2, pageContent: Fingerprint(high: 7, low: 8),
            diagnostics: [diagnostic], searchEntry: Array(#"{"title":"Á"}"#.utf8), needsHighlighting: true)
        var writer = ByteRecordWriter()
        record.encode(into: &writer)
        var reader = ByteRecordReader(writer.bytes)
        #expect(ArticleRecord.decode(from: &reader) == record)
        #expect(reader.isAtEnd)
        var truncated = ByteRecordReader(Array(writer.bytes.dropLast()))
        #expect(ArticleRecord.decode(from: &truncated) == nil)
    }

    /// A content folder with the two articles above, built into `site/` beside its cache.
    private struct Site {
        let folder: String
        var content: String { folder + "/content" }
        var output: String { folder + "/site" }

        init() throws {
            folder = try SiteFixture.temporaryFolder()
            try FileManager.default.createDirectory(atPath: folder + "/content", withIntermediateDirectories: true)
            try write("01-linking.md", ArticleReuseTests.linking)
            try write("02-target.md", ArticleReuseTests.target)
        }

        func write(_ file: String, _ text: String) throws {
            try text.write(toFile: content + "/" + file, atomically: true, encoding: .utf8)
        }

        func build() throws -> BuiltSite {
            try SiteFixture.build(content: content, output: output)
        }

        func page(_ name: String) throws -> String {
            try String(contentsOfFile: output + "/" + name, encoding: .utf8)
        }

        func expectSameAsWithoutCache(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let cold = try SiteFixture.temporaryFolder() + "/site"
            let report = try SiteBuilder(options: BuildOptions(contentFolder: content, outputFolder: cold, usesCache: false)).run()
            let built = try SiteFixture.build(content: content, output: output).report
            #expect(built.diagnostics == report.diagnostics, sourceLocation: sourceLocation)
            #expect(try SiteFixture.files(in: output) == SiteFixture.files(in: cold), sourceLocation: sourceLocation)
        }
    }
}
