import Foundation
import Testing
@testable import SiteBuilder

/// A file reached through real folders is checked without resolving links; anything else goes
/// through the full check, so a path through a link still cannot leave the folder.
@Suite struct InputFolderTests {
    @Test func filesInRealFoldersAreUsableAndPathsThroughLinksOrUpwardAreChecked() throws {
        let scratch = try SiteFixture.temporaryFolder()
        let manager = FileManager.default
        let root = scratch + "/content", outside = scratch + "/outside"
        try manager.createDirectory(atPath: root + "/stacks", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: outside, withIntermediateDirectories: true)
        for file in [root + "/a.md", root + "/stacks/b.md", outside + "/secret.md"] {
            try Data("# A\n".utf8).write(to: URL(fileURLWithPath: file))
        }
        try manager.createSymbolicLink(atPath: root + "/linked", withDestinationPath: outside)
        try manager.createSymbolicLink(atPath: root + "/stacks/c.md", withDestinationPath: root + "/a.md")
        let folder = InputFolder(root: root)
        #expect(folder.problem(with: "a.md") == nil)
        #expect(folder.problem(with: "stacks/b.md") == nil)
        #expect(folder.problem(with: "stacks/c.md") == nil)
        #expect(folder.problem(with: "linked/secret.md") == .outside)
        #expect(folder.problem(with: "../outside/secret.md") == .outside)
        #expect(folder.problem(with: "stacks/../../outside/secret.md") == .outside)
        #expect(folder.problem(with: "stacks") == .notAFile(kind: "a link to a folder"))
    }
}
