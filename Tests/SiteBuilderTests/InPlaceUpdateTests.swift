import Foundation
import Testing
@testable import SiteBuilder

/// An incremental build updates the site in place (`StagingFolder.updatesInPlace`): unchanged files
/// stay the same files (same inode), changed ones are moved over their old copies, files the site
/// no longer has are deleted, a page that becomes a folder's `index.html` (and back) takes the
/// place of the old entry, and nothing is left beside the site. Every result is byte for byte what
/// a build without any cache writes.
@Suite struct InPlaceUpdateTests {
    @Test func anEditedArticleReplacesItsPageAndLeavesTheOthersInPlace() throws {
        let site = try Site()
        try site.build()
        let before = try site.inodes()
        try site.write("02-second.md", Site.article("Second", code: "Text(\"Second, edited\")"))
        try site.build()
        let after = try site.inodes()
        #expect(after["01-first.html"] == before["01-first.html"])
        #expect(after["02-second.html"] != before["02-second.html"])
        #expect(after.keys.sorted() == before.keys.sorted())
        #expect(try String(contentsOfFile: site.output + "/02-second.html", encoding: .utf8).contains("Second, edited"))
        try site.expectSameAsWithoutCache()
    }

    @Test func aRemovedArticlesPageIsDeleted() throws {
        let site = try Site()
        try site.build()
        try FileManager.default.removeItem(atPath: site.content + "/02-second.md")
        try site.build()
        #expect(!FileManager.default.fileExists(atPath: site.output + "/02-second.html"))
        try site.expectSameAsWithoutCache()
    }

    @Test func pagesBecomeFoldersAndBackInPlace() throws {
        let site = try Site()
        try site.build()
        try site.write("index.md", "---\ntitle: \"Guide\"\nurls: pretty\n---\nHello.\n")
        try site.build()
        #expect(FileManager.default.fileExists(atPath: site.output + "/first/index.html"))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/01-first.html"))
        try site.expectSameAsWithoutCache()
        try site.write("index.md", "---\ntitle: \"Guide\"\n---\nHello.\n")
        try site.build()
        #expect(!FileManager.default.fileExists(atPath: site.output + "/first"))
        try site.expectSameAsWithoutCache()
    }

    private struct Site {
        let folder: String
        var content: String { folder + "/content" }
        var output: String { folder + "/site" }

        init() throws {
            folder = try SiteFixture.temporaryFolder()
            try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
            try write("01-first.md", Self.article("First", code: "Text(\"First\")"))
            try write("02-second.md", Self.article("Second", code: "Text(\"Second\").padding()"))
        }

        static func article(_ title: String, code: String) -> String {
            "---\ntitle: \"\(title)\"\n---\n```swift\n\(code)\n```\n"
        }

        func write(_ file: String, _ text: String) throws {
            try text.write(toFile: content + "/" + file, atomically: true, encoding: .utf8)
        }

        func build() throws {
            let built = try SiteFixture.build(content: content, output: output)
            #expect(built.report.diagnostics.filter { $0.severity == .error }.isEmpty)
            let beside = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".site.") }
            #expect(beside.isEmpty, "left beside the site: \(beside)")
        }

        /// Every file of the site by path, with its inode.
        func inodes() throws -> [String: UInt64] {
            var found: [String: UInt64] = [:]
            for path in try SiteFixture.files(in: output).keys {
                var info = stat()
                guard lstat(output + "/" + path, &info) == 0 else { throw CocoaError(.fileNoSuchFile) }
                found[path] = UInt64(info.st_ino)
            }
            return found
        }

        func expectSameAsWithoutCache(sourceLocation: SourceLocation = #_sourceLocation) throws {
            let cold = try SiteFixture.temporaryFolder() + "/site"
            _ = try SiteBuilder(options: BuildOptions(contentFolder: content, outputFolder: cold, usesCache: false)).run()
            #expect(try SiteFixture.files(in: output) == SiteFixture.files(in: cold), sourceLocation: sourceLocation)
        }
    }
}
