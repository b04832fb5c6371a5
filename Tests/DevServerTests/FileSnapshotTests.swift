import Foundation
import Testing
@testable import DevServer

/// Created, modified and deleted files show up as changed paths; hidden files do not.
struct FileSnapshotTests {
    @Test func findsFilesRecursivelyAndSkipsHiddenNames() throws {
        let folder = try TemporaryFolder()
        let article = try folder.write("content/guide/stacks.md", "# Stacks")
        let config = try folder.write("site.json", "{}")
        try folder.write("content/.stacks.md.swp", "swap")
        try folder.write(".git/HEAD", "ref")
        let snapshot = FileSnapshot.scan([folder.path + "/content", config])
        #expect(Set(snapshot.stamps.keys) == [article, config])
    }

    @Test func reportsCreatedModifiedAndDeletedFiles() throws {
        let folder = try TemporaryFolder()
        let kept = try folder.write("kept.md", "same")
        let edited = try folder.write("edited.md", "before")
        let removed = try folder.write("removed.md", "gone soon")
        let before = FileSnapshot.scan([folder.path])
        try folder.write("edited.md", "after, and longer")
        try FileManager.default.removeItem(atPath: removed)
        let created = try folder.write("new/created.md", "new")
        let after = FileSnapshot.scan([folder.path])
        #expect(after.changedPaths(comparedWith: before) == [edited, removed, created])
        #expect(!after.changedPaths(comparedWith: before).contains(kept))
    }

    @Test func sameSizeWithNewModificationTimeIsAChange() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.md", "1234")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: file)
        let before = FileSnapshot.scan([folder.path])
        try folder.write("a.md", "5678")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 2_000_000)], ofItemAtPath: file)
        #expect(FileSnapshot.scan([folder.path]).changedPaths(comparedWith: before) == [file])
    }

    @Test func sameModificationTimeWithNewSizeIsAChange() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("a.md", "1234")
        let fixed = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: fixed], ofItemAtPath: file)
        let before = FileSnapshot.scan([folder.path])
        try folder.write("a.md", "12345")
        try FileManager.default.setAttributes([.modificationDate: fixed], ofItemAtPath: file)
        #expect(FileSnapshot.scan([folder.path]).changedPaths(comparedWith: before) == [file])
    }

    @Test func symlinkedFolderLoopsAreNotFollowed() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("content/a.md", "a")
        try folder.link("content/loop", to: folder.path + "/content")
        #expect(Set(FileSnapshot.scan([folder.path + "/content"]).stamps.keys) == [file])
    }

    /// A touched file counts when it exists now or existed before, even with an unchanged stamp;
    /// a temporary file that came and went does not.
    @Test func refreshingAFileReportsWhetherItIsOrWasThere() throws {
        let folder = try TemporaryFolder()
        let kept = try folder.write("kept.md", "same")
        let removed = try folder.write("removed.md", "gone soon")
        var snapshot = FileSnapshot.scan([folder.path])
        try FileManager.default.removeItem(atPath: removed)
        let created = try folder.write("created.md", "new")
        let counted = [kept, removed, created, folder.path + "/came-and-went.md"].map { snapshot.refreshFile($0) }
        #expect(counted == [true, true, true, false])
        #expect(snapshot == FileSnapshot.scan([folder.path]))
    }

    /// Only files below the folder are read again, and only their differences are returned.
    @Test func refreshingAFolderReturnsItsCreatedModifiedAndDeletedFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("guide/kept.md", "same")
        let edited = try folder.write("guide/edited.md", "before")
        let removed = try folder.write("guide/old/removed.md", "gone soon")
        let outside = try folder.write("guides.md", "beside the folder, same prefix")
        var snapshot = FileSnapshot.scan([folder.path])
        try folder.write("guide/edited.md", "after, and longer")
        try FileManager.default.removeItem(atPath: folder.path + "/guide/old")
        let created = try folder.write("guide/new/created.md", "new")
        try folder.write("guides.md", "changed, but outside the refreshed folder")
        let changes = snapshot.refreshFolder(folder.path + "/guide")
        #expect(changes == [edited, removed, created])
        let again = snapshot.refreshFolder(folder.path + "/guide")
        #expect(again.isEmpty)
        #expect(FileSnapshot.scan([folder.path]).changedPaths(comparedWith: snapshot) == [outside])
    }
}
