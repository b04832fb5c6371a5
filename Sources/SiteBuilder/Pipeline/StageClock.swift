import Foundation

/// Notes the wall-clock duration of each stage of one build, in the order the stages end, and the
/// summed durations of steps that many threads take in turns (`accumulate`).
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

    /// Runs one step of a stage that runs on many threads; its durations add up under one name,
    /// so the sum may exceed the stage's wall-clock duration.
    func accumulate<Result>(_ step: String, _ work: () throws -> Result) rethrows -> Result {
        let started = ContinuousClock.now
        defer {
            let elapsed = ContinuousClock.now - started
            lock.withLock {
                if let index = noted.firstIndex(where: { $0.stage == step }) {
                    noted[index] = StageDuration(stage: step, duration: noted[index].duration + elapsed)
                } else {
                    noted.append(StageDuration(stage: step, duration: elapsed))
                }
            }
        }
        return try work()
    }
}
