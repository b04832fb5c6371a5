/// The ordered integer bounds of `a..<b` or `a...b`, kept as written: a closed range may end at
/// `Int.max` (`Array(Int.max - 2...Int.max)` has 3 elements), which `Range<Int>` cannot hold.
struct IntegerBounds {
    let lower: Int
    let upper: Int
    let isClosed: Bool

    /// Swift's `count`; nil where Swift traps because it overflows (`(Int.min..<0).count`).
    var count: Int? { CheckedInteger.count(from: lower, to: upper, closed: isClosed) }

    /// Calls `body` with each integer in order until it returns false; nothing is materialised.
    func forEach(_ body: (Int) throws -> Bool) rethrows {
        if isClosed {
            for i in lower...upper where try !body(i) { return }
        } else {
            for i in lower..<upper where try !body(i) { return }
        }
    }
}
