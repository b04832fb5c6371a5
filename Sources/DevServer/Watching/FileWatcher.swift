import Foundation
import NIOConcurrencyHelpers

/// Polls folders for created, modified and deleted files and reports each burst of changes once.
///
/// Polling runs on a thread of its own, so a busy cooperative pool (a build, a parallel test run)
/// never delays a report. The callback runs on that thread too: changes made while it works (a
/// rebuild) are reported in the next batch rather than lost. Idle cost is one `stat` per file per interval.
public final class FileWatcher: Sendable {
    /// Folders (walked recursively) or single files being watched.
    public let paths: [String]
    /// Time between scans while nothing is changing.
    public let interval: Duration
    /// Quiet time that ends a burst of changes.
    public let debounce: Duration
    private let onChange: @Sendable (Set<String>) -> Void
    private let current = NIOLockedValueBox<PollingThread?>(nil)

    /// - Parameters:
    ///   - paths: folders (walked recursively) or single files to watch.
    ///   - interval: time between scans while nothing is changing.
    ///   - debounce: quiet time that ends a burst of changes.
    ///   - onChange: receives the changed paths (watched path joined with the file's relative path),
    ///     on the polling thread; polling resumes when it returns.
    public init(
        paths: [String],
        interval: Duration = .milliseconds(150),
        debounce: Duration = .milliseconds(100),
        onChange: @escaping @Sendable (Set<String>) -> Void
    ) {
        self.paths = paths
        self.interval = interval
        self.debounce = debounce
        self.onChange = onChange
    }

    deinit {
        stop()
    }

    /// Takes the baseline now, so any later change is reported, then polls on a new thread.
    public func start() {
        let baseline = FileSnapshot.scan(paths)
        let polling = PollingThread()
        current.withLockedValue { running in
            running?.requestStop()
            running = polling
        }
        let (paths, interval, debounce, onChange) = (paths, interval, debounce, onChange)
        Thread {
            Self.poll(paths, from: baseline, interval: interval, debounce: debounce, control: polling, onChange: onChange)
            polling.markEnded()
        }.start()
    }

    /// Stops polling; a callback already running finishes first.
    public func stop() {
        current.withLockedValue { running in
            running?.requestStop()
            running = nil
        }
    }

    /// Stops polling and returns once a callback already running has finished.
    public func stopAndWait() async {
        let stopping = current.withLockedValue { running in
            defer { running = nil }
            running?.requestStop()
            return running
        }
        await stopping?.waitUntilEnded()
    }

    private static func poll(
        _ paths: [String],
        from baseline: FileSnapshot,
        interval: Duration,
        debounce: Duration,
        control: PollingThread,
        onChange: @Sendable (Set<String>) -> Void
    ) {
        var previous = baseline
        var debouncer = ChangeDebouncer()
        while control.sleep(debouncer.delayBeforeNextScan(interval: interval, debounce: debounce)) {
            let current = FileSnapshot.scan(paths)
            let changes = current.changedPaths(comparedWith: previous)
            previous = current
            if let batch = debouncer.record(changes) {
                onChange(batch)
            }
        }
    }
}
