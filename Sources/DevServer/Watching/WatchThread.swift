import Foundation

/// What one watching thread shares with its watcher: a stop request (which cuts a polling sleep
/// short), the backend in use (events can give way to polling), and the news that the thread has ended.
final class WatchThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var stopRequested = false
    private var ended = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var currentBackend: WatchBackend

    init(backend: WatchBackend) {
        currentBackend = backend
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
