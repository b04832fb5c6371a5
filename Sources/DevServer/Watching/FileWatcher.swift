import Foundation
import NIOConcurrencyHelpers

/// Watches folders for created, modified and deleted files and reports each burst of changes once.
///
/// Kernel events (inotify) report an edit within a short quiet time; polling is the fallback
/// where events cannot cover the paths (see `WatchBackend`). Watching runs on a thread of its
/// own, so a busy cooperative pool (a build, a parallel test run) never delays a report. The
/// callback runs on that thread too: changes made while it works (a rebuild) are reported in the
/// next batch rather than lost.
public final class FileWatcher: Sendable {
    /// Folders (walked recursively) or single files being watched.
    public let paths: [String]
    /// The backend asked for; `.events` may give way to polling.
    public let backend: WatchBackend
    /// Time between polling scans while nothing is changing.
    public let interval: Duration
    /// Quiet time that ends a burst of changes when polling.
    public let debounce: Duration
    /// Quiet time that ends a burst of events: long enough to join an editor's temporary file,
    /// rename and attribute change, or a tool's several writes, into one report. Those events come
    /// within a millisecond or two of each other, and every millisecond waited is one more before
    /// the open page shows the edit, so the default is 10 ms; a writer slower than that costs a
    /// second rebuild, not a lost change.
    public let quietTime: Duration
    private let onChange: @Sendable (Set<String>) -> Void
    private let current = NIOLockedValueBox<WatchThread?>(nil)

    /// - Parameters:
    ///   - paths: folders (walked recursively) or single files to watch.
    ///   - backend: kernel events where they work, or polling everywhere.
    ///   - interval: time between polling scans while nothing is changing.
    ///   - debounce: quiet time that ends a burst of changes when polling.
    ///   - quietTime: quiet time that ends a burst of events.
    ///   - onChange: receives the changed paths (watched path joined with the file's relative path),
    ///     on the watching thread; watching resumes when it returns.
    public init(
        paths: [String],
        backend: WatchBackend = .events,
        interval: Duration = .milliseconds(150),
        debounce: Duration = .milliseconds(100),
        quietTime: Duration = .milliseconds(10),
        onChange: @escaping @Sendable (Set<String>) -> Void
    ) {
        self.paths = paths
        self.backend = backend
        self.interval = interval
        self.debounce = debounce
        self.quietTime = quietTime
        self.onChange = onChange
    }

    deinit {
        stop()
    }

    /// The backend the running watch uses (`.polling` after a fallback); nil when stopped.
    var activeBackend: WatchBackend? {
        current.withLockedValue { $0?.backend }
    }

    /// Takes the baseline (and adds the watches) now, so any later change is reported, then
    /// watches on a new thread.
    public func start() {
        let baseline = FileSnapshot.scan(paths)
        #if canImport(Glibc)
        let events = backend == .events ? InotifyWatcher(paths: paths, baseline: baseline) : nil
        let thread = WatchThread(backend: events == nil ? .polling : .events)
        #else
        let thread = WatchThread(backend: .polling)
        #endif
        current.withLockedValue { running in
            running?.requestStop()
            running = thread
        }
        let (paths, interval, debounce, quietTime, onChange) = (paths, interval, debounce, quietTime, onChange)
        Thread {
            var resumeFrom = baseline
            #if canImport(Glibc)
            if var events {
                guard let handedOver = events.run(quietTime: quietTime, control: thread, onChange: onChange) else {
                    thread.markEnded()
                    return
                }
                thread.backend = .polling
                resumeFrom = handedOver
            }
            #endif
            Self.poll(paths, from: resumeFrom, interval: interval, debounce: debounce, control: thread, onChange: onChange)
            thread.markEnded()
        }.start()
    }

    /// Stops watching; a callback already running finishes first.
    public func stop() {
        current.withLockedValue { running in
            running?.requestStop()
            running = nil
        }
    }

    /// Stops watching and returns once a callback already running has finished.
    public func stopAndWait() async {
        let stopping = current.withLockedValue { running in
            defer { running = nil }
            running?.requestStop()
            return running
        }
        await stopping?.waitUntilEnded()
    }

    /// Scans every `interval`, and every `debounce` while a burst is open; reports a burst at its first quiet scan.
    private static func poll(
        _ paths: [String],
        from baseline: FileSnapshot,
        interval: Duration,
        debounce: Duration,
        control: WatchThread,
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
