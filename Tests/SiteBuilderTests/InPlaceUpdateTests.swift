import Foundation
import Testing
@testable import SiteBuilder

/// An incremental build updates the site in place (`StagingFolder.updatesInPlace`): unchanged files
/// stay the same files (same inode), changed ones are moved over their old copies, files the site
/// no longer has are deleted, a page that becomes a folder's `index.html` (and back) takes the
/// place of the old entry, a link in the site is never followed out of it, and nothing is left
/// beside the site. Every result is byte for byte what
/// a build without any cache writes.
@Suite struct InPlaceUpdateTests {
    @Test func anEditedArticleReplacesItsPageAndLeavesTheOthersInPlace() throws {
        let site = try Self.site()
        try site.buildInPlace()
        let before = try site.inodes()
        try site.write("02-second.md", Self.article("Second", code: "Text(\"Second, edited\")"))
        try site.buildInPlace()
        let after = try site.inodes()
        #expect(after["01-first.html"] == before["01-first.html"])
        #expect(after["02-second.html"] != before["02-second.html"])
        #expect(after.keys.sorted() == before.keys.sorted())
        #expect(try String(contentsOfFile: site.output + "/02-second.html", encoding: .utf8).contains("Second, edited"))
        try site.expectSameAsWithoutCache()
    }

    @Test func aRemovedArticlesPageIsDeleted() throws {
        let site = try Self.site()
        try site.buildInPlace()
        try FileManager.default.removeItem(atPath: site.content + "/02-second.md")
        try site.buildInPlace()
        #expect(!FileManager.default.fileExists(atPath: site.output + "/02-second.html"))
        try site.expectSameAsWithoutCache()
    }

    @Test func pagesBecomeFoldersAndBackInPlace() throws {
        let site = try Self.site()
        try site.buildInPlace()
        try site.write("index.md", Self.home(pretty: true))
        try site.buildInPlace()
        #expect(FileManager.default.fileExists(atPath: site.output + "/first/index.html"))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/01-first.html"))
        try site.expectSameAsWithoutCache()
        try site.write("index.md", Self.home(pretty: false))
        try site.buildInPlace()
        #expect(!FileManager.default.fileExists(atPath: site.output + "/first"))
        try site.expectSameAsWithoutCache()
    }

    @Test func aLinkWhereTheSiteNeedsAFolderIsReplacedNotFollowed() throws {
        let site = try Self.site()
        try site.buildInPlace()
        let elsewhere = try SiteFixture.temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: site.output + "/first", withDestinationPath: elsewhere)
        try site.write("index.md", Self.home(pretty: true))
        try site.buildInPlace()
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        var info = stat()
        #expect(lstat(site.output + "/first", &info) == 0 && info.st_mode & S_IFMT == S_IFDIR)
        try site.expectSameAsWithoutCache()
    }

    /// `index.md`, with `urls: pretty` (every page a folder's `index.html`) or without.
    private static func home(pretty: Bool) -> String {
        "---\ntitle: \"Guide\"\n" + (pretty ? "urls: pretty\n" : "") + "---\nHello.\n"
    }

    private static func article(_ title: String, code: String) -> String {
        "---\ntitle: \"\(title)\"\n---\n```swift\n\(code)\n```\n"
    }

    private static func site() throws -> ScratchSite {
        try ScratchSite(files: [
            "01-first.md": article("First", code: "Text(\"First\")"),
            "02-second.md": article("Second", code: "Text(\"Second\").padding()"),
        ])
    }
}

private extension ScratchSite {
    /// A build without errors that leaves nothing beside the site.
    func buildInPlace() throws {
        let built = try build()
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
}
