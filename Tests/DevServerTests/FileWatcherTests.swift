import Foundation
import TestSupport
import Testing
@testable import DevServer

/// The watcher against the real clock: prompt reports, one report per burst, silence when idle.
@Suite(.timeLimit(.minutes(1)))
struct FileWatcherTests {
    /// Collects the batches the watcher reports, with the time each arrived.
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var batches: [(batch: Set<String>, arrival: ContinuousClock.Instant)] = []

        func append(_ batch: Set<String>) {
            let arrival = ContinuousClock.now
            lock.withLock { batches.append((batch, arrival)) }
        }

        var all: [Set<String>] {
            lock.withLock { batches.map(\.batch) }
        }

        var firstArrival: ContinuousClock.Instant? {
            lock.withLock { batches.first?.arrival }
        }
    }

    private func makeWatcher(_ folder: TemporaryFolder, _ reports: Reports) -> FileWatcher {
        FileWatcher(paths: [folder.path], interval: .milliseconds(50), debounce: .milliseconds(50)) { batch in
            reports.append(batch)
        }
    }

    /// Polling every 50 ms reports within a second on an idle machine; the bound leaves room for a
    /// loaded CI machine without letting a missed change pass.
    @Test func reportsAModifiedFilePromptly() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("content/a.md", "before")
        let reports = Reports()
        let watcher = makeWatcher(folder, reports)
        watcher.start()
        defer { watcher.stop() }
        let edited = ContinuousClock.now
        try folder.write("content/a.md", "after the edit")
        #expect(await eventually(within: .seconds(3)) { !reports.all.isEmpty })
        let arrival = try #require(reports.firstArrival)
        #expect(arrival - edited < .seconds(3))
        #expect(reports.all == [[file]])
    }

    @Test func reportsCreatedAndDeletedFilesOfOneBurstTogether() async throws {
        let folder = try TemporaryFolder()
        let doomed = try folder.write("old.md", "old")
        let reports = Reports()
        let watcher = makeWatcher(folder, reports)
        watcher.start()
        defer { watcher.stop() }
        let created = try folder.write("guide/new.md", "new")
        try FileManager.default.removeItem(atPath: doomed)
        #expect(await eventually(within: .seconds(3)) { !reports.all.isEmpty })
        #expect(reports.all == [[created, doomed]])
    }

    @Test func staysQuietWhenNothingChanges() async throws {
        let folder = try TemporaryFolder()
        try folder.write("content/a.md", "unchanged")
        let reports = Reports()
        let watcher = makeWatcher(folder, reports)
        watcher.start()
        defer { watcher.stop() }
        #expect(await !eventually(within: .milliseconds(400)) { !reports.all.isEmpty })
    }

    @Test func stopEndsReporting() async throws {
        let folder = try TemporaryFolder()
        let reports = Reports()
        let watcher = makeWatcher(folder, reports)
        watcher.start()
        watcher.stop()
        try folder.write("late.md", "written after stop")
        #expect(await !eventually(within: .milliseconds(300)) { !reports.all.isEmpty })
    }

    @Test func stopAndWaitReturnsAfterTheRunningCallbackFinished() async throws {
        let folder = try TemporaryFolder()
        let started = Reports(), finished = Reports()
        let watcher = FileWatcher(paths: [folder.path], interval: .milliseconds(50), debounce: .milliseconds(50)) { batch in
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
