import SwiftSyntax
import ViewTree

extension Interpreter {
    /// Binary operators after folding by Swift's precedence: assignment, arithmetic, comparison,
    /// logic (short-circuit), ranges, `??`, and `Text + Text`.
    func infix(_ e: InfixOperatorExprSyntax, in scope: Scope) throws -> Value {
        let here = location(of: e.operator)
        if e.operator.is(AssignmentExprSyntax.self) {
            try assign(try evaluate(e.rightOperand, in: scope), to: e.leftOperand, in: scope)
            return .void
        }
        guard let op = e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            report(.error, .unsupportedSyntax, "unsupported operator '\(e.operator.trimmedDescription)'", at: here)
            return .unresolved("operator")
        }
        switch op {
        case "&&", "||":
            let left = truth(try evaluate(e.leftOperand, in: scope), at: here)
            if left == (op == "||") { return .bool(left) }
            return .bool(truth(try evaluate(e.rightOperand, in: scope), at: here))
        case "??":
            let left = try evaluate(e.leftOperand, in: scope)
            if case .null = left { return try evaluate(e.rightOperand, in: scope) }
            return left
        case "+=", "-=", "*=", "/=":
            let current = try evaluate(e.leftOperand, in: scope)
            let result = try binary(String(op.dropLast()), current, try evaluate(e.rightOperand, in: scope), at: here)
            try assign(result, to: e.leftOperand, in: scope)
            return .void
        default:
            return try binary(op, try evaluate(e.leftOperand, in: scope), try evaluate(e.rightOperand, in: scope), at: here)
        }
    }

    func binary(_ op: String, _ a: Value, _ b: Value, at here: SourceLocation) throws -> Value {
        if case .unresolved = a { return a }
        if case .unresolved = b { return b }
        switch op {
        case "==": return .bool(valuesEqual(a, b))
        case "!=": return .bool(!valuesEqual(a, b))
        case "..<", "...": return .range(RangeValue(lower: a, upper: b, isClosed: op == "..."))
        case "<", "<=", ">", ">=": return compare(op, a, b, at: here)
        default: return try arithmetic(op, a, b, at: here)
        }
    }

    private func arithmetic(_ op: String, _ a: Value, _ b: Value, at here: SourceLocation) throws -> Value {
        switch (a, b) {
        case (.int(let x), .int(let y)):
            return integerArithmetic(op, x, y, at: here)
        case (.string(let x), .string(let y)) where op == "+":
            try budget.makeString(utf8Count: x.utf8.count + y.utf8.count, at: here)
            return .string(x + y)
        case (.array(let x), .array(let y)) where op == "+":
            try budget.makeCollection(count: x.count + y.count, at: here)
            return .array(x + y)
        default:
            break
        }
        if let x = double(a), let y = double(b) {
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return .double(x / y)
            case "%": return .double(x.truncatingRemainder(dividingBy: y))
            default: break
            }
        }
        if op == "+", isViewLike(a), isViewLike(b) { return try concatenateText(a, b, at: here) }
        report(.error, .typeMismatch, "binary operator '\(op)' cannot be applied to '\(typeName(of: a))' and '\(typeName(of: b))'", at: here)
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
        if let x = double(a), let y = double(b) {
            ordered = op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y
        } else if let x = string(a), let y = string(b) {
            ordered = op == "<" ? x < y : op == "<=" ? x <= y : op == ">" ? x > y : x >= y
        } else {
            ordered = nil
        }
        guard let ordered else {
            report(.error, .typeMismatch, "binary operator '\(op)' cannot be applied to '\(typeName(of: a))' and '\(typeName(of: b))'", at: here)
            return .unresolved("?")
        }
        return .bool(ordered)
    }

    func prefix(_ e: PrefixOperatorExprSyntax, in scope: Scope) throws -> Value {
        let value = try evaluate(e.expression, in: scope)
        let here = location(of: e.operator)
        switch (e.operator.text, value) {
        case ("-", .int(let i)):
            // Swift traps on `-Int.min`; wrapping would show Int.min without a word (issue #7).
            return checked(CheckedInteger.negation(i), "-(\(i))", at: here)
        case ("-", .double(let d)): return .double(-d)
        case ("!", _): return .bool(!truth(value, at: here))
        case ("+", _): return value
        case ("..<", _): return .range(RangeValue(lower: .int(0), upper: value, isClosed: false))
        case (_, .unresolved): return value
        default:
            if e.operator.text == "-", let d = double(value) { return .double(-d) }
            report(.error, .typeMismatch, "unary operator '\(e.operator.text)' cannot be applied to '\(typeName(of: value))'", at: here)
            return .unresolved(e.operator.text)
        }
    }

    /// `x...`: an open range, used only as `lineLimit(2...)`.
    func postfix(_ e: PostfixOperatorExprSyntax, in scope: Scope) throws -> Value {
        let value = try evaluate(e.expression, in: scope)
        if e.operator.text == "..." { return .range(RangeValue(lower: value, upper: .null, isClosed: true)) }
        report(.error, .unsupportedSyntax, "unsupported operator '\(e.operator.text)'", at: location(of: e.operator))
        return .unresolved(e.operator.text)
    }

    /// Writes `value` into a variable, a member path (`self.title`, `a.b.c`) or a subscript.
    func assign(_ value: Value, to target: ExprSyntax, in scope: Scope) throws {
        let here = location(of: target)
        if let ref = target.as(DeclReferenceExprSyntax.self) {
            try assignName(ref.baseName.text, value, at: here, in: scope)
        } else if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let updated = try setMember(member.declName.baseName.text, of: try evaluate(base, in: scope), to: value, at: here)
            try assign(updated, to: base, in: scope)
        } else if let sub = target.as(SubscriptCallExprSyntax.self), let indexExpr = sub.arguments.first?.expression {
            let container = try evaluate(sub.calledExpression, in: scope)
            let updated = try setElement(of: container, at: try evaluate(indexExpr, in: scope), to: value, location: here)
            try assign(updated, to: sub.calledExpression, in: scope)
        } else if !target.is(DiscardAssignmentExprSyntax.self) {
            report(.error, .unsupportedSyntax, "cannot assign to '\(target.trimmedDescription)'", at: here)
        }
    }

    /// A plain name, or a property of `self` (also `_name`, the storage of a wrapped property).
    private func assignName(_ name: String, _ value: Value, at here: SourceLocation, in scope: Scope) throws {
        if scope.assign(name, value) { return }
        if case .instance(var instance)? = scope.lookup("self") {
            let field = name.hasPrefix("_") ? String(name.dropFirst()) : name
            if instance.fields[field] != nil || instance.type.storedProperties.contains(where: { $0.name == field }) {
                instance.fields[field] = unwrapBinding(value)
                _ = scope.assign("self", .instance(instance))
                return
            }
        }
        report(.error, .unknownName, "cannot find '\(name)' in scope", at: here)
    }

    private func unwrapBinding(_ value: Value) -> Value {
        if case .binding(let b) = value { return b.value }
        return value
    }

    private func setMember(_ name: String, of base: Value, to value: Value, at here: SourceLocation) throws -> Value {
        switch base {
        case .instance(var instance):
            let field = name.hasPrefix("_") ? String(name.dropFirst()) : name
            instance.fields[field] = unwrapBinding(value)
            return .instance(instance)
        case .binding:
            return .binding(BindingValue(value: value))
        default:
            report(.error, .unsupportedSyntax, "cannot assign to member '\(name)' of '\(typeName(of: base))'", at: here)
            return base
        }
    }

    private func setElement(of container: Value, at index: Value, to value: Value, location here: SourceLocation) throws -> Value {
        switch container {
        case .array(var items):
            guard let i = int(index), items.indices.contains(i) else {
                report(.error, .runtimeError, "index is out of range", at: here)
                return container
            }
            items[i] = value
            return .array(items)
        case .dictionary(var entries):
            if let i = entries.firstIndex(where: { valuesEqual($0.key, index) }) {
                entries[i].value = value
            } else {
                try budget.charge(elements: 2, at: here)
                entries.append(DictionaryEntry(key: index, value: value))
            }
            return .dictionary(entries)
        default:
            report(.error, .typeMismatch, "cannot subscript a value of type '\(typeName(of: container))'", at: here)
            return container
        }
    }
}
