import Diagnostics
import SwiftSyntax
import ViewTree

/// Computes an expression's value by switching on its syntax; nothing is compiled. Every step
/// counts against the budget. `expecting` is what the expression's position expects, which
/// types its integer literals (see `ExpectedType`).
struct ExpressionEvaluator: Evaluator {
    let context: EvaluationContext

    func evaluate(_ expr: ExprSyntax, in scope: Scope, expecting: ExpectedType = .any) throws -> Value {
        let here = location(of: expr)
        try context.budget.step(at: here)
        return try context.nested(at: here) { () throws -> Value in
            try evaluateKind(expr, at: here, in: scope, expecting: expecting)
        }
    }

    private func evaluateKind(_ expr: ExprSyntax, at here: SourceLocation, in scope: Scope, expecting: ExpectedType) throws -> Value {
        func sub(_ e: ExprSyntax) throws -> Value { try evaluate(e, in: scope, expecting: expecting) }
        switch expr.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let e): return integerLiteral(e.literal.text, at: here, expecting: expecting)
        case .floatLiteralExpr(let e): return .double(Double(e.literal.text.replacingUnderscores) ?? 0)
        case .booleanLiteralExpr(let e): return .bool(e.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr: return .null
        case .stringLiteralExpr(let e): return try stringLiteral(e, in: scope)
        case .declReferenceExpr(let e): return try identifier(e.baseName.text, at: here, in: scope)
        case .memberAccessExpr(let e): return try memberAccess(e, in: scope, expecting: expecting)
        case .functionCallExpr(let e): return try calls.call(e, in: scope, expecting: expecting)
        case .closureExpr(let e): return .function(closure(e, in: scope))
        case .infixOperatorExpr(let e): return try infix(e, in: scope, expecting: expecting)
        case .prefixOperatorExpr(let e): return try prefix(e, in: scope, expecting: expecting)
        case .postfixOperatorExpr(let e): return try postfix(e, in: scope, expecting: expecting)
        case .ternaryExpr(let e):
            let condition = try sub(e.condition)
            return try sub(coercion.truth(condition, at: here) ? e.thenExpression : e.elseExpression)
        case .tupleExpr(let e): return try tuple(e.elements, in: scope, expecting: expecting)
        case .arrayExpr(let e): return try array(e, at: here, in: scope, expecting: expecting)
        case .dictionaryExpr(let e): return try dictionary(e, in: scope, expecting: expecting)
        case .subscriptCallExpr(let e): return try subscriptCall(e, in: scope, expecting: expecting)
        case .keyPathExpr(let e): return keyPath(e)
        case .macroExpansionExpr(let e): return try macroExpression(e, in: scope)
        case .optionalChainingExpr(let e): return try sub(e.expression)
        case .forceUnwrapExpr(let e): return try forceUnwrap(try sub(e.expression), at: here)
        case .inOutExpr(let e): return try sub(e.expression)
        case .ifExpr(let e): return try statements.value(of: ExprSyntax(e), in: scope, expecting: expecting)
        case .switchExpr(let e): return try statements.value(of: ExprSyntax(e), in: scope, expecting: expecting)
        case .asExpr(let e): return cast(try sub(e.expression), to: e.type.trimmedDescription)
        case .isExpr(let e): return .bool(isInstance(try sub(e.expression), of: e.type.trimmedDescription))
        case .postfixIfConfigExpr(let e): return try postfixIfConfig(e, in: scope, expecting: expecting)
        case .typeExpr(let e): return .type(e.type.trimmedDescription)
        case .genericSpecializationExpr(let e): return try sub(e.expression)
        case .discardAssignmentExpr: return .void
        case .missingExpr: return .unresolved("")
        case .patternExpr:
            report(.error, .unsupportedSyntax, "a pattern is not allowed here", at: here)
            return .unresolved("pattern")
        default:
            report(.error, .unsupportedSyntax, "unsupported expression '\(expr.trimmedDescription.prefix(40))'", at: here)
            return .unresolved(expr.trimmedDescription)
        }
    }

    /// `1_000`, `0xFF`, `0b101`, `0o17`; values beyond `Int` are reported, not trapped.
    private func integerLiteral(_ text: String, at here: SourceLocation, expecting: ExpectedType) -> Value {
        let digits = text.replacingUnderscores
        let parsed: Int? = switch digits.prefix(2) {
        case "0x": Int(digits.dropFirst(2), radix: 16)
        case "0b": Int(digits.dropFirst(2), radix: 2)
        case "0o": Int(digits.dropFirst(2), radix: 8)
        default: Int(digits)
        }
        guard let parsed else {
            report(.error, .runtimeError, "integer literal '\(text)' overflows 'Int'", at: here)
            return .int(0)
        }
        switch expecting {
        case .any: return .int(parsed)
        case .floatingPoint: return .double(Double(parsed))
        }
    }

    /// Interpolated expressions start over with no expected type: `"\(7 / 2)"` is "3" anywhere.
    private func stringLiteral(_ e: StringLiteralExprSyntax, in scope: Scope) throws -> Value {
        let isRaw = e.openingPounds != nil
        var result = ""
        for segment in e.segments {
            switch segment {
            case .stringSegment(let s):
                result += isRaw ? s.content.text : StringEscapes.unescape(s.content.text)
            case .expressionSegment(let s):
                for element in s.expressions {
                    let piece = values.describe(try evaluate(element.expression, in: scope))
                    try context.budget.checkLength(result.utf8.count + piece.utf8.count, at: location(of: element.expression))
                    result += piece
                }
            }
        }
        try context.budget.charge(bytes: result.utf8.count, at: location(of: e))
        return .string(result)
    }

    private func tuple(_ elements: LabeledExprListSyntax, in scope: Scope, expecting: ExpectedType) throws -> Value {
        if elements.count == 1, let only = elements.first, only.label == nil {
            return try evaluate(only.expression, in: scope, expecting: expecting)
        }
        var items: [TupleElement] = []
        for element in elements {
            items.append(TupleElement(label: element.label?.text, value: try evaluate(element.expression, in: scope, expecting: expecting)))
        }
        return items.isEmpty ? .void : .tuple(items)
    }

    private func array(_ e: ArrayExprSyntax, at here: SourceLocation, in scope: Scope, expecting: ExpectedType) throws -> Value {
        let items = try e.elements.map { el in try evaluate(el.expression, in: scope, expecting: expecting) }
        try context.budget.charge(elements: items.count, at: here)
        return .array(items)
    }

    private func dictionary(_ e: DictionaryExprSyntax, in scope: Scope, expecting: ExpectedType) throws -> Value {
        guard case .elements(let list) = e.content else { return .dictionary([]) }
        var entries: [DictionaryEntry] = []
        for element in list {
            entries.append(DictionaryEntry(
                key: try evaluate(element.key, in: scope, expecting: expecting), value: try evaluate(element.value, in: scope, expecting: expecting)))
        }
        try context.budget.charge(elements: 2 * entries.count, at: location(of: e))
        return .dictionary(entries)
    }

    /// `\.self`, `\.id`, `\Item.name`: only property paths are needed (ForEach ids, `map(\.name)`).
    private func keyPath(_ e: KeyPathExprSyntax) -> Value {
        var names: [String] = []
        for component in e.components {
            if case .property(let p) = component.component { names.append(p.declName.baseName.text) }
        }
        return .keyPath(names)
    }

    /// Builds a closure value that captures the current scope and `self`.
    func closure(_ e: ClosureExprSyntax, in scope: Scope) -> Function {
        var parameters: [Function.Parameter] = []
        switch e.signature?.parameterClause {
        case .simpleInput(let list):
            parameters = list.map { Function.Parameter(label: nil, name: $0.name.text, type: nil, defaultValue: nil) }
        case .parameterClause(let clause):
            parameters = clause.parameters.map {
                Function.Parameter(label: nil, name: ($0.secondName ?? $0.firstName).text, type: $0.type?.trimmedDescription, defaultValue: nil)
            }
        case nil:
            break
        }
        return Function(
            name: "closure", parameters: parameters, usesShorthandArguments: e.signature == nil, body: e.statements,
            captured: scope, selfValue: scope.lookup("self"), isViewBuilder: false,
            resultType: ExpectedType(declaredType: e.signature?.returnClause?.type.trimmedDescription))
    }

    /// `#colorLiteral(red:green:blue:alpha:)`; `#Preview` is handled where previews are collected.
    private func macroExpression(_ e: MacroExpansionExprSyntax, in scope: Scope) throws -> Value {
        let here = location(of: e)
        guard e.macroName.text == "colorLiteral" else {
            report(.error, .unsupportedSyntax, "unsupported macro '#\(e.macroName.text)'", at: here)
            return .unresolved("#" + e.macroName.text)
        }
        let args = try calls.arguments(e.arguments, trailing: nil, extra: nil, in: scope)
        func component(_ label: String) -> Double { args[label]?.value.asDouble ?? 1 }
        return .color(ColorValue(red: component("red"), green: component("green"), blue: component("blue"), opacity: component("alpha")))
    }

    private func forceUnwrap(_ value: Value, at here: SourceLocation) throws -> Value {
        guard case .null = value else { return value }
        report(.error, .runtimeError, "unexpectedly found nil while unwrapping an Optional value", at: here)
        return .unresolved("nil")
    }

    /// `x as CGFloat`, `x as? T`: numeric conversions happen, other casts keep the value.
    private func cast(_ value: Value, to type: String) -> Value {
        switch type.trimmingOptionalMarks {
        case "CGFloat", "Double", "Float": value.asDouble.map(Value.double) ?? value
        case "Int": value.asInt.map(Value.int) ?? value
        default: value
        }
    }

    private func isInstance(_ value: Value, of type: String) -> Bool {
        switch value {
        case .int: type == "Int"
        case .double: ["Double", "CGFloat", "Float"].contains(type)
        case .string: type == "String"
        case .bool: type == "Bool"
        case .instance(let i): i.type.name == type
        case .enumCase(let c): c.type.name == type
        default: false
        }
    }

    /// `Text("a") #if os(iOS) .padding() #endif`: applies the active clause's postfix members to the base.
    private func postfixIfConfig(_ e: PostfixIfConfigExprSyntax, in scope: Scope, expecting: ExpectedType) throws -> Value {
        let value = try e.base.map { b in try evaluate(b, in: scope, expecting: expecting) } ?? .void
        guard let clause = CompilationCondition.activeClause(of: e.config), case .postfixExpression(let postfix) = clause.elements else { return value }
        return try evaluatePostfix(postfix, onto: value, in: scope, expecting: expecting)
    }

    /// Evaluates a member chain whose innermost base is missing, using `base` in its place.
    private func evaluatePostfix(_ expr: ExprSyntax, onto base: Value, in scope: Scope, expecting: ExpectedType) throws -> Value {
        func receiver(_ member: MemberAccessExprSyntax) throws -> Value {
            try member.base.map { b in try evaluatePostfix(b, onto: base, in: scope, expecting: expecting) } ?? base
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            return try members.member(member.declName.baseName.text, of: try receiver(member), at: location(of: member.period), in: scope)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let target = try receiver(member)
            let args = try calls.arguments(call.arguments, trailing: call.trailingClosure, extra: call.additionalTrailingClosures, in: scope)
            return try members.callMember(member.declName.baseName.text, on: target, arguments: args, at: location(of: member.period), in: scope)
        }
        if let nested = expr.as(PostfixIfConfigExprSyntax.self) {
            let inner = try nested.base.map { b in try evaluatePostfix(b, onto: base, in: scope, expecting: expecting) } ?? base
            guard let clause = CompilationCondition.activeClause(of: nested.config), case .postfixExpression(let postfix) = clause.elements else { return inner }
            return try evaluatePostfix(postfix, onto: inner, in: scope, expecting: expecting)
        }
        return try evaluate(expr, in: scope, expecting: expecting)
    }
}

extension String {
    var replacingUnderscores: String { filter { $0 != "_" } }

    /// `CGFloat?` → `CGFloat`.
    var trimmingOptionalMarks: String {
        var s = self
        while s.hasSuffix("?") || s.hasSuffix("!") { s.removeLast() }
        return s
    }
}
