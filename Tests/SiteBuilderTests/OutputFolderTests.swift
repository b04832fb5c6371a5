import Foundation
import Testing
@testable import SiteBuilder

/// A build replaces only an output folder it wrote: an existing file, a folder of other files or a
/// link to one is refused (and left byte for byte) unless forced; a site from before the marker
/// existed, an empty folder and a Pages checkout are replaced; `.git`, `CNAME` and `.nojekyll`
/// survive every rebuild. Before the marker each refused case was replaced silently.
@Suite struct OutputFolderTests {
    private let content = SiteFixture.content("basic")

    @Test func everySiteCarriesTheMarker() throws {
        let site = try SiteFixture.basic()
        #expect(try site.text(OutputFolder.marker) == OutputFolder.markerText)
    }

    @Test func anExistingFileIsRefusedUnlessForced() throws {
        let output = try SiteFixture.temporaryFolder() + "/notes.txt"
        try "my notes\n".write(toFile: output, atomically: true, encoding: .utf8)
        let error = try #require(throws: SiteBuildError.self) { try build(into: output) }
        #expect(error.description == "stage output: the output '\(output)' is a file, not a folder a build wrote; choose another --output, or pass --force to replace it")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "my notes\n")
        try build(into: output, force: true)
        #expect(FileManager.default.fileExists(atPath: output + "/index.html"))
    }

    @Test func aFolderOfOtherFilesIsRefusedAndKeptUnlessForced() throws {
        let output = try folderOfOtherFiles()
        let before = try SiteFixture.files(in: output)
        let error = try #require(throws: SiteBuildError.self) { try build(into: output) }
        #expect(error.message.hasPrefix("the output folder '\(output)' holds files fieldguide did not write (it has no .fieldguide-site file); "))
        #expect(error.message.hasSuffix("pass --force to replace it"))
        #expect(try SiteFixture.files(in: output) == before)
        try build(into: output, force: true)
        #expect(!FileManager.default.fileExists(atPath: output + "/thesis.tex"))
        #expect(FileManager.default.fileExists(atPath: output + "/index.html"))
    }

    @Test func aLinkIsFollowedOnlyToAFolderABuildWrote() throws {
        let folder = try SiteFixture.temporaryFolder()
        let other = try folderOfOtherFiles()
        let before = try SiteFixture.files(in: other)
        try FileManager.default.createSymbolicLink(atPath: folder + "/site", withDestinationPath: other)
        let error = try #require(throws: SiteBuildError.self) { try build(into: folder + "/site") }
        #expect(error.message.hasPrefix("the output folder '\(folder)/site' links to '\(other)', which holds files fieldguide did not write"))
        #expect(try SiteFixture.files(in: other) == before)

        let built = try SiteFixture.build(content: content).folder
        try FileManager.default.removeItem(atPath: folder + "/site")
        try FileManager.default.createSymbolicLink(atPath: folder + "/site", withDestinationPath: built)
        try build(into: folder + "/site")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/site") == built)
        #expect(FileManager.default.fileExists(atPath: built + "/index.html"))
    }

    @Test func aLinkToNothingIsRefused() throws {
        let folder = try SiteFixture.temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder + "/site", withDestinationPath: folder + "/nowhere")
        let error = try #require(throws: SiteBuildError.self) { try build(into: folder + "/site", force: true) }
        #expect(error.message.contains("does not exist; remove the link or point it at a folder"))
    }

    @Test func aSiteBuiltBeforeTheMarkerIsReplacedAndMarked() throws {
        let output = try SiteFixture.build(content: content).folder
        try FileManager.default.removeItem(atPath: output + "/" + OutputFolder.marker)
        try build(into: output)
        #expect(FileManager.default.fileExists(atPath: output + "/" + OutputFolder.marker))
    }

    @Test func anUnmarkedFolderWithoutAnEarlierBuildsStylesheetIsRefused() throws {
        let output = try SiteFixture.build(content: content).folder
        try FileManager.default.removeItem(atPath: output + "/" + OutputFolder.marker)
        try "/* my own fonts */\n".write(toFile: output + "/" + FontFiles.stylesheet, atomically: true, encoding: .utf8)
        #expect(throws: SiteBuildError.self) { try build(into: output) }
    }

    @Test func aPagesCheckoutHoldingOnlyWhatIsKeptIsBuiltInto() throws {
        let output = try SiteFixture.temporaryFolder() + "/site"
        try writeKeptFiles(in: output)
        try build(into: output)
        #expect(FileManager.default.fileExists(atPath: output + "/index.html"))
        try expectKeptFiles(in: output)
    }

    @Test func gitCNAMEAndNojekyllSurviveEveryRebuild() throws {
        let output = try SiteFixture.build(content: content).folder
        try writeKeptFiles(in: output)
        try build(into: output)
        try build(into: output)
        try expectKeptFiles(in: output)
    }

    @Test func aCNAMEInTheContentReplacesTheKeptOne() throws {
        let folder = try SiteFixture.temporaryFolder()
        try FileManager.default.copyItem(atPath: content, toPath: folder + "/content")
        try "docs.example.com\n".write(toFile: folder + "/content/CNAME", atomically: true, encoding: .utf8)
        let output = folder + "/site"
        try writeKeptFiles(in: output)
        _ = try SiteBuilder(options: BuildOptions(contentFolder: folder + "/content", outputFolder: output)).run()
        #expect(try String(contentsOfFile: output + "/CNAME", encoding: .utf8) == "docs.example.com\n")
    }

    /// A build killed after moving `.git` into its staging folder, before the swap: the next
    /// build puts it back before clearing the leftover.
    @Test func keptFilesInAKilledBuildsFolderArePutBack() throws {
        let output = try SiteFixture.build(content: content).folder
        let leftover = (output as NSString).deletingLastPathComponent + "/.site.building-\(Int32.max)"
        try writeKeptFiles(in: leftover)
        try build(into: output)
        try expectKeptFiles(in: output)
        #expect(!FileManager.default.fileExists(atPath: leftover))
    }

    private func build(into output: String, force: Bool = false) throws {
        _ = try SiteBuilder(options: BuildOptions(contentFolder: content, outputFolder: output, replacesAnyOutput: force)).run()
    }

    private func folderOfOtherFiles() throws -> String {
        let folder = try SiteFixture.temporaryFolder() + "/thesis"
        try FileManager.default.createDirectory(atPath: folder + "/chapters", withIntermediateDirectories: true)
        try "\\documentclass{book}\n".write(toFile: folder + "/thesis.tex", atomically: true, encoding: .utf8)
        try "Chapter 1\n".write(toFile: folder + "/chapters/1.tex", atomically: true, encoding: .utf8)
        try "<p>my own page</p>\n".write(toFile: folder + "/index.html", atomically: true, encoding: .utf8)
        return folder
    }

    private static let kept = [".git/HEAD": "ref: refs/heads/gh-pages\n", "CNAME": "guide.example.com\n", ".nojekyll": ""]

    private func writeKeptFiles(in folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        for (path, text) in Self.kept {
            try text.write(toFile: folder + "/" + path, atomically: true, encoding: .utf8)
        }
    }

    private func expectKeptFiles(in folder: String) throws {
        for (path, text) in Self.kept {
            #expect(try String(contentsOfFile: folder + "/" + path, encoding: .utf8) == text, "\(path)")
        }
    }
}
