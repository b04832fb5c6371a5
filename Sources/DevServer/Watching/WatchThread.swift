import Foundation

/// What one watching thread shares with its watcher: a stop request (which cuts a polling sleep
/// short, and wakes an event loop through `stopDescriptor`), the backend in use (events can give
/// way to polling), and the news that the thread has ended.
final class WatchThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var stopRequested = false
    private var ended = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var currentBackend: WatchBackend
    /// A pipe's read end that becomes readable on `requestStop()`, so an idle event loop can wait
    /// without a timeout (issue 16: an idle `serve` uses no CPU); -1 when none could be made.
    let stopDescriptor: Int32
    private let stopWriter: Int32

    init(backend: WatchBackend) {
        currentBackend = backend
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, O_NONBLOCK)
            }
        }
        (stopDescriptor, stopWriter) = (ends[0], ends[1])
    }

    deinit {
        for end in [stopDescriptor, stopWriter] where end >= 0 { close(end) }
    }

    /// The backend the thread watches with now.
    var backend: WatchBackend {
        get { condition.withLock { currentBackend } }
        set { condition.withLock { currentBackend = newValue } }
    }

    /// Whether `requestStop()` has been called; the event loop checks it each time `poll` returns.
    var isStopRequested: Bool {
        condition.withLock { stopRequested }
    }

    /// Sleeps for `duration` unless a stop is requested first; returns whether to keep polling.
    func sleep(_ duration: Duration) -> Bool {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while !stopRequested, condition.wait(until: deadline) {}
        return !stopRequested
    }

    func requestStop() {
        condition.lock()
        stopRequested = true
        condition.broadcast()
        condition.unlock()
        if stopWriter >= 0 { _ = write(stopWriter, [UInt8(1)], 1) }
    }

    func markEnded() {
        condition.lock()
        ended = true
        let waiting = waiters
        waiters = []
        condition.unlock()
        waiting.forEach { $0.resume() }
    }

    func waitUntilEnded() async {
        await withCheckedContinuation { continuation in
            condition.lock()
            if ended {
                condition.unlock()
                continuation.resume()
            } else {
                waiters.append(continuation)
                condition.unlock()
            }
        }
    }
}
