import Foundation

/// How far a build has come: articles evaluated (figures laid out and drawn, the long part of a
/// build) out of those to evaluate. A builder reports it from several threads, in order.
public struct BuildProgress: Sendable, Equatable {
    public let completed: Int
    public let total: Int

    public init(completed: Int, total: Int) {
        self.completed = completed
        self.total = total
    }
}

/// Counts evaluated articles across the threads of `parallelMap` and reports each new count.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var completed = 0
    private let report: @Sendable (BuildProgress) -> Void

    init(total: Int, report: @escaping @Sendable (BuildProgress) -> Void) {
        self.total = total
        self.report = report
        report(BuildProgress(completed: 0, total: total))
    }

    func advance() {
        lock.withLock {
            completed += 1
            report(BuildProgress(completed: completed, total: total))
        }
    }
}
