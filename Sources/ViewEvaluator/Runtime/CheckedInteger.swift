/// Integer arithmetic as Swift defines it, minus the trap. Swift stops a program whose `Int`
/// arithmetic overflows (`Int.max + 1`, `abs(Int.min)`, `(Int.min..<0).count`); the interpreter
/// runs inside the build and the dev server, so a trap there would kill them (issue #17). Every
/// integer computation on snippet values goes through here: nil means "Swift traps", which the
/// caller reports as a runtime error at the snippet's position.
enum CheckedInteger {
    static func sum(_ a: Int, _ b: Int) -> Int? { checked(a.addingReportingOverflow(b)) }
    static func difference(_ a: Int, _ b: Int) -> Int? { checked(a.subtractingReportingOverflow(b)) }
    static func product(_ a: Int, _ b: Int) -> Int? { checked(a.multipliedReportingOverflow(by: b)) }
    /// nil also for a zero divisor; callers report division by zero first.
    static func quotient(_ a: Int, _ b: Int) -> Int? { b == 0 ? nil : checked(a.dividedReportingOverflow(by: b)) }
    static func remainder(_ a: Int, _ b: Int) -> Int? { b == 0 ? nil : checked(a.remainderReportingOverflow(dividingBy: b)) }
    static func negation(_ a: Int) -> Int? { difference(0, a) }
    /// `abs(_:)` on an `Int`: `abs(Int.min)` has no `Int` value.
    static func magnitude(_ a: Int) -> Int? { a < 0 ? negation(a) : a }

    /// The number of integers in `lower..<upper` or `lower...upper` (bounds ordered), as Swift's
    /// `count` computes it: `upper - lower`, plus one when closed; nil where that overflows.
    static func count(from lower: Int, to upper: Int, closed: Bool) -> Int? {
        guard let distance = difference(upper, lower) else { return nil }
        return closed ? sum(distance, 1) : distance
    }

    private static func checked(_ result: (partialValue: Int, overflow: Bool)) -> Int? {
        result.overflow ? nil : result.partialValue
    }
}
