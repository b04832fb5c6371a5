import Diagnostics
import ViewTree

extension SwiftLibrary {
    /// `min`, `max`, `abs`, `round`, `floor`, `ceil`, `sqrt`, `pow`, `stride`, `zip`, `print`.
    func freeFunction(_ name: String, _ args: [Argument], at here: SourceLocation) throws -> Value? {
        let numbers = args.compactMap(\.value.asDouble)
        let ints = args.compactMap { if case .int(let i) = $0.value { i } else { nil } }
        if !ints.isEmpty, ints.count == args.count, let value = integerFunction(name, ints, at: here) { return value }
        switch name {
        case "min" where !numbers.isEmpty: return .double(numbers.min()!)
        case "max" where !numbers.isEmpty: return .double(numbers.max()!)
        case "abs" where numbers.count == 1: return .double(Swift.abs(numbers[0]))
        case "round" where numbers.count == 1: return .double(numbers[0].rounded())
        case "floor" where numbers.count == 1: return .double(numbers[0].rounded(.down))
        case "ceil" where numbers.count == 1: return .double(numbers[0].rounded(.up))
        case "sqrt" where numbers.count == 1: return .double(numbers[0].squareRoot())
        case "pow" where numbers.count == 2: return .double(power(numbers[0], numbers[1]))
        case "print", "debugPrint": return .void
        case "stride": return try stride(args, at: here)
        case "zip" where args.count == 2:
            let a = try elements(of: args[0].value, at: here), b = try elements(of: args[1].value, at: here)
            return try madeArray(zip(a, b).map { .tuple([TupleElement(label: nil, value: $0), TupleElement(label: nil, value: $1)]) }, at: here)
        default: return nil
        }
    }

    /// `min`, `max` and `abs` of integers stay integers, as Swift's generic versions do;
    /// `abs(Int.min)` overflows.
    private func integerFunction(_ name: String, _ ints: [Int], at here: SourceLocation) -> Value? {
        switch name {
        case "min": .int(ints.min()!)
        case "max": .int(ints.max()!)
        case "abs" where ints.count == 1: expressions.checked(CheckedInteger.magnitude(ints[0]), "abs(\(ints[0]))", at: here)
        default: nil
        }
    }

    /// `x^y` for whole exponents (the only ones snippets use), by repeated multiplication.
    private func power(_ base: Double, _ exponent: Double) -> Double {
        guard exponent == exponent.rounded(), Swift.abs(exponent) <= 64 else { return .nan }
        var result = 1.0
        for _ in 0..<Int(Swift.abs(exponent)) { result *= base }
        return exponent < 0 ? 1 / result : result
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, materialised under the step budget.
    /// Swift traps on a zero step, and on an integer step that overflows before the end is passed.
    private func stride(_ args: [Argument], at here: SourceLocation) throws -> Value? {
        let endArgument = args["to"] ?? args["through"]
        guard let fromArgument = args["from"], let byArgument = args["by"], let endArgument else { return nil }
        let closed = args["through"] != nil
        if case .int(let from) = fromArgument.value, case .int(let by) = byArgument.value, case .int(let end) = endArgument.value {
            guard by != 0 else { return zeroStride(at: byArgument.location) }
            return try integerStride(from: from, to: end, by: by, closed: closed, at: here)
        }
        guard let from = fromArgument.value.asDouble, let by = byArgument.value.asDouble, let end = endArgument.value.asDouble else { return nil }
        guard by != 0 else { return zeroStride(at: byArgument.location) }
        var items: [Value] = []
        var x = from
        while by > 0 ? (closed ? x <= end : x < end) : (closed ? x >= end : x > end) {
            try context.budget.step(at: here)
            items.append(.double(x))
            x += by
        }
        return try madeArray(items, at: here)
    }

    private func zeroStride(at here: SourceLocation) -> Value {
        report(.error, .runtimeError, "stride size must not be zero", at: here)
        return .unresolved("stride")
    }

    /// Each next value is the last plus the step, as Swift's integer strides compute it; the
    /// value at a `through:` end is returned without stepping past it.
    private func integerStride(from: Int, to end: Int, by: Int, closed: Bool, at here: SourceLocation) throws -> Value {
        var items: [Value] = []
        var x = from
        while by > 0 ? (closed ? x <= end : x < end) : (closed ? x >= end : x > end) {
            try context.budget.step(at: here)
            items.append(.int(x))
            if closed, x == end { break }
            guard let next = CheckedInteger.sum(x, by) else { return expressions.checked(nil, "\(x) + \(by)", at: here) }
            x = next
        }
        return try madeArray(items, at: here)
    }
}
