import Foundation
@testable import DevServer

/// A started watcher with test timing, for tests that make an edit and look at the reports it caused.
///
/// The quiet time is generous so that a loaded machine pausing between two steps of one save does
/// not split it into two reports.
final class WatchSession {
    let watcher: FileWatcher
    private let reports = WatchReports()

    init(watching paths: [String], with backend: WatchBackend, onReport: @escaping @Sendable () -> Void = {}) {
        let reports = reports
        watcher = FileWatcher(
            paths: paths, backend: backend, interval: .milliseconds(50), debounce: .milliseconds(50), quietTime: .milliseconds(60)
        ) { batch in
            reports.append(batch)
            onReport()
        }
        watcher.start()
    }

    deinit {
        watcher.stop()
    }

    /// Runs `edit`, then returns the reports it caused and prints how long the first took.
    func reports(after pattern: String, _ edit: () throws -> Void) async rethrows -> (batches: [Set<String>], latency: Duration?) {
        let seen = reports.all.count
        let edited = ContinuousClock.now
        try edit()
        let result = await reports.settle(after: seen, since: edited)
        print("\(watcher.activeBackend.map { "\($0)" } ?? "stopped") watcher (\(watcher.backend) asked), \(pattern): first report after \(result.latency.map { "\($0)" } ?? "none")")
        return result
    }
}
