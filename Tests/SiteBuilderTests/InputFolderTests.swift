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

    /// A rebuild lists the content folder from the walk that fingerprinted it (`ContentWalk`): the
    /// same files in the same order as a listing, hidden ones left out, each regular file with the
    /// identity an `lstat` gives; a walk that met a symbolic link is not used.
    @Test func theWalkListsWhatTheListingListsWithEachFilesIdentity() throws {
        let root = try SiteFixture.temporaryFolder() + "/content"
        let manager = FileManager.default
        for folder in ["a", "a-c", ".git/objects", "b/.hidden", "b/deep"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["index.md", "a/b.md", "a-c/x.md", "a.md", ".DS_Store", ".git/objects/1", "b/.hidden/h.md", "b/deep/_index.md", "b/deep/z.png", "b/.note"] {
            try Data(file.utf8).write(to: URL(fileURLWithPath: root + "/" + file))
        }
        #expect(mkfifo(root + "/pipe.md", 0o600) == 0)
        let entries = try #require(FolderWalk.entries(below: root))
        let walk = try #require(ContentWalk(entries))
        #expect(walk.files == InputFolder(root: root).files())
        #expect(walk.files == ["a-c/x.md", "a.md", "a/b.md", "b/deep/_index.md", "b/deep/z.png", "index.md", "pipe.md"])
        #expect(walk.identities["a/b.md"] == FileIdentity(of: root + "/a/b.md"))
        #expect(walk.identities["pipe.md"] == nil)
        try manager.createSymbolicLink(atPath: root + "/b/deep/link.md", withDestinationPath: root + "/a.md")
        let linked = try #require(FolderWalk.entries(below: root))
        #expect(ContentWalk(linked) == nil)
    }
}
