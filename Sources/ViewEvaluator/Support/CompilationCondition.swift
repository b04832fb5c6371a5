import SwiftSyntax

/// Decides `#if` conditions as an iPhone build would: iOS, UIKit, Swift 6, debug configuration.
enum CompilationCondition {
    /// The clause of `#if` that applies on iOS: `os(iOS)`, `canImport(UIKit)`, `DEBUG` and `swift(>=…)` hold.
    static func activeClause(of config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        config.clauses.first { clause in
            guard let condition = clause.condition else { return true }
            return holds(condition)
        }
    }

    static func holds(_ e: ExprSyntax) -> Bool {
        if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text == "DEBUG" }
        if let bool = e.as(BooleanLiteralExprSyntax.self) { return bool.literal.tokenKind == .keyword(.true) }
        if let not = e.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" { return !holds(not.expression) }
        if let tuple = e.as(TupleExprSyntax.self), let only = tuple.elements.first { return holds(only.expression) }
        if let infix = e.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "&&" { return holds(infix.leftOperand) && holds(infix.rightOperand) }
            if op == "||" { return holds(infix.leftOperand) || holds(infix.rightOperand) }
        }
        guard let call = e.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
            return false
        }
        let argument = call.arguments.first?.expression.trimmedDescription ?? ""
        switch name {
        case "os": return argument == "iOS"
        case "canImport": return ["UIKit", "SwiftUI", "Foundation", "PlaygroundSupport"].contains(argument)
        case "swift", "compiler": return argument.hasPrefix(">=")
        case "targetEnvironment", "arch": return false
        default: return false
        }
    }
}
