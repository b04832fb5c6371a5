import Dispatch

extension Array {
    /// `map` on every core: each element is transformed on whichever thread is free, and the
    /// results come back in the elements' order, so the output does not depend on scheduling.
    /// When transforms throw, the error of the first failing element (by position) is rethrown.
    ///
    /// `transform` runs concurrently: it may only read shared state, or state that is safe to
    /// share (locked, or immutable). That is the caller's promise; the compiler cannot check it
    /// for a closure that is not `@Sendable`.
    func parallelMap<T>(_ transform: (Element) throws -> T) throws -> [T] {
        let slots = UnsafeMutableBufferPointer<Result<T, any Error>?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        withoutActuallyEscaping(transform) { transform in
            // Each iteration reads its own element and writes only its own slot.
            nonisolated(unsafe) let (elements, work, results) = (self, transform, slots)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                results[index] = Result { try work(elements[index]) }
            }
        }
        return try slots.map { try $0!.get() }
    }
}
