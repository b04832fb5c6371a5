import Foundation
import Testing
@testable import DevServer

/// Where kernel events cannot cover the watched paths the watcher polls, and still reports every change.
@Suite(.timeLimit(.minutes(1)))
struct FileWatcherFallbackTests {
    @Test func pollingIsUsedWhenAskedFor() throws {
        let folder = try TemporaryFolder()
        let session = WatchSession(watching: [folder.path], with: .polling)
        #expect(session.watcher.activeBackend == .polling)
    }

    /// inotify can only watch what exists; polling notices the folder once it is created.
    @Test func aMissingPathIsPolledUntilItAppears() async throws {
        let folder = try TemporaryFolder()
        let session = WatchSession(watching: [folder.path + "/content"], with: .events)
        #expect(session.watcher.activeBackend == .polling)
        var created = ""
        let (batches, _) = try await session.reports(after: "file in a folder created after the start") {
            created = try folder.write("content/a.md", "new")
        }
        #expect(batches == [[created]])
    }

    /// inotify sees a symbolic link change, not its target; polling reads the target's stamp.
    @Test func aSymlinkedFileIsPolled() async throws {
        let folder = try TemporaryFolder()
        let target = try folder.write("elsewhere/shared.md", "before")
        try folder.write("content/a.md", "a")
        try folder.link("content/shared.md", to: target)
        let session = WatchSession(watching: [folder.path + "/content"], with: .events)
        #expect(session.watcher.activeBackend == .polling)
        let (batches, _) = try await session.reports(after: "edit of a symlinked file's target") {
            try folder.write("elsewhere/shared.md", "after the edit")
        }
        #expect(batches == [[folder.path + "/content/shared.md"]])
    }

    /// A symbolic link to a file created while events are in use hands over to polling, which then sees its target's edits.
    @Test func aSymlinkedFileCreatedLaterHandsOverToPolling() async throws {
        let folder = try TemporaryFolder()
        let target = try folder.write("elsewhere/shared.md", "before")
        try folder.write("content/a.md", "a")
        let session = WatchSession(watching: [folder.path + "/content"], with: .events)
        let link = folder.path + "/content/shared.md"
        let (created, _) = try await session.reports(after: "symlinked file created") {
            try folder.link("content/shared.md", to: target)
        }
        #expect(created == [[link]])
        #if os(Linux)
        #expect(session.watcher.activeBackend == .polling)
        #endif
        let (edited, _) = try await session.reports(after: "edit of the link's target") {
            try folder.write("elsewhere/shared.md", "after the edit")
        }
        #expect(edited == [[link]])
    }

    /// Once the watched folder itself is removed its watch is gone; polling reports the removal
    /// and notices the folder coming back.
    @Test func aRemovedWatchedFolderHandsOverToPolling() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("content/a.md", "a")
        let session = WatchSession(watching: [folder.path + "/content"], with: .events)
        let (removed, _) = try await session.reports(after: "watched folder removed") {
            try FileManager.default.removeItem(atPath: folder.path + "/content")
        }
        #expect(removed == [[file]])
        #if os(Linux)
        #expect(session.watcher.activeBackend == .polling)
        #endif
        var recreated = ""
        let (back, _) = try await session.reports(after: "watched folder recreated") {
            recreated = try folder.write("content/b.md", "b")
        }
        #expect(back == [[recreated]])
    }

    #if os(Linux)
    /// When the kernel's event queue overflows, records are lost: the watcher rescans everything
    /// and keeps using events. A file created after the queue filled has no record of its own, so
    /// only the rescan can report it.
    @Test func anOverflowingEventQueueIsRescanned() async throws {
        let folder = try TemporaryFolder()
        let (a, b) = (try folder.write("content/a.md", "a"), try folder.write("content/b.md", "b"))
        let released = DispatchGroup()
        released.enter()
        let session = WatchSession(watching: [folder.path + "/content"], with: .events) {
            released.wait()
        }
        var trigger = ""
        let (first, _) = try await session.reports(after: "a report that keeps the watcher in its callback") {
            trigger = try folder.write("content/trigger.md", "trigger")
        }
        #expect(first == [[trigger]])
        // Alternating between two files keeps the kernel from merging records.
        let limit = try Int(String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 16384
        for round in 0...(limit / 2 + 100) {
            chmod(a, round % 2 == 0 ? 0o600 : 0o644)
            chmod(b, round % 2 == 0 ? 0o600 : 0o644)
        }
        let late = folder.path + "/content/late.md"
        let (batches, _) = try await session.reports(after: "file created after an overflow") {
            try folder.write("content/late.md", "late")
            released.leave()
        }
        let reported = batches.reduce(Set<String>()) { $0.union($1) }
        #expect(reported.contains(late))
        #expect(reported.isSubset(of: [a, b, trigger, late]))
        #expect(session.watcher.activeBackend == .events)
    }
    #endif
}
