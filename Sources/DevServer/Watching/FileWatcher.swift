import NIOConcurrencyHelpers

/// Polls folders for created, modified and deleted files and reports each burst of changes once.
///
/// Idle cost is one `stat` per file per interval; the callback runs on the polling task, so
/// changes made while it rebuilds are reported in the next batch rather than lost.
public final class FileWatcher: Sendable {
    /// Folders (walked recursively) or single files being watched.
    public let paths: [String]
    /// Time between scans while nothing is changing.
    public let interval: Duration
    /// Quiet time that ends a burst of changes.
    public let debounce: Duration
    private let onChange: @Sendable (Set<String>) async -> Void
    private let pollTask = NIOLockedValueBox<Task<Void, Never>?>(nil)

    /// - Parameters:
    ///   - paths: folders (walked recursively) or single files to watch.
    ///   - interval: time between scans while nothing is changing.
    ///   - debounce: quiet time that ends a burst of changes.
    ///   - onChange: receives the changed paths (watched path joined with the file's relative path).
    public init(
        paths: [String],
        interval: Duration = .milliseconds(150),
        debounce: Duration = .milliseconds(100),
        onChange: @escaping @Sendable (Set<String>) async -> Void
    ) {
        self.paths = paths
        self.interval = interval
        self.debounce = debounce
        self.onChange = onChange
    }

    deinit {
        stop()
    }

    /// Takes the baseline now, so any later change is reported, then polls in the background.
    public func start() {
        let baseline = FileSnapshot.scan(paths)
        let task = Task { [paths, interval, debounce, onChange] in
            await Self.poll(paths, from: baseline, interval: interval, debounce: debounce, onChange: onChange)
        }
        pollTask.withLockedValue { current in
            current?.cancel()
            current = task
        }
    }

    /// Stops polling; a callback already running finishes first.
    public func stop() {
        pollTask.withLockedValue { current in
            current?.cancel()
            current = nil
        }
    }

    /// Stops polling and returns once a callback already running has finished.
    public func stopAndWait() async {
        let task = pollTask.withLockedValue { current in
            defer { current = nil }
            current?.cancel()
            return current
        }
        await task?.value
    }

    private static func poll(
        _ paths: [String],
        from baseline: FileSnapshot,
        interval: Duration,
        debounce: Duration,
        onChange: @Sendable (Set<String>) async -> Void
    ) async {
        var previous = baseline
        var debouncer = ChangeDebouncer()
        while true {
            do {
                try await Task.sleep(for: debouncer.delayBeforeNextScan(interval: interval, debounce: debounce))
            } catch {
                return
            }
            let current = FileSnapshot.scan(paths)
            let changes = current.changedPaths(comparedWith: previous)
            previous = current
            if let batch = debouncer.record(changes) {
                await onChange(batch)
            }
        }
    }
}
