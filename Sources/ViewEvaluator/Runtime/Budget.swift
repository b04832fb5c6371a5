#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewTree

/// Counts the work one evaluation does and aborts it at the first limit it crosses.
struct Budget {
    let limits: EvaluationLimits
    private(set) var steps = 0
    private(set) var depth = 0
    private(set) var nodes = 0
    /// Approximate bytes of the strings and collections made so far.
    private(set) var bytes = 0
    /// The evaluating thread's processor time when the budget runs out (`ThreadTime`).
    private let deadline: Duration
    /// Where the outermost statement now running starts, and how deeply statements nest: the
    /// time limit is reported there, because the step at which processor time runs out moves
    /// from run to run, and the same input must give the same page.
    private var outermostStatement: SourceLocation?
    private var statementDepth = 0

    /// What one element of an array or dictionary costs: its slot and a share of the box that
    /// holds its value. Elements are charged when they are made, so a collection charges only this.
    static let bytesPerElement = 16

    /// The clock is read only every this many steps, so checking time stays cheap.
    private static let clockInterval = 256

    init(limits: EvaluationLimits) {
        self.limits = limits
        deadline = Self.threadTime() + limits.timeLimit
    }

    mutating func step(at location: SourceLocation) throws {
        steps += 1
        if steps > limits.maxSteps {
            throw EvaluationAbort(id: .stepLimit, message: "evaluation stopped after \(limits.maxSteps) steps", location: location)
        }
        try checkMemory(at: location)
        if steps % Self.clockInterval == 0, Self.threadTime() > deadline {
            throw EvaluationAbort(id: .timeLimit, message: "evaluation stopped after \(limits.timeLimit) of work", location: outermostStatement ?? location)
        }
    }

    /// A statement starts running (`leaveStatement` when it ends); the first of a nest is the
    /// outermost, where a time limit is reported.
    mutating func enterStatement(at location: SourceLocation) {
        if statementDepth == 0 { outermostStatement = location }
        statementDepth += 1
    }

    /// Once the outermost statement ends, work outside any statement is reported where it is.
    mutating func leaveStatement() {
        statementDepth -= 1
        if statementDepth == 0 { outermostStatement = nil }
    }

    /// Counts work done where nothing can be thrown (comparing or describing values); the next
    /// `step` reports the limit if this crossed it, and `isExhausted` tells the work to stop.
    mutating func spend(_ units: Int) {
        steps += units
    }

    /// Charges bytes made where nothing can be thrown (describing a value); the next `step` or
    /// charge reports the limit if this crossed it, and `isExhausted` tells the work to stop.
    mutating func spend(bytes count: Int) {
        bytes = bytes.addingReportingOverflow(count).overflow ? .max : bytes + count
    }

    var isExhausted: Bool { steps > limits.maxSteps || bytes > limits.maxBytes }

    mutating func enter(at location: SourceLocation) throws {
        depth += 1
        if depth > limits.maxDepth {
            throw EvaluationAbort(id: .depthLimit, message: "evaluation stopped at nesting depth \(limits.maxDepth); is there endless recursion?", location: location)
        }
    }

    mutating func leave() {
        depth -= 1
    }

    /// Checks the size of a string or array about to be made (or just made).
    func checkLength(_ length: Int, at location: SourceLocation) throws {
        if length > limits.maxLength {
            throw EvaluationAbort(id: .lengthLimit, message: "evaluation stopped: a string or array grew to \(length) elements, over the limit of \(limits.maxLength)", location: location)
        }
    }

    /// A string of `utf8Count` bytes about to be made: checks its length, then charges its bytes.
    mutating func makeString(utf8Count: Int, at location: SourceLocation) throws {
        try checkLength(utf8Count, at: location)
        try charge(bytes: utf8Count, at: location)
    }

    /// An array (or text runs) of `count` elements about to be made: checks its length, then
    /// charges its slots.
    mutating func makeCollection(count: Int, bytesPerElement: Int = Self.bytesPerElement, at location: SourceLocation) throws {
        try checkLength(count, at: location)
        try charge(elements: count, bytesPerElement: bytesPerElement, at: location)
    }

    /// Charges a string or collection whose size is already bounded by the steps or the input
    /// that made it (a `map` result, `uppercased()`), so only memory is checked.
    mutating func charge(bytes count: Int, at location: SourceLocation) throws {
        spend(bytes: count)
        try checkMemory(at: location)
    }

    mutating func charge(elements count: Int, bytesPerElement: Int = Self.bytesPerElement, at location: SourceLocation) throws {
        let slots = count.multipliedReportingOverflow(by: bytesPerElement)
        try charge(bytes: slots.overflow ? .max : slots.partialValue, at: location)
    }

    private func checkMemory(at location: SourceLocation) throws {
        if bytes > limits.maxBytes {
            let message = "evaluation stopped after making \(Self.describe(bytes: limits.maxBytes)) of strings and collections; is something growing without end?"
            throw EvaluationAbort(id: .memoryLimit, message: message, location: location)
        }
    }

    /// `64 MiB`, or a plain byte count when the limit is not whole mebibytes.
    static func describe(bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    mutating func countNode(at location: SourceLocation?) throws {
        nodes += 1
        if nodes > limits.maxNodes {
            throw EvaluationAbort(id: .nodeLimit, message: "evaluation stopped after creating \(limits.maxNodes) views", location: location ?? SourceLocation(line: 1, column: 1))
        }
    }

    /// Processor time the calling thread has used. Each evaluation (a block, or one call of
    /// author code from the layout engine) makes its budget and does all its work on one thread.
    private static func threadTime() -> Duration {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
    }
}
