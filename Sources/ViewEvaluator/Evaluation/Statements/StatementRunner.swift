import Diagnostics
import SwiftSyntax
import ViewTree

/// Runs statements in order. The values of expression statements are collected, which is how a
/// view builder gathers its children and how a one-expression body returns its value. `expecting`
/// is the type those values are expected to have (an `if` expression's branches keep the type
/// its position expects); `returning` is the enclosing function's declared result type, which
/// types what its `return` statements give, however deeply they are nested.
struct StatementRunner: Evaluator {
    let context: EvaluationContext

    func run(
        _ items: CodeBlockItemListSyntax, in scope: Scope, collecting out: inout [Located], expecting: ExpectedType = .any, returning: ExpectedType = .any
    ) throws -> Flow {
        for item in items {
            let flow = try runItem(item, in: scope, collecting: &out, expecting: expecting, returning: returning)
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    func runItem(
        _ item: CodeBlockItemSyntax, in scope: Scope, collecting out: inout [Located], expecting: ExpectedType = .any, returning: ExpectedType = .any
    ) throws -> Flow {
        let here = location(of: item)
        context.budget.enterStatement(at: here)
        defer { context.budget.leaveStatement() }
        try context.budget.step(at: here)
        switch item.item {
        case .decl(let d): return try declaration(d, in: scope, collecting: &out)
        case .stmt(let s): return try statement(s, in: scope, collecting: &out, expecting: expecting, returning: returning)
        case .expr(let e): return try expressionStatement(e, in: scope, collecting: &out, expecting: expecting, returning: returning)
        }
    }

    private func expressionStatement(
        _ e: ExprSyntax, in scope: Scope, collecting out: inout [Located], expecting: ExpectedType, returning: ExpectedType
    ) throws -> Flow {
        if let ifExpr = e.as(IfExprSyntax.self) { return try runIf(ifExpr, in: scope, collecting: &out, expecting: expecting, returning: returning) }
        if let switchExpr = e.as(SwitchExprSyntax.self) {
            return try runSwitch(switchExpr, in: scope, collecting: &out, expecting: expecting, returning: returning)
        }
        let value = try expressions.evaluate(e, in: scope, expecting: expecting)
        if case .void = value { return .next }
        out.append(Located(value: value, location: location(of: e)))
        return .next
    }

    /// `if` or `switch` used as an expression (`let x = if c { 1 } else { 2 }`).
    func value(of e: ExprSyntax, in scope: Scope, expecting: ExpectedType) throws -> Value {
        var collected: [Located] = []
        let flow = try expressionStatement(e, in: scope, collecting: &collected, expecting: expecting, returning: .any)
        if case .returned(let v) = flow { return v }
        return collected.last?.value ?? .void
    }

    private func statement(_ s: StmtSyntax, in scope: Scope, collecting out: inout [Located], expecting: ExpectedType, returning: ExpectedType) throws -> Flow {
        switch s.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let e): return try expressionStatement(e.expression, in: scope, collecting: &out, expecting: expecting, returning: returning)
        case .returnStmt(let r): return .returned(try r.expression.map { try expressions.evaluate($0, in: scope, expecting: returning) } ?? .void)
        case .guardStmt(let g):
            if try conditionsHold(g.conditions, in: scope) { return .next }
            return try run(g.body.statements, in: Scope(parent: scope), collecting: &out, returning: returning)
        case .forStmt(let f): return try runFor(f, in: scope, collecting: &out, returning: returning)
        case .whileStmt(let w): return try runWhile(w, in: scope, collecting: &out, returning: returning)
        case .repeatStmt(let r): return try runRepeat(r, in: scope, collecting: &out, returning: returning)
        case .breakStmt: return .breakLoop
        case .continueStmt: return .continueLoop
        case .doStmt(let d): return try run(d.body.statements, in: Scope(parent: scope), collecting: &out, returning: returning)
        case .deferStmt, .discardStmt: return .next
        default:
            report(.error, .unsupportedSyntax, "unsupported statement '\(s.trimmedDescription.prefix(40))'", at: location(of: s))
            return .next
        }
    }

    private func runIf(_ e: IfExprSyntax, in scope: Scope, collecting out: inout [Located], expecting: ExpectedType, returning: ExpectedType) throws -> Flow {
        let inner = Scope(parent: scope)
        if try conditionsHold(e.conditions, in: inner) { return try run(e.body.statements, in: inner, collecting: &out, expecting: expecting, returning: returning) }
        switch e.elseBody {
        case .ifExpr(let next): return try runIf(next, in: scope, collecting: &out, expecting: expecting, returning: returning)
        case .codeBlock(let block): return try run(block.statements, in: Scope(parent: scope), collecting: &out, expecting: expecting, returning: returning)
        case nil: return .next
        }
    }

    private func runSwitch(_ e: SwitchExprSyntax, in scope: Scope, collecting out: inout [Located], expecting: ExpectedType, returning: ExpectedType) throws -> Flow {
        let subject = try expressions.evaluate(e.subject, in: scope)
        for element in e.cases {
            guard case .switchCase(let c) = element else { continue }
            let inner = Scope(parent: scope)
            if try caseMatches(c.label, subject, in: inner) {
                let flow = try run(c.statements, in: inner, collecting: &out, expecting: expecting, returning: returning)
                if case .breakLoop = flow { return .next }
                return flow
            }
        }
        report(.warning, .runtimeError, "no case of 'switch' matched '\(values.describe(subject))'", at: location(of: e.subject))
        return .next
    }

    private func caseMatches(_ label: SwitchCaseSyntax.Label, _ subject: Value, in scope: Scope) throws -> Bool {
        switch label {
        case .default: return true
        case .case(let caseLabel):
            for item in caseLabel.caseItems where try match(item.pattern, subject, in: scope) {
                if let condition = item.whereClause?.condition, !coercion.truth(try expressions.evaluate(condition, in: scope), at: location(of: condition)) { continue }
                return true
            }
            return false
        }
    }

    /// `if`/`guard`/`while` conditions: Booleans, `let x = optional`, `case .a(let v) = x`.
    func conditionsHold(_ conditions: ConditionElementListSyntax, in scope: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let e):
                guard coercion.truth(try expressions.evaluate(e, in: scope), at: location(of: e)) else { return false }
            case .optionalBinding(let binding):
                let value: Value
                if let initializer = binding.initializer {
                    value = try expressions.evaluate(initializer.value, in: scope)
                } else {
                    value = try expressions.identifier(binding.pattern.trimmedDescription, at: location(of: binding.pattern), in: scope)
                }
                if case .null = value { return false }
                if case .unresolved = value { return false }
                guard try match(binding.pattern, value, in: scope) else { return false }
            case .matchingPattern(let m):
                guard try match(m.pattern, try expressions.evaluate(m.initializer.value, in: scope), in: scope) else { return false }
            case .availability:
                continue
            }
        }
        return true
    }
}
