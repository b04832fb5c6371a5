import Foundation
import TestSupport
import Testing
@testable import DevServer

/// How editors and tools save, each reported once with the paths of the files concerned, by
/// both backends; the printed latency shows what each backend costs.
@Suite(.timeLimit(.minutes(1)))
struct FileWatcherEditorPatternTests {
    /// The backend a watch asked for `.events` should keep through every pattern on this system.
    private static func expectedBackend(_ backend: WatchBackend) -> WatchBackend {
        #if os(Linux)
        backend
        #else
        .polling
        #endif
    }

    /// Runs `edit` on a started watcher and returns the reports it caused, expecting them within a
    /// second and the backend unchanged.
    private func reports(
        of pattern: String,
        in session: WatchSession,
        _ edit: () throws -> Void
    ) async throws -> [Set<String>] {
        let (batches, latency) = try await session.reports(after: pattern, edit)
        #expect(latency.map { $0 < .seconds(1) } == true)
        #expect(session.watcher.activeBackend == Self.expectedBackend(session.watcher.backend))
        return batches
    }

    @Test(arguments: [WatchBackend.events, .polling]) func writeInPlace(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("content/a.md", "before")
        let session = WatchSession(watching: [folder.path + "/content"], with: backend)
        let batches = try await reports(of: "write in place", in: session) {
            try folder.write("content/a.md", "after the edit")
        }
        #expect(batches == [[file]])
    }

    /// The temporary file is not hidden (some tools name theirs so), yet it came and went within the burst.
    @Test(arguments: [WatchBackend.events, .polling]) func writeTemporaryFileAndRenameOver(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("content/a.md", "before")
        let session = WatchSession(watching: [folder.path + "/content"], with: backend)
        let batches = try await reports(of: "temporary file renamed over", in: session) {
            let temporary = try folder.write("content/a.md.new", "after the edit")
            #expect(rename(temporary, file) == 0)
        }
        #expect(batches == [[file]])
    }

    @Test(arguments: [WatchBackend.events, .polling]) func deleteAndRecreate(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("content/a.md", "before")
        let session = WatchSession(watching: [folder.path + "/content"], with: backend)
        let batches = try await reports(of: "delete and recreate", in: session) {
            try FileManager.default.removeItem(atPath: file)
            try folder.write("content/a.md", "recreated")
        }
        #expect(batches == [[file]])
    }

    @Test(arguments: [WatchBackend.events, .polling]) func severalSavesInABurst(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("content/a.md", "before")
        let session = WatchSession(watching: [folder.path + "/content"], with: backend)
        let batches = try await reports(of: "three saves", in: session) {
            for save in 1...3 {
                try folder.write("content/a.md", "save \(save)")
            }
        }
        #expect(batches == [[file]])
    }

    @Test(arguments: [WatchBackend.events, .polling]) func newSubfolderWithAFile(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        try folder.write("content/a.md", "unchanged")
        var created = ""
        let session = WatchSession(watching: [folder.path + "/content"], with: backend)
        let batches = try await reports(of: "new subfolder with a file", in: session) {
            created = try folder.write("content/guide/new.md", "new")
        }
        #expect(batches == [[created]])
    }

    @Test(arguments: [WatchBackend.events, .polling]) func fileInNewNestedFolders(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        try folder.write("content/a.md", "unchanged")
        var created = ""
        let session = WatchSession(watching: [folder.path + "/content"], with: backend)
        let batches = try await reports(of: "file in new nested folders", in: session) {
            created = try folder.write("content/guide/layout/stacks/new.md", "deep")
        }
        #expect(batches == [[created]])
    }

    /// Every file of the folder is reported under its old path and its new one; a later edit
    /// inside the moved folder is reported under the new path (the watch followed the folder).
    @Test(arguments: [WatchBackend.events, .polling]) func renameOfAFolder(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        let old = [try folder.write("content/guide/x.md", "x"), try folder.write("content/guide/sub/y.md", "y")]
        let new = [folder.path + "/content/manual/x.md", folder.path + "/content/manual/sub/y.md"]
        let session = WatchSession(watching: [folder.path + "/content"], with: backend)
        let batches = try await reports(of: "folder renamed", in: session) {
            try FileManager.default.moveItem(atPath: folder.path + "/content/guide", toPath: folder.path + "/content/manual")
        }
        #expect(batches == [Set(old + new)])
        let later = try await reports(of: "edit in the renamed folder", in: session) {
            try folder.write("content/manual/sub/y.md", "edited after the move")
        }
        #expect(later == [[new[1]]])
    }

    @Test(arguments: [WatchBackend.events, .polling]) func removalOfAFolder(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        let doomed = [try folder.write("content/guide/x.md", "x"), try folder.write("content/guide/sub/y.md", "y")]
        let session = WatchSession(watching: [folder.path + "/content"], with: backend)
        let batches = try await reports(of: "folder removed", in: session) {
            try FileManager.default.removeItem(atPath: folder.path + "/content/guide")
        }
        #expect(batches == [Set(doomed)])
    }

    /// A single watched file is reported under its own path when an editor renames a new version
    /// over it; its neighbours are not watched.
    @Test(arguments: [WatchBackend.events, .polling]) func singleFileReplacedByRename(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("site/config.json", "{}")
        let session = WatchSession(watching: [file], with: backend)
        let batches = try await reports(of: "single file renamed over", in: session) {
            try folder.write("site/neighbour.json", "not watched")
            let temporary = try folder.write("site/config.json.new", "{\"title\": 1}")
            #expect(rename(temporary, file) == 0)
        }
        #expect(batches == [[file]])
    }
}
