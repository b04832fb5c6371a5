import SwiftSyntax
import ViewTree

extension StatementRunner {
    /// `for x in seq where cond { … }` over arrays, ranges (lazily), dictionaries and strings.
    func runFor(_ f: ForStmtSyntax, in scope: Scope, collecting out: inout [Located], returning: ExpectedType) throws -> Flow {
        let sequence = try expressions.evaluate(f.sequence, in: scope)
        var flow = Flow.next
        try library.forEachElement(of: sequence, at: location(of: f.sequence)) { element in
            let inner = Scope(parent: scope)
            guard try match(f.pattern, element, in: inner) else { return true }
            if let condition = f.whereClause?.condition, !coercion.truth(try expressions.evaluate(condition, in: inner), at: location(of: condition)) { return true }
            let result = try run(f.body.statements, in: inner, collecting: &out, returning: returning)
            switch result {
            case .breakLoop: return false
            case .returned:
                flow = result
                return false
            case .next, .continueLoop: return true
            }
        }
        return flow
    }

    func runWhile(_ w: WhileStmtSyntax, in scope: Scope, collecting out: inout [Located], returning: ExpectedType) throws -> Flow {
        while true {
            let inner = Scope(parent: scope)
            guard try conditionsHold(w.conditions, in: inner) else { return .next }
            let flow = try run(w.body.statements, in: inner, collecting: &out, returning: returning)
            switch flow {
            case .breakLoop: return .next
            case .returned: return flow
            case .next, .continueLoop: continue
            }
        }
    }

    func runRepeat(_ r: RepeatStmtSyntax, in scope: Scope, collecting out: inout [Located], returning: ExpectedType) throws -> Flow {
        repeat {
            let flow = try run(r.body.statements, in: Scope(parent: scope), collecting: &out, returning: returning)
            switch flow {
            case .breakLoop: return .next
            case .returned: return flow
            case .next, .continueLoop: break
            }
        } while coercion.truth(try expressions.evaluate(r.condition, in: scope), at: location(of: r.condition))
        return .next
    }
}
