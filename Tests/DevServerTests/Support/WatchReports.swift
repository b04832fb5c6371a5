import Foundation
import TestSupport

/// Collects the batches a file watcher reports, with the time each arrived.
final class WatchReports: @unchecked Sendable {
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

    /// Waits up to `limit` for a report after the first `seen`, then `quiet` longer so that a
    /// second report of the same burst would show; returns the reports after `seen` and the
    /// delay of the first of them after `since`.
    func settle(
        after seen: Int,
        since: ContinuousClock.Instant,
        within limit: Duration = .seconds(3),
        quiet: Duration = .milliseconds(400)
    ) async -> (batches: [Set<String>], latency: Duration?) {
        guard await eventually(within: limit, { all.count > seen }) else { return ([], nil) }
        try? await Task.sleep(for: quiet)
        let later = lock.withLock { batches.dropFirst(seen) }
        return (later.map(\.batch), later.first.map { $0.arrival - since })
    }
}
