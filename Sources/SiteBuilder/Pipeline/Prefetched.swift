import Dispatch

/// A value worked out on another thread from the moment it is made, for a later stage: a rebuild
/// reads the previous build's records and output manifest while it compares its inputs and loads
/// its templates and content.
final class Prefetched<Value>: @unchecked Sendable {
    private let done = DispatchGroup()
    private var result: Value?

    /// `work` runs once, on another thread; it may only read what is safe to share.
    init(_ work: @escaping () -> Value) {
        nonisolated(unsafe) let work = work
        done.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.done.leave()
        }
    }

    /// The value, once `work` has returned.
    var value: Value {
        done.wait()
        return result!
    }
}
