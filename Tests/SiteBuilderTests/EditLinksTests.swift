import Diagnostics
import Foundation
import Testing
@testable import SiteBuilder

/// "Edit this page" links and "Last updated" days (issue 15): the link from `repository` and
/// `branch` in `index.md`, the day from the file's newest commit, never from the clock.
@Suite struct EditLinksTests {
    @Test func aFilesFirstAppearanceInTheLogIsItsNewestCommit() {
        let log = "\u{1}2024-06-02\n\na.md\n\n\u{1}2024-05-01\n\na.md\nb.md\n"
        #expect(SourceHistory.days(fromLog: log) == ["a.md": "2024-06-02", "b.md": "2024-05-01"])
    }

    @Test func aCommittedArticleShowsItsDayAndEditLinkAndTheSitemapItsLastmod() throws {
        let repository = try Repository()
        try repository.commit(day: "2024-05-01")
        let built = try repository.build()
        #expect(built.report.diagnostics.isEmpty, "\(built.report.diagnostics)")
        let page = try built.text("a.html")
        #expect(page.contains("Last updated <time datetime=\"2024-05-01\">2024-05-01</time>"))
        #expect(page.contains("<a class=\"edit-link\" href=\"https://github.com/me/guide/edit/trunk/content/a.md\">Edit this page</a>"))
        let sitemap = try built.text("sitemap.xml")
        #expect(sitemap.contains("a.html</loc><lastmod>2024-05-01</lastmod></url>"))
    }

    /// A new commit changes the day though the Markdown is the same: the article's page is not
    /// taken from the previous build.
    @Test func aNewCommitOfTheSameMarkdownUpdatesTheDay() throws {
        let repository = try Repository()
        try repository.commit(day: "2024-05-01")
        _ = try repository.build()
        try repository.commit(day: "2024-06-02", amend: true)
        let again = try repository.build()
        #expect(again.report.reusedArticleCount == 0)
        #expect(try again.text("a.html").contains("Last updated <time datetime=\"2024-06-02\">"))
    }

    @Test func outsideARepositoryThereIsNoDayButStillTheLink() throws {
        let repository = try Repository()
        let built = try repository.build()
        let page = try built.text("a.html")
        #expect(!page.contains("Last updated"))
        #expect(page.contains("href=\"https://github.com/me/guide/edit/trunk/a.md\""))
    }

    @Test func aRepositoryThatIsNotAWebAddressIsAnErrorAndLinksNothing() throws {
        let repository = try Repository(address: "javascript:alert(1)")
        let built = try repository.build()
        #expect(built.report.diagnostics.map(\.id) == [.frontMatterInvalidValue])
        #expect(!(try built.text("a.html")).contains("javascript:"))
    }

    /// A content folder `content/` in a scratch folder that may become a git repository.
    private struct Repository {
        let folder: String

        init(address: String = "https://github.com/me/guide/") throws {
            folder = try SiteFixture.temporaryFolder()
            try FileManager.default.createDirectory(atPath: folder + "/content", withIntermediateDirectories: true)
            try "---\ntitle: \"Guide\"\nrepository: \"\(address)\"\nbranch: trunk\n---\nHello.\n"
                .write(toFile: folder + "/content/index.md", atomically: true, encoding: .utf8)
            try "---\ntitle: \"A\"\n---\nText.\n".write(toFile: folder + "/content/a.md", atomically: true, encoding: .utf8)
        }

        func commit(day: String, amend: Bool = false) throws {
            if !amend { try git(["init", "-q"]) }
            try git(["add", "content"])
            try git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "content"] + (amend ? ["--amend"] : []),
                    date: "\(day)T10:00:00Z")
        }

        func build() throws -> BuiltSite {
            try SiteFixture.build(content: folder + "/content", output: folder + "/site")
        }

        private func git(_ arguments: [String], date: String? = nil) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", folder] + arguments
            var environment = ProcessInfo.processInfo.environment
            if let date { environment["GIT_AUTHOR_DATE"] = date; environment["GIT_COMMITTER_DATE"] = date }
            process.environment = environment
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments)")
        }
    }
}
