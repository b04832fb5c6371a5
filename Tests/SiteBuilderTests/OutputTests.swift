import Foundation
import Testing
@testable import SiteBuilder

/// The output folder is replaced only by a finished build, and the same input gives the same bytes.
@Suite struct OutputTests {
    @Test func sameInputGivesTheSameBytes() throws {
        let content = SiteFixture.content("basic")
        let first = try SiteFixture.files(in: SiteFixture.build(content: content).folder)
        let second = try SiteFixture.files(in: SiteFixture.build(content: content).folder)
        #expect(first.keys.sorted() == second.keys.sorted())
        for (path, bytes) in first {
            #expect(second[path] == bytes, "\(path) differs between builds")
        }
    }

    @Test func outputHoldsNoAbsolutePaths() throws {
        let site = try SiteFixture.build(content: SiteFixture.content("broken"))
        for (path, bytes) in try SiteFixture.files(in: site.folder) where !path.hasPrefix("fonts/") {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains(SiteFixture.repository.path), "\(path) names the repository")
            #expect(!text.contains(site.folder), "\(path) names the output folder")
        }
    }

    @Test func aBrokenTemplateFailsTheBuildAndKeepsThePreviousSite() throws {
        let content = SiteFixture.content("basic")
        let site = try SiteFixture.build(content: content)
        let before = try SiteFixture.files(in: site.folder)
        let templates = try SiteFixture.temporaryFolder()
        for file in BuiltInTemplates.files {
            let path = templates + "/" + file.path
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let text = file.path == "page.mustache" ? file.text + "{{#unclosed}}\n" : file.text
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let error = try #require(throws: SiteBuildError.self) {
            try SiteFixture.build(content: content, templates: templates, output: site.folder)
        }
        #expect(error.step == "load templates")
        #expect(error.message.hasPrefix(templates + "/page.mustache:"))
        #expect(try SiteFixture.files(in: site.folder) == before)
        #expect(try leftovers(beside: site.folder).isEmpty)
    }

    @Test func aFailureWhileWritingKeepsThePreviousSite() throws {
        let content = try SiteFixture.temporaryFolder()
        let source = SiteFixture.content("basic")
        for file in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: source + "/" + file, toPath: content + "/" + file)
        }
        let site = try SiteFixture.build(content: content)
        let before = try SiteFixture.files(in: site.folder)
        // An asset below a folder named like a page: copying it needs a folder where the page
        // file already is, after every page has been written. (An unreadable file is only a
        // diagnostic, see AdversarialTests.)
        try FileManager.default.createDirectory(atPath: content + "/404.html", withIntermediateDirectories: true)
        try "x".write(toFile: content + "/404.html/x.txt", atomically: true, encoding: .utf8)
        let error = try #require(throws: SiteBuildError.self) {
            try SiteFixture.build(content: content, output: site.folder)
        }
        #expect(error.step == "copy assets and fonts")
        #expect(try SiteFixture.files(in: site.folder) == before)
        #expect(try leftovers(beside: site.folder).isEmpty)
    }

    @Test func theOutputFolderMayNotHoldTheContent() throws {
        let content = SiteFixture.content("basic")
        let error = try #require(throws: SiteBuildError.self) {
            try SiteFixture.build(content: content, output: (content as NSString).deletingLastPathComponent)
        }
        #expect(error.step == "stage output")
        #expect(FileManager.default.fileExists(atPath: content + "/01-stacks.md"))
    }

    /// Staging or previous folders a build left next to `folder`.
    private func leftovers(beside folder: String) throws -> [String] {
        let parent = (folder as NSString).deletingLastPathComponent
        return try FileManager.default.contentsOfDirectory(atPath: parent).filter { $0.contains(".building-") || $0.contains(".previous-") }
    }
}
