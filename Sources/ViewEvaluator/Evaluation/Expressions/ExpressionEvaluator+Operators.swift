import Diagnostics
import SwiftSyntax
import ViewTree

extension ExpressionEvaluator {
    /// Binary operators after folding by Swift's precedence: assignment, arithmetic, comparison,
    /// logic (short-circuit), ranges, `??`, and `Text + Text`. Operands keep the expected type.
    func infix(_ e: InfixOperatorExprSyntax, in scope: Scope, expecting: ExpectedType) throws -> Value {
        func operand(_ side: ExprSyntax) throws -> Value { try evaluate(side, in: scope, expecting: expecting) }
        let here = location(of: e.operator)
        if e.operator.is(AssignmentExprSyntax.self) {
            try assign(try operand(e.rightOperand), to: e.leftOperand, in: scope)
            return .void
        }
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            report(.error, .unsupportedSyntax, "unsupported operator '\(e.operator.trimmedDescription)'", at: here)
            return .unresolved("operator")
        }
        switch op {
        case "&&", "||":
            let left = coercion.truth(try operand(e.leftOperand), at: here)
            if left == (op == "||") { return .bool(left) }
            return .bool(coercion.truth(try operand(e.rightOperand), at: here))
        case "??":
            let left = try operand(e.leftOperand)
            if case .null = left { return try operand(e.rightOperand) }
            return left
        case "+=", "-=", "*=", "/=":
            let current = try operand(e.leftOperand)
            let result = try binary(String(op.dropLast()), current, try operand(e.rightOperand), at: here)
            try assign(result, to: e.leftOperand, in: scope)
            return .void
        default:
            return try binary(op, try operand(e.leftOperand), try operand(e.rightOperand), at: here)
        }
    }

    func binary(_ op: String, _ a: Value, _ b: Value, at here: SourceLocation) throws -> Value {
        if case .unresolved = a { return a }
        if case .unresolved = b { return b }
        switch op {
        case "==": return .bool(values.equal(a, b))
        case "!=": return .bool(!values.equal(a, b))
        case "..<", "...":
            // Swift's Range and ClosedRange initialisers trap on a lower bound above the upper one;
            // what follows sees an empty range, as nothing runs after the trap.
            if let lower = a.asDouble, let upper = b.asDouble, lower > upper {
                report(.error, .runtimeError, "range requires lowerBound <= upperBound", at: here)
                return .range(RangeValue(lower: a, upper: a, isClosed: false))
            }
            return .range(RangeValue(lower: a, upper: b, isClosed: op == "..."))
        case "<", "<=", ">", ">=": return compare(op, a, b, at: here)
        case "&&", "||": return try logical(op, a, b, at: here)
        default: return try arithmetic(op, a, b, at: here)
        }
    }

    /// `&&` and `||` passed as functions (`reduce(true, &&)`): both operands are already evaluated,
    /// which is what Swift does too once the operator is a function value.
    private func logical(_ op: String, _ a: Value, _ b: Value, at here: SourceLocation) throws -> Value {
        guard case .bool(let x) = a, case .bool(let y) = b else {
            report(.error, .typeMismatch, "'\(op)' needs two Bool values, found '\(a.typeName)' and '\(b.typeName)'", at: here)
            return .unresolved(op)
        }
        return .bool(op == "&&" ? x && y : x || y)
    }

    private func arithmetic(_ op: String, _ a: Value, _ b: Value, at here: SourceLocation) throws -> Value {
        switch (a, b) {
        case (.int(let x), .int(let y)):
            return integerArithmetic(op, x, y, at: here)
        case (.string(let x), .string(let y)) where op == "+":
            try context.budget.makeString(utf8Count: x.utf8.count + y.utf8.count, at: here)
            return .string(x + y)
        case (.array(let x), .array(let y)) where op == "+":
            try context.budget.makeCollection(count: x.count + y.count, at: here)
            return .array(x + y)
        default:
            break
        }
        if let x = a.asDouble, let y = b.asDouble {
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return .double(x / y)
            case "%": return .double(x.truncatingRemainder(dividingBy: y))
            default: break
            }
        }
        if let moved = library.dateArithmetic(op, a, b) { return moved }
        if op == "+", a.isViewLike, b.isViewLike { return try builders.concatenateText(a, b, at: here) }
        report(.error, .typeMismatch, "binary operator '\(op)' cannot be applied to '\(a.typeName)' and '\(b.typeName)'", at: here)
        return .unresolved("?")
    }

    /// Integer arithmetic that reports overflow and division by zero instead of trapping.
    private func integerArithmetic(_ op: String, _ x: Int, _ y: Int, at here: SourceLocation) -> Value {
        let result: Int?
        switch op {
        case "+": result = CheckedInteger.sum(x, y)
        case "-": result = CheckedInteger.difference(x, y)
        case "*": result = CheckedInteger.product(x, y)
        case "/", "%":
            guard y != 0 else {
                report(.error, .runtimeError, "division by zero", at: here)
                return .unresolved("?")
            }
            result = op == "/" ? CheckedInteger.quotient(x, y) : CheckedInteger.remainder(x, y)
        case "&": result = x & y
        case "|": result = x | y
        case "^": result = x ^ y
        case "<<": result = x << y
        case ">>": result = x >> y
        default:
            report(.error, .unsupportedSyntax, "unsupported operator '\(op)'", at: here)
            return .unresolved("?")
        }
        return checked(result, "\(x) \(op) \(y)", at: here)
    }

    /// An integer result, or Swift's overflow trap reported at `here` with the expression that
    /// overflowed; evaluation goes on with an unresolved value.
    func checked(_ result: Int?, _ expression: @autoclosure () -> String, at here: SourceLocation) -> Value {
        if let result { return .int(result) }
        report(.error, .runtimeError, "arithmetic overflow in '\(expression())'", at: here)
        return .unresolved("?")
    }

    private func compare(_ op: String, _ a: Value, _ b: Value, at here: SourceLocation) -> Value {
        let ordered: Bool?
        if let (x, y) = library.orderedPair(a, b) {
            ordered = op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y
        } else if let x = a.asDouble, let y = b.asDouble {
            ordered = op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y
        } else if let x = a.asString, let y = b.asString {
            ordered = op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y
        } else {
            ordered = nil
        }
        guard let ordered else {
            report(.error, .typeMismatch, "binary operator '\(op)' cannot be applied to '\(a.typeName)' and '\(b.typeName)'", at: here)
            return .unresolved("?")
        }
        return .bool(ordered)
    }

    func prefix(_ e: PrefixOperatorExprSyntax, in scope: Scope, expecting: ExpectedType) throws -> Value {
        let value = try evaluate(e.expression, in: scope, expecting: expecting)
        let here = location(of: e.operator)
        switch (e.operator.text, value) {
        case ("-", .int(let i)):
            // Swift traps on `-Int.min`; wrapping would show Int.min without a word (issue #7).
            return checked(CheckedInteger.negation(i), "-(\(i))", at: here)
        case ("-", .double(let d)): return .double(-d)
        case ("!", _): return .bool(!coercion.truth(value, at: here))
        case ("+", _): return value
        case ("..<", _): return .range(RangeValue(lower: .int(0), upper: value, isClosed: false))
        case (_, .unresolved): return value
        default:
            if e.operator.text == "-", let d = value.asDouble { return .double(-d) }
            report(.error, .typeMismatch, Self.prefixMismatch(e.operator.text, value), at: here)
            return .unresolved("?")
        }
    }

    /// Swift reads a run of operator characters as one operator, so `------1` is not six negations
    /// but an operator no one declared; said so, with the run shortened (issue 17 item 18).
    private static func prefixMismatch(_ op: String, _ value: Value) -> String {
        guard op.count > 2, Set(op).count == 1 else { return "unary operator '\(op)' cannot be applied to '\(value.typeName)'" }
        let shown = op.count > 8 ? String(op.prefix(8)) + "…" : op
        return "cannot find prefix operator '\(shown)' (\(op.count) × '\(op.first!)') in scope; Swift reads a run of operator characters as one operator, so write '\(op.first!)(\(op.first!)x)' to apply it twice"
    }

    /// `x...`: an open range, used only as `lineLimit(2...)`.
    func postfix(_ e: PostfixOperatorExprSyntax, in scope: Scope, expecting: ExpectedType) throws -> Value {
        let value = try evaluate(e.expression, in: scope, expecting: expecting)
        if e.operator.text == "..." { return .range(RangeValue(lower: value, upper: .null, isClosed: true)) }
        report(.error, .unsupportedSyntax, "unsupported operator '\(e.operator.text)'", at: location(of: e.operator))
        return .unresolved(e.operator.text)
    }
}
