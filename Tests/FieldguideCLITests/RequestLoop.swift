import Foundation
import TestSupport

/// Requests each of `paths` in turn, over and over on a thread of its own until stopped, noting
/// each status (0 for a request that got no answer): what a reader clicking around sees meanwhile.
final class RequestLoop: @unchecked Sendable {
    private let lock = NSLock()
    private var statuses: [Int] = []
    private var isStopped = false
    private let finished = DispatchSemaphore(value: 0)

    init(port: Int, paths: [String] = ["/"], interval: Duration = .milliseconds(100)) {
        let pause = useconds_t(interval.components.seconds * 1_000_000 + interval.components.attoseconds / 1_000_000_000_000)
        Thread { [self] in
            var index = 0
            while !lock.withLock({ isStopped }) {
                let status = (try? HTTPReply.request(paths[index % paths.count], port: port).status) ?? 0
                lock.withLock { statuses.append(status) }
                index += 1
                usleep(pause)
            }
            finished.signal()
        }.start()
    }

    /// Stops the loop and returns every status it noted.
    func stop() async -> [Int] {
        lock.withLock { isStopped = true }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { self.finished.wait(); continuation.resume() }
        }
        return lock.withLock { statuses }
    }
}
