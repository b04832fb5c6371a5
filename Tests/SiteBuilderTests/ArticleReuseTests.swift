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

    @Test func aRetitledArticleRewritesThePagesOfItsSection() throws {
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

    /// Files a rebuild writes anew get a new inode; files it keeps are linked from the previous
    /// site. Editing an article's text rewrites its page and the search index, nothing else.
    @Test func editingOneArticleRewritesOnlyItsPageAndTheSearchIndex() throws {
        let site = try Site(third: true)
        _ = try site.build()
        let before = try site.inodes()
        try site.write("02-target.md", Self.target + "\nOne more sentence.\n")
        _ = try site.build()
        #expect(try site.rewritten(since: before) == ["02-target.html", SearchIndex.file])
        try site.expectSameAsWithoutCache()
    }

    /// The report names what a rebuild changed in the output folder (`serve` tells open pages):
    /// nothing after a build with nothing to update, nothing when nothing changed, and then
    /// exactly the files whose inode changed, a deleted page included.
    @Test func theReportListsTheFilesARebuildChanged() throws {
        let site = try Site(third: true)
        #expect(try site.build().report.changedFiles == nil)
        #expect(try site.build().report.changedFiles == [])
        var before = try site.inodes()
        try site.write("02-target.md", Self.target + "\nOne more sentence.\n")
        let edited = try site.build().report.changedFiles
        #expect(edited == ["02-target.html", SearchIndex.file])
        #expect(try edited == site.rewritten(since: before).sorted())
        before = try site.inodes()
        try FileManager.default.removeItem(atPath: site.content + "/03-third.md")
        let removed = try site.build().report.changedFiles
        #expect(removed?.contains("03-third.html") == true)
        #expect(try removed == site.rewritten(since: before).sorted())
    }

    /// An edit to code leaves the search entries as they were (they hold text, headings and the
    /// views used), so the search index is kept without being put together again.
    @Test func editingOnlyCodeRewritesOnlyThePage() throws {
        let site = try Site(third: true)
        _ = try site.build()
        let before = try site.inodes()
        try site.write("02-target.md", Self.target.replacingOccurrences(of: ".padding()", with: ".padding(3)"))
        let second = try site.build()
        #expect(second.report.reusedArticleCount == 2)
        #expect(try site.rewritten(since: before) == ["02-target.html"])
        try site.expectSameAsWithoutCache()
    }

    /// The records are used only with every search entry they need: without the entries (removed,
    /// damaged, or of other records), a rebuild parses and renders every article, and the site is
    /// as a build without a cache makes it.
    @Test func recordsWithoutTheirSearchEntriesAreNotUsed() throws {
        let entries = { (site: Site) in site.folder + "/.fieldguide-cache/search-site" }
        let damages: [(Site) throws -> Void] = [
            { try FileManager.default.removeItem(atPath: entries($0)) },
            { site in
                var bytes = try #require(FileManager.default.contents(atPath: entries(site)))
                bytes[bytes.count - 3] ^= 0x20
                try bytes.write(to: URL(fileURLWithPath: entries(site)))
            },
        ]
        for damage in damages {
            let site = try Site(third: true)
            _ = try site.build()
            try damage(site)
            try site.write("02-target.md", Self.target + "\nOne more sentence.\n")
            let second = try site.build()
            #expect(second.report.reusedArticleCount == 0)
            #expect(try site.page(SearchIndex.file).contains("One more sentence"))
            try site.expectSameAsWithoutCache()
        }
    }

    /// A new title changes the neighbours' previous and next links and the sidebar of its section's
    /// pages (here all three articles share one), the home page's cards and sidebar, the sidebar file
    /// and the search index; `404.html`, which lists only section headings, the assets, fonts,
    /// sitemap and marker are kept.
    @Test func retitlingOneArticleRewritesItsSectionTheHomePageAndTheSidebarFile() throws {
        let site = try Site(third: true)
        _ = try site.build()
        let before = try site.inodes()
        try site.write("02-target.md", Self.target.replacingOccurrences(of: "title: \"Target\"", with: "title: \"Renamed\""))
        _ = try site.build()
        #expect(try site.rewritten(since: before) == ["01-linking.html", "02-target.html", "03-third.html", "index.html", SidebarFile.path, SearchIndex.file])
        #expect(try site.page("01-linking.html").contains("rel=\"next\"><span class=\"pager-label\">Next</span><span class=\"pager-title\">Renamed"))
        try site.expectSameAsWithoutCache()
    }

    /// Sections Alpha and Beta: retitling Alpha's last article rewrites Alpha's pages, Beta's first
    /// (its previous link), the home page, the sidebar file and the search index, and no other page.
    @Test func retitlingOneArticleDoesNotRewriteThePagesOfOtherSections() throws {
        let site = try Site(sections: true)
        _ = try site.build()
        let before = try site.inodes()
        try site.write("a-3.md", Site.article("Alpha", 3).replacingOccurrences(of: "title: \"Alpha 3\"", with: "title: \"Renamed\""))
        let second = try site.build()
        #expect(second.report.reusedArticleCount == 2)  // b-2 and b-3
        #expect(try site.rewritten(since: before) == [
            "a-1.html", "a-2.html", "a-3.html", "b-1.html", "index.html", SidebarFile.path, SearchIndex.file,
        ])
        #expect(try site.page("b-1.html").contains("Renamed"))
        #expect(try !site.page("b-2.html").contains("Renamed"))
        try site.expectSameAsWithoutCache()
    }

    @Test func anArticleRecordReadsBackWhole() throws {
        let diagnostic = Diagnostic(.warning, .brokenLink, "no 'x'", file: "a.md", at: .init(line: 2, column: 5), notes: [DiagnosticNote("n")])
        let record = ArticleRecord(
            key: Fingerprint(high: 1, low: .max), source: ArticleSource(digest: Fingerprint(high: 3, low: 4), identity: Fingerprint(high: 5, low: 6)), file: "a.md", title: "Á", summary: nil, order: 0, section: "",
            customSlug: "a-page", aliases: ["old/a.html", "b/"], anchors: ["example-1", "one"], previewCount: 3, unevaluatedCount: 2, pageContent: Fingerprint(high: 7, low: 8),
            diagnostics: [diagnostic], searchEntry: SearchEntryStore.fingerprint(of: Array(#"{"title":"Á"}"#.utf8)), needsHighlighting: true,
            figures: [DiagnosticPage.Figure(id: "example-1", firstLine: 3, lastLine: 9)])
        var writer = ByteRecordWriter()
        record.encode(into: &writer)
        var reader = ByteRecordReader(writer.bytes)
        #expect(ArticleRecord.decode(from: &reader) == record)
        #expect(reader.isAtEnd)
        var truncated = ByteRecordReader(Array(writer.bytes.dropLast()))
        #expect(ArticleRecord.decode(from: &truncated) == nil)
    }

    /// Once its file has stood still for `ArticleSource.settleTime`, an unchanged article is
    /// known by the file's identity and not read at all; an article whose page must change after
    /// all (its neighbour was retitled) is read then, and an edited one as always.
    @Test func aSettledUnchangedArticleIsNotReadAgain() throws {
        let site = try Site(third: true)
        Thread.sleep(forTimeInterval: ArticleSource.settleTime + 0.1)
        _ = try site.build()
        try site.write("02-target.md", Self.target + "\nOne more sentence.\n")
        let parsed = try site.parse()
        #expect(parsed.reused.keys.sorted() == ["01-linking.md", "03-third.md"])
        #expect(parsed.markdown.keys.sorted() == ["02-target.md"])
        _ = try site.build()
        try site.expectSameAsWithoutCache()

        try site.write("02-target.md", Self.target.replacingOccurrences(of: "title: \"Target\"", with: "title: \"Aim\""))
        let retitled = try site.build()
        #expect(retitled.report.reusedArticleCount == 0)
        #expect(try site.page("03-third.html").contains("Aim"))
        try site.expectSameAsWithoutCache()
    }

    /// Articles written just before a build are read again by the next one; reused then, their
    /// records keep the identity the settled files have, so the build after does not read them.
    @Test func aRecordKeepsTheIdentityItsFileSettledOn() throws {
        let site = try Site(third: true)
        _ = try site.build()
        Thread.sleep(forTimeInterval: ArticleSource.settleTime + 0.1)
        try site.write("03-third.md", "---\ntitle: \"Third\"\norder: 3\n---\nThe last one, edited.\n")
        let second = try site.build()
        #expect(second.report.reusedArticleCount == 2)
        let parsed = try site.parse()
        // The edited article is reused too, but read: it changed less than `settleTime` ago.
        #expect(parsed.reused.keys.sorted() == ["01-linking.md", "02-target.md", "03-third.md"])
        #expect(parsed.markdown.keys.sorted() == ["03-third.md"])
        try site.expectSameAsWithoutCache()
    }

    /// A file written again within one tick of the file-system clock may keep its identity, so an
    /// identity taken within `settleTime` of the file's last change is not kept.
    @Test func anIdentityIsKeptOnlyOnceTheFileHasSettled() throws {
        let file = try SiteFixture.temporaryFolder() + "/a.md"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let identity = try #require(FileIdentity(of: file))
        #expect(ArticleSource(markdown: [1], identity: identity, now: Date()).identity == nil)
        #expect(ArticleSource(markdown: [1], identity: identity, now: Date() + ArticleSource.settleTime + 1).identity == identity.fingerprint)
    }

    /// A process that builds again (`serve`'s worker) keeps the records it wrote in memory; they
    /// are what the file reads back as (a copy, which this process never wrote, is read from disk).
    /// The records a rebuild writes (those it reused encoded while it rendered, the edited one
    /// merged in between) are byte for byte those a build without a previous one writes.
    @Test func aRebuildWritesTheRecordsABuildFromScratchWrites() throws {
        let site = try Site(third: true)
        _ = try site.build()
        try site.write("02-target.md", Self.target + "\nOne more sentence.\n")
        #expect(try site.build().report.reusedArticleCount == 2)
        _ = try SiteFixture.build(content: site.content, output: site.folder + "/scratch/site")
        let rebuilt = try Data(contentsOf: URL(fileURLWithPath: site.folder + "/.fieldguide-cache/articles-site"))
        let fromScratch = try Data(contentsOf: URL(fileURLWithPath: site.folder + "/scratch/.fieldguide-cache/articles-site"))
        #expect(rebuilt == fromScratch)
    }

    @Test func recordsKeptInMemoryAreThoseTheFileHolds() throws {
        let site = try Site(third: true)
        _ = try site.build()
        try site.write("02-target.md", Self.target + "\nOne more sentence.\n")
        _ = try site.build()
        let cache = site.folder + "/.fieldguide-cache", copy = site.folder + "/copied-cache"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        for file in ["articles-site", "search-site"] { try FileManager.default.copyItem(atPath: cache + "/" + file, toPath: copy + "/" + file) }
        let remembered = ArticleRecordStore(cacheFolder: cache, output: site.output)
        let read = ArticleRecordStore(cacheFolder: copy, output: site.output)
        #expect(remembered.records.count == 3)
        #expect(remembered.records == read.records)
        #expect(remembered.site == read.site)
    }

    /// Folders Alpha and Beta, each a section with a section page (`alpha.html`) that lists its
    /// articles in its sidebar and as cards. Such a page is fingerprinted with its sidebar links
    /// unrendered, as the home page is: new text in one article rewrites no section page, and a
    /// new title rewrites its own folder's, not the other folder's.
    @Test func aSectionPageIsRewrittenOnlyWhenItsOwnSectionsLinksChange() throws {
        let site = try Site(folders: true)
        _ = try site.build()
        let before = try site.inodes()
        try site.write("alpha/a-2.md", Site.article("Alpha", 2) + "More text.\n")
        _ = try site.build()
        #expect(try site.rewritten(since: before) == ["alpha-a-2.html", SearchIndex.file])
        try site.expectSameAsWithoutCache()

        let edited = try site.inodes()
        try site.write("alpha/a-2.md", Site.article("Alpha", 2).replacingOccurrences(of: "title: \"Alpha 2\"", with: "title: \"Renamed\""))
        _ = try site.build()
        #expect(try site.rewritten(since: edited) == [
            "alpha-a-1.html", "alpha-a-2.html", "alpha.html", "beta-b-1.html", "index.html", SidebarFile.path, SearchIndex.file,
        ])
        #expect(try site.page("alpha.html").contains("Renamed"))
        try site.expectSameAsWithoutCache()
    }

    /// A content folder with the two articles above, built into `site/` beside its cache.
    private struct Site {
        let folder: String
        var content: String { folder + "/content" }
        var output: String { folder + "/site" }

        /// - Parameters:
        ///   - third: add a third article, so the second has a neighbour on each side.
        ///   - sections: instead, sections Alpha and Beta of three articles each (`article`).
        ///   - folders: instead, folders `alpha` and `beta` of two articles each, which are sections.
        init(third: Bool = false, sections: Bool = false, folders: Bool = false) throws {
            folder = try SiteFixture.temporaryFolder()
            try FileManager.default.createDirectory(atPath: folder + "/content", withIntermediateDirectories: true)
            if folders {
                for section in ["Alpha", "Beta"] {
                    for n in 1...2 { try write("\(section.lowercased())/\(section.prefix(1).lowercased())-\(n).md", Self.article(section, n)) }
                }
                return
            }
            guard !sections else {
                for section in ["Alpha", "Beta"] {
                    for n in 1...3 { try write("\(section.prefix(1).lowercased())-\(n).md", Self.article(section, n)) }
                }
                return
            }
            try write("01-linking.md", ArticleReuseTests.linking)
            try write("02-target.md", ArticleReuseTests.target)
            if third { try write("03-third.md", "---\ntitle: \"Third\"\norder: 3\n---\nThe last one.\n") }
        }

        /// Article `n` of `section`, titled "<section> <n>", Alpha's before Beta's.
        static func article(_ section: String, _ n: Int) -> String {
            "---\ntitle: \"\(section) \(n)\"\nsection: \"\(section)\"\norder: \((section == "Alpha" ? 0 : 10) + n)\n---\nText \(n).\n"
        }

        /// The inode of every file of the site, by path (hidden files included).
        func inodes() throws -> [String: UInt64] {
            var inodes: [String: UInt64] = [:]
            let files = FileManager.default.enumerator(atPath: output)
            while let path = files?.nextObject() as? String {
                var info = stat()
                guard lstat(output + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                inodes[path] = UInt64(info.st_ino)
            }
            return inodes
        }

        /// Files added, removed or written anew since `before` was taken.
        func rewritten(since before: [String: UInt64]) throws -> Set<String> {
            let after = try inodes()
            return Set(after.keys).union(before.keys).filter { after[$0] != before[$0] }
        }

        func write(_ file: String, _ text: String) throws {
            let path = content + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }

        func build() throws -> BuiltSite {
            try SiteFixture.build(content: content, output: output)
        }

        /// The parse stage of a build now, against the cache the last build left.
        func parse() throws -> ParsedSite {
            let options = BuildOptions(contentFolder: content, outputFolder: output)
            let loaded = try LoadedContent(folder: content, allowsScripts: false)
            let urls = SiteURLs(baseURL: nil, paths: loaded.paths)
            return try ParsedSite(
                loaded, reuse: IncrementalReuse(options: options, memory: nil, assets: loaded.assets, urls: urls, previous: IncrementalReuse.readPrevious(options)))
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
