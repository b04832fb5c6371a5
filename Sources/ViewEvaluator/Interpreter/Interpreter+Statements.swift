import SwiftSyntax
import ViewTree

/// How a statement ended: normally, or by `return`, `break` or `continue`.
enum Flow {
    case next
    case returned(Value)
    case breakLoop
    case continueLoop
}

extension Interpreter {
    /// Runs statements in order; values of expression statements are collected, which is how a
    /// view builder gathers its children and how a one-expression body returns its value.
    func run(_ items: CodeBlockItemListSyntax, in scope: Scope, collecting out: inout [Located]) throws -> Flow {
        for item in items {
            let flow = try runItem(item, in: scope, collecting: &out)
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    func runItem(_ item: CodeBlockItemSyntax, in scope: Scope, collecting out: inout [Located]) throws -> Flow {
        try budget.step(at: location(of: item))
        switch item.item {
        case .decl(let d): return try declaration(d, in: scope, collecting: &out)
        case .stmt(let s): return try statement(s, in: scope, collecting: &out)
        case .expr(let e): return try expressionStatement(e, in: scope, collecting: &out)
        }
    }

    private func expressionStatement(_ e: ExprSyntax, in scope: Scope, collecting out: inout [Located]) throws -> Flow {
        if let ifExpr = e.as(IfExprSyntax.self) { return try runIf(ifExpr, in: scope, collecting: &out) }
        if let switchExpr = e.as(SwitchExprSyntax.self) { return try runSwitch(switchExpr, in: scope, collecting: &out) }
        let value = try evaluate(e, in: scope)
        if case .void = value { return .next }
        out.append(Located(value: value, location: location(of: e)))
        return .next
    }

    /// `if` or `switch` used as an expression (`let x = if c { 1 } else { 2 }`).
    func valueOfStatement(_ e: ExprSyntax, in scope: Scope) throws -> Value {
        var collected: [Located] = []
        let flow = try expressionStatement(e, in: scope, collecting: &collected)
        if case .returned(let v) = flow { return v }
        return collected.last?.value ?? .void
    }

    private func statement(_ s: StmtSyntax, in scope: Scope, collecting out: inout [Located]) throws -> Flow {
        switch s.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let e): return try expressionStatement(e.expression, in: scope, collecting: &out)
        case .returnStmt(let r): return .returned(try r.expression.map { try evaluate($0, in: scope) } ?? .void)
        case .guardStmt(let g):
            if try conditionsHold(g.conditions, in: scope) { return .next }
            return try run(g.body.statements, in: Scope(parent: scope), collecting: &out)
        case .forStmt(let f): return try runFor(f, in: scope, collecting: &out)
        case .whileStmt(let w):
            while true {
                let inner = Scope(parent: scope)
                guard try conditionsHold(w.conditions, in: inner) else { return .next }
                let flow = try run(w.body.statements, in: inner, collecting: &out)
                if case .breakLoop = flow { return .next }
                if case .returned = flow { return flow }
            }
        case .repeatStmt(let r):
            repeat {
                let flow = try run(r.body.statements, in: Scope(parent: scope), collecting: &out)
                if case .breakLoop = flow { return .next }
                if case .returned = flow { return flow }
            } while truth(try evaluate(r.condition, in: scope), at: location(of: r.condition))
            return .next
        case .breakStmt: return .breakLoop
        case .continueStmt: return .continueLoop
        case .doStmt(let d): return try run(d.body.statements, in: Scope(parent: scope), collecting: &out)
        case .deferStmt, .discardStmt: return .next
        default:
            report(.error, .unsupportedSyntax, "unsupported statement '\(s.trimmedDescription.prefix(40))'", at: location(of: s))
            return .next
        }
    }

    private func runIf(_ e: IfExprSyntax, in scope: Scope, collecting out: inout [Located]) throws -> Flow {
        let inner = Scope(parent: scope)
        if try conditionsHold(e.conditions, in: inner) { return try run(e.body.statements, in: inner, collecting: &out) }
        switch e.elseBody {
        case .ifExpr(let next): return try runIf(next, in: scope, collecting: &out)
        case .codeBlock(let block): return try run(block.statements, in: Scope(parent: scope), collecting: &out)
        case nil: return .next
        }
    }

    private func runSwitch(_ e: SwitchExprSyntax, in scope: Scope, collecting out: inout [Located]) throws -> Flow {
        let subject = try evaluate(e.subject, in: scope)
        for element in e.cases {
            guard case .switchCase(let c) = element else { continue }
            let inner = Scope(parent: scope)
            if try caseMatches(c.label, subject, in: inner) {
                let flow = try run(c.statements, in: inner, collecting: &out)
                if case .breakLoop = flow { return .next }
                return flow
            }
        }
        report(.warning, .runtimeError, "no case of 'switch' matched '\(describe(subject))'", at: location(of: e.subject))
        return .next
    }

    private func caseMatches(_ label: SwitchCaseSyntax.Label, _ subject: Value, in scope: Scope) throws -> Bool {
        switch label {
        case .default: return true
        case .case(let caseLabel):
            for item in caseLabel.caseItems where try match(item.pattern, subject, in: scope) {
                if let condition = item.whereClause?.condition, !truth(try evaluate(condition, in: scope), at: location(of: condition)) { continue }
                return true
            }
            return false
        }
    }

    /// `for x in seq where cond { … }` over arrays, ranges (lazily), dictionaries and strings.
    private func runFor(_ f: ForStmtSyntax, in scope: Scope, collecting out: inout [Located]) throws -> Flow {
        let sequence = try evaluate(f.sequence, in: scope)
        var flow = Flow.next
        try forEachElement(of: sequence, at: location(of: f.sequence)) { element in
            let inner = Scope(parent: scope)
            guard try match(f.pattern, element, in: inner) else { return true }
            if let condition = f.whereClause?.condition, !truth(try evaluate(condition, in: inner), at: location(of: condition)) { return true }
            let result = try run(f.body.statements, in: inner, collecting: &out)
            switch result {
            case .breakLoop: return false
            case .returned:
                flow = result
                return false
            default: return true
            }
        }
        return flow
    }

    /// Calls `body` for each element until it returns false; integer ranges are never materialised.
    func forEachElement(of sequence: Value, at here: SourceLocation, _ body: (Value) throws -> Bool) throws {
        switch sequence {
        case .array(let items):
            for item in items where try !body(item) { return }
        case .range(let r):
            guard let bounds = r.integerBounds else {
                if r.isReversedIntegerRange {
                    reportReversedRange(at: here)
                } else {
                    report(.error, .typeMismatch, "cannot iterate over a range of '\(typeName(of: r.lower))'", at: here)
                }
                return
            }
            try bounds.forEach { i in
                try budget.step(at: here)
                return try body(.int(i))
            }
        case .dictionary(let entries):
            for entry in entries where try !body(.tuple([TupleElement(label: "key", value: entry.key), TupleElement(label: "value", value: entry.value)])) {
                return
            }
        case .string(let s):
            for c in s where try !body(.string(String(c))) { return }
        case .binding(let b):
            try forEachElement(of: b.value, at: here, body)
        case .unresolved, .null:
            return
        default:
            report(.error, .typeMismatch, "cannot iterate over a value of type '\(typeName(of: sequence))'", at: here)
        }
    }

    /// Swift traps when a range is made with its bounds reversed (`5..<1`); the preview reports it
    /// where the range is used.
    func reportReversedRange(at here: SourceLocation) {
        report(.error, .runtimeError, "range requires lowerBound <= upperBound", at: here)
    }

    /// `if`/`guard`/`while` conditions: Booleans, `let x = optional`, `case .a(let v) = x`.
    func conditionsHold(_ conditions: ConditionElementListSyntax, in scope: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let e):
                guard truth(try evaluate(e, in: scope), at: location(of: e)) else { return false }
            case .optionalBinding(let binding):
                let value: Value
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, in: scope)
                } else {
                    value = try identifier(binding.pattern.trimmedDescription, at: location(of: binding.pattern), in: scope)
                }
                if case .null = value { return false }
                if case .unresolved = value { return false }
                guard try match(binding.pattern, value, in: scope) else { return false }
            case .matchingPattern(let m):
                guard try match(m.pattern, try evaluate(m.initializer.value, in: scope), in: scope) else { return false }
            case .availability:
                continue
            }
        }
        return true
    }

    /// Matches a pattern against a value, declaring its bound names in `scope`.
    func match(_ pattern: PatternSyntax, _ value: Value, in scope: Scope) throws -> Bool {
        switch pattern.as(PatternSyntaxEnum.self) {
        case .identifierPattern(let p):
            scope.declare(p.identifier.text, value)
            return true
        case .wildcardPattern:
            return true
        case .valueBindingPattern(let p):
            return try match(p.pattern, value, in: scope)
        case .tuplePattern(let p):
            guard case .tuple(let items) = value, items.count == p.elements.count else { return false }
            for (element, item) in zip(p.elements, items) where try !match(element.pattern, item.value, in: scope) { return false }
            return true
        case .expressionPattern(let p):
            return try matchExpression(p.expression, value, in: scope)
        case .missingPattern:
            return false
        default:
            report(.error, .unsupportedSyntax, "unsupported pattern '\(pattern.trimmedDescription)'", at: location(of: pattern))
            return false
        }
    }

    /// `.leading`, `.some(let x)`, `.pair(let a, _)`, `0..<5`, `"a"`: Swift's `~=`.
    private func matchExpression(_ e: ExprSyntax, _ value: Value, in scope: Scope) throws -> Bool {
        if let p = e.as(PatternExprSyntax.self) { return try match(p.pattern, value, in: scope) }
        if let member = e.as(MemberAccessExprSyntax.self), member.base == nil {
            return caseName(value) == member.declName.baseName.text
        }
        if let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
            return try matchCase(member.declName.baseName.text, call.arguments, value, in: scope)
        }
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let items) = value, items.count == tuple.elements.count else { return false }
            for (element, item) in zip(tuple.elements, items) where try !matchExpression(element.expression, item.value, in: scope) { return false }
            return true
        }
        if e.is(DiscardAssignmentExprSyntax.self) { return true }
        let candidate = try evaluate(e, in: scope)
        if case .range(let r) = candidate, let x = double(value), let lo = double(r.lower), let hi = double(r.upper) {
            return x >= lo && (r.isClosed ? x <= hi : x < hi)
        }
        return valuesEqual(candidate, value)
    }

    /// An enum case pattern with associated values; `.some(x)` matches any non-nil value.
    private func matchCase(_ name: String, _ args: LabeledExprListSyntax, _ value: Value, in scope: Scope) throws -> Bool {
        let payload: [Value]
        switch value {
        case .enumCase(let c) where c.name == name: payload = c.payload.map(\.value)
        case .symbol(let s) where s.name == name: payload = (s.arguments ?? []).map(\.value)
        case .null: return false
        default:
            guard name == "some" else { return false }
            payload = [value]
        }
        guard payload.count == args.count else { return false }
        for (arg, item) in zip(args, payload) where try !matchExpression(arg.expression, item, in: scope) { return false }
        return true
    }

    /// The clause of `#if` that applies on iOS: `os(iOS)`, `canImport(UIKit)`, `DEBUG` and `swift(>=…)` hold.
    func activeClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        config.clauses.first { clause in
            guard let condition = clause.condition else { return true }
            return CompilationCondition.holds(condition)
        }
    }
}
