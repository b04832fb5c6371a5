import Foundation
import TestSupport
import Testing
@testable import DevServer

/// The watcher against the real clock, with either backend: prompt reports, one report per burst, silence when idle.
@Suite(.timeLimit(.minutes(1)))
struct FileWatcherTests {
    private func makeWatcher(_ folder: TemporaryFolder, _ backend: WatchBackend, _ reports: WatchReports) -> FileWatcher {
        FileWatcher(paths: [folder.path], backend: backend, interval: .milliseconds(50), debounce: .milliseconds(50), quietTime: .milliseconds(50)) { batch in
            reports.append(batch)
        }
    }

    /// Events (or polling every 50 ms) report within a second on an idle machine; the bound leaves
    /// room for a loaded CI machine without letting a missed change pass.
    @Test(arguments: [WatchBackend.events, .polling]) func reportsAModifiedFilePromptly(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("content/a.md", "before")
        let reports = WatchReports()
        let watcher = makeWatcher(folder, backend, reports)
        watcher.start()
        defer { watcher.stop() }
        let edited = ContinuousClock.now
        try folder.write("content/a.md", "after the edit")
        #expect(await eventually(within: .seconds(3)) { !reports.all.isEmpty })
        let arrival = try #require(reports.firstArrival)
        #expect(arrival - edited < .seconds(3))
        #expect(reports.all == [[file]])
    }

    @Test(arguments: [WatchBackend.events, .polling]) func reportsCreatedAndDeletedFilesOfOneBurstTogether(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        let doomed = try folder.write("old.md", "old")
        let reports = WatchReports()
        let watcher = makeWatcher(folder, backend, reports)
        watcher.start()
        defer { watcher.stop() }
        let created = try folder.write("guide/new.md", "new")
        try FileManager.default.removeItem(atPath: doomed)
        #expect(await eventually(within: .seconds(3)) { !reports.all.isEmpty })
        #expect(reports.all == [[created, doomed]])
    }

    @Test(arguments: [WatchBackend.events, .polling]) func staysQuietWhenNothingChanges(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        try folder.write("content/a.md", "unchanged")
        let reports = WatchReports()
        let watcher = makeWatcher(folder, backend, reports)
        watcher.start()
        defer { watcher.stop() }
        #expect(await !eventually(within: .milliseconds(400)) { !reports.all.isEmpty })
    }

    @Test(arguments: [WatchBackend.events, .polling]) func stopEndsReporting(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        let reports = WatchReports()
        let watcher = makeWatcher(folder, backend, reports)
        watcher.start()
        watcher.stop()
        try folder.write("late.md", "written after stop")
        #expect(await !eventually(within: .milliseconds(300)) { !reports.all.isEmpty })
    }

    @Test(arguments: [WatchBackend.events, .polling]) func stopAndWaitReturnsAfterTheRunningCallbackFinished(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        let started = WatchReports(), finished = WatchReports()
        let watcher = FileWatcher(paths: [folder.path], backend: backend, interval: .milliseconds(50), debounce: .milliseconds(50), quietTime: .milliseconds(50)) { batch in
            started.append(batch)
            Thread.sleep(forTimeInterval: 0.3)
            finished.append(batch)
        }
        watcher.start()
        try folder.write("a.md", "changed")
        #expect(await eventually(within: .seconds(1)) { !started.all.isEmpty })
        await watcher.stopAndWait()
        #expect(finished.all.count == 1)
    }
}

/// What a watcher must not report, and how it ends.
@Suite(.timeLimit(.minutes(1)))
struct FileWatcherBoundaryTests {
    /// Hidden names (editor swap files) inside the watched folder and files beside it are not reported.
    @Test(arguments: [WatchBackend.events, .polling]) func unrelatedPathsAreNotReported(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        try folder.write("content/a.md", "unchanged")
        let session = WatchSession(watching: [folder.path + "/content"], with: backend)
        let (batches, _) = try await session.reports(after: "unrelated paths") {
            try folder.write("content/.a.md.swp", "swap")
            try folder.write("content/.cache/figure.svg", "<svg/>")
            try folder.write("site/index.html", "output beside the content")
            try folder.write("content-old/a.md", "a sibling folder with the same prefix")
        }
        #expect(batches.isEmpty)
    }

    /// `stopAndWait` returns only once the watching thread has ended, so it returning at all (the
    /// suite's time limit) shows the event loop's `poll` wakes up to notice the stop.
    @Test(arguments: [WatchBackend.events, .polling]) func stopAndWaitEndsTheWatchingThread(backend: WatchBackend) async throws {
        let folder = try TemporaryFolder()
        let session = WatchSession(watching: [folder.path], with: backend)
        let stopping = ContinuousClock.now
        await session.watcher.stopAndWait()
        print("\(backend) watcher: thread ended \(ContinuousClock.now - stopping) after the stop")
        #expect(ContinuousClock.now - stopping < .seconds(5))
        #expect(session.watcher.activeBackend == nil)
        let (batches, _) = await session.reports(after: "write after the stop") {
            _ = try? folder.write("late.md", "written after stop")
        }
        #expect(batches.isEmpty)
    }
}
