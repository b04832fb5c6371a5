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

    /// A file of the old site the build cannot delete used to be found only after the swap: the
    /// build reported success and left the old site in `.site.building-N` (issue 17 item 18). It
    /// now fails before anything moves, names the file, and leaves no staging folder. As root,
    /// which may delete any file, the file is made immutable (`chattr +i`); otherwise its folder
    /// is made read-only.
    @Test func aFileTheBuildCannotDeleteFailsTheBuildBeforeTheSwap() throws {
        let (content, site, before) = try builtCopyOfBasic()
        let stuck = site.folder + "/index.html"
        guard let release = Self.makeUndeletable(stuck) else {
            print("skipped: cannot make a file undeletable here (root without chattr)")
            return
        }
        defer { release() }
        try "# Changed\n".write(toFile: content + "/99-changed.md", atomically: true, encoding: .utf8)
        let error = try #require(throws: SiteBuildError.self) {
            try SiteFixture.build(content: content, output: site.folder)
        }
        #expect(error.step == "swap output")
        #expect(error.message.contains("its file 'index.html' cannot be deleted"), "\(error.message)")
        #expect(error.message.contains("the previous site is left as it was"))
        #expect(try SiteFixture.files(in: site.folder) == before)
        #expect(try leftovers(beside: site.folder).isEmpty)
    }

    /// Makes `file` impossible to delete; returns what undoes it, or nil when this system cannot.
    private static func makeUndeletable(_ file: String) -> (() -> Void)? {
        guard geteuid() == 0 else {
            let folder = (file as NSString).deletingLastPathComponent
            guard chmod(folder, 0o555) == 0 else { return nil }
            return { _ = chmod(folder, 0o755) }
        }
        func chattr(_ flag: String) -> Bool {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
            process.arguments = [flag, file]
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
        return chattr("+i") ? { _ = chattr("-i") } : nil
    }

    @Test func aFailureWhileWritingKeepsThePreviousSite() throws {
        let (content, site, before) = try builtCopyOfBasic()
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

    @Test func aBuildClearsWhatKilledBuildsLeftBesideTheOutput() throws {
        let site = try SiteFixture.build(content: SiteFixture.content("basic"))
        let parent = (site.folder as NSString).deletingLastPathComponent
        let name = (site.folder as NSString).lastPathComponent
        for leftover in [".\(name).building-\(Self.deadProcessID)", ".\(name).previous-\(Self.deadProcessID)"] {
            try FileManager.default.createDirectory(atPath: parent + "/" + leftover + "/fonts", withIntermediateDirectories: true)
            try Data("half written".utf8).write(to: URL(fileURLWithPath: parent + "/" + leftover + "/index.html"))
        }
        _ = try SiteFixture.build(content: SiteFixture.content("basic"), output: site.folder)
        #expect(try leftovers(beside: site.folder).isEmpty)
    }

    @Test func aSiteMovedAsideByAKilledSwapIsPutBackBeforeTheNextBuild() throws {
        let (content, site, before) = try builtCopyOfBasic()
        let aside = ((site.folder as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent(".\((site.folder as NSString).lastPathComponent).previous-\(Self.deadProcessID)")
        try FileManager.default.moveItem(atPath: site.folder, toPath: aside)
        // The next build fails after staging (an asset below a folder named like a page), so the
        // folder it leaves is the one put back.
        try FileManager.default.createDirectory(atPath: content + "/404.html", withIntermediateDirectories: true)
        try "x".write(toFile: content + "/404.html/x.txt", atomically: true, encoding: .utf8)
        #expect(throws: SiteBuildError.self) { try SiteFixture.build(content: content, output: site.folder) }
        #expect(try SiteFixture.files(in: site.folder) == before)
        #expect(try leftovers(beside: site.folder).isEmpty)
    }

    @Test func theOutputFolderIsNeverMissingWhileSitesAreSwappedIn() throws {
        let destination = try SiteFixture.temporaryFolder() + "/site"
        try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        try Data("0".utf8).write(to: URL(fileURLWithPath: destination + "/index.html"))
        try Data(OutputFolder.markerText.utf8).write(to: URL(fileURLWithPath: destination + "/" + OutputFolder.marker))
        // A thread looks for the home page without pause while 200 sites are swapped in.
        let watch = MissingFileWatch(path: destination + "/index.html")
        for version in 1...200 {
            let staging = try StagingFolder(destination: destination, protecting: [])
            try staging.write("\(version)", to: "index.html")
            try staging.commit()
        }
        let misses = watch.stop()
        #expect(misses == 0)
        #expect(try String(contentsOfFile: destination + "/index.html", encoding: .utf8) == "200")
    }

    /// A site path is written once, and never where a written file needs a folder or a written
    /// folder a file, at any depth.
    @Test func aStagedPathIsClaimedOnceAndFilesAndFoldersNeverCollide() throws {
        let destination = try SiteFixture.temporaryFolder() + "/site"
        let staging = try StagingFolder(destination: destination, protecting: [])
        defer { staging.discard() }
        try staging.write("1", to: "guide/layout/stacks.html")
        try staging.write("2", to: "guide.html")
        try staging.write("3", to: "guide/layout/grids.html")
        #expect(staging.contains("guide/layout/grids.html") && !staging.contains("guide/layout"))
        #expect(throws: SiteBuildError.self) { try staging.write("4", to: "guide/layout/stacks.html") }
        #expect(throws: SiteBuildError.self) { try staging.write("5", to: "guide/layout/stacks.html/more.html") }
        #expect(throws: SiteBuildError.self) { try staging.write("6", to: "guide/layout") }
        #expect(throws: SiteBuildError.self) { try staging.write("7", to: "guide") }
    }

    /// A process id above Linux's largest (`pid_max` is at most 2^22), so no process has it.
    private static let deadProcessID = Int32.max

    /// Staging or previous folders a build left next to `folder`.
    /// An editable copy of the `basic` content, built once, with the files of that site.
    private func builtCopyOfBasic() throws -> (content: String, site: BuiltSite, files: [String: Data]) {
        let content = try SiteFixture.temporaryFolder()
        let source = SiteFixture.content("basic")
        for file in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: source + "/" + file, toPath: content + "/" + file)
        }
        let site = try SiteFixture.build(content: content)
        return (content, site, try SiteFixture.files(in: site.folder))
    }

    private func leftovers(beside folder: String) throws -> [String] {
        let parent = (folder as NSString).deletingLastPathComponent
        return try FileManager.default.contentsOfDirectory(atPath: parent).filter { $0.contains(".building-") || $0.contains(".previous-") }
    }
}

/// Counts, on a thread of its own, the times a file is found missing, until stopped.
private final class MissingFileWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var isStopped = false
    private var misses = 0
    private let finished = DispatchSemaphore(value: 0)

    init(path: String) {
        Thread { [self] in
            while !lock.withLock({ isStopped }) {
                if access(path, F_OK) != 0 { lock.withLock { misses += 1 } }
            }
            finished.signal()
        }.start()
    }

    /// Stops looking and returns how many times the file was missing.
    func stop() -> Int {
        lock.withLock { isStopped = true }
        finished.wait()
        return lock.withLock { misses }
    }
}
