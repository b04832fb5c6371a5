import Foundation

/// What one polling thread shares with the watcher: a stop request that cuts its sleep short, and
/// the news that it has ended.
final class PollingThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var stopRequested = false
    private var ended = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

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
