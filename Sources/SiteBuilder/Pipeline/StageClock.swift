import Foundation

/// Notes the wall-clock duration of each stage of one build, in the order the stages end.
final class StageClock: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: [StageDuration] = []

    var durations: [StageDuration] { lock.withLock { noted } }

    func measure<Result>(_ stage: String, _ work: () throws -> Result) rethrows -> Result {
        let started = ContinuousClock.now
        defer {
            let duration = StageDuration(stage: stage, duration: ContinuousClock.now - started)
            lock.withLock { noted.append(duration) }
        }
        return try work()
    }
}
