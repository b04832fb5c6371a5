import ViewTree

/// Counts the work one evaluation does and aborts it at the first limit it crosses.
struct Budget {
    let limits: EvaluationLimits
    private(set) var steps = 0
    private(set) var depth = 0
    private(set) var nodes = 0
    private let deadline: ContinuousClock.Instant

    /// The clock is read only every this many steps, so checking time stays cheap.
    private static let clockInterval = 256

    init(limits: EvaluationLimits) {
        self.limits = limits
        deadline = ContinuousClock.now.advanced(by: limits.timeLimit)
    }

    mutating func step(at location: SourceLocation) throws {
        steps += 1
        if steps > limits.maxSteps {
            throw EvaluationAbort(id: .stepLimit, message: "evaluation stopped after \(limits.maxSteps) steps", location: location)
        }
        if steps % Self.clockInterval == 0, ContinuousClock.now > deadline {
            throw EvaluationAbort(id: .timeLimit, message: "evaluation stopped after \(limits.timeLimit) of work", location: location)
        }
    }

    /// Counts work done where nothing can be thrown (comparing or describing values); the next
    /// `step` reports the limit if this crossed it, and `isExhausted` tells the work to stop.
    mutating func spend(_ units: Int) {
        steps += units
    }

    var isExhausted: Bool { steps > limits.maxSteps }

    mutating func enter(at location: SourceLocation) throws {
        depth += 1
        if depth > limits.maxDepth {
            throw EvaluationAbort(id: .depthLimit, message: "evaluation stopped at nesting depth \(limits.maxDepth); is there endless recursion?", location: location)
        }
    }

    mutating func leave() {
        depth -= 1
    }

    /// Checks the size of a string or array just built.
    func checkLength(_ length: Int, at location: SourceLocation) throws {
        if length > limits.maxLength {
            throw EvaluationAbort(id: .lengthLimit, message: "evaluation stopped: a string or array grew to \(length) elements, over the limit of \(limits.maxLength)", location: location)
        }
    }

    mutating func countNode(at location: SourceLocation?) throws {
        nodes += 1
        if nodes > limits.maxNodes {
            throw EvaluationAbort(id: .nodeLimit, message: "evaluation stopped after creating \(limits.maxNodes) views", location: location ?? SourceLocation(line: 1, column: 1))
        }
    }
}
