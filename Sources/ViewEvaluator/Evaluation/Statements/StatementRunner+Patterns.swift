import Diagnostics
import SwiftSyntax
import ViewTree

extension StatementRunner {
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
            return value.caseName == member.declName.baseName.text
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
        let candidate = try expressions.evaluate(e, in: scope)
        if case .range(let r) = candidate, let x = value.asDouble, let lo = r.lower.asDouble, let hi = r.upper.asDouble {
            return x >= lo && (r.isClosed ? x <= hi : x < hi)
        }
        return values.equal(candidate, value)
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
}
