import Diagnostics
import SwiftSyntax
import ViewTree

extension ExpressionEvaluator {
    /// Resolves a bare name: locals, then `self`'s members, then the page's types and functions,
    /// then SwiftUI's types; anything else is reported once and becomes an unresolved value.
    func identifier(_ name: String, at here: SourceLocation, in scope: Scope) throws -> Value {
        if name.hasPrefix("$"), let first = name.dropFirst().first, !first.isNumber {
            return projectedValue(String(name.dropFirst()), at: here, in: scope)
        }
        if let value = scope.lookup(name) { return value }
        if let selfValue = scope.lookup("self"), let value = try implicitSelfMember(name, of: selfValue, at: here) {
            return value
        }
        if context.page.types[name] != nil || BuiltinTypes.names.contains(name) { return .type(name) }
        if case .type(let owner)? = scope.lookup("Self"), scope.lookup("self") == nil, context.page.types[owner]?.staticProperties[name] != nil {
            return try members.staticMember(name, of: owner, arguments: nil, at: here)
        }
        if let decl = context.page.functions[name] { return .function(calls.function(decl, selfValue: nil)) }
        if Self.operatorFunctions.contains(name) { return .function(operatorFunction(name)) }
        if let first = name.first, "+-*/%<>=!&|^~".contains(first) {
            report(.error, .unsupportedSyntax, "passing the operator '\(name)' as a function is not supported; write '{ $0 \(name) $1 }' instead", at: here)
            return .unresolved(name)
        }
        reportUnknownName(name, at: here, in: scope)
        return .unresolved(name)
    }

    /// The operators a snippet may pass where a function is expected, as in `reduce(0, +)`.
    static let operatorFunctions: Set<String> = ["+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||"]

    /// `+` as a two-parameter function that applies the operator.
    private func operatorFunction(_ name: String) -> Function {
        let parameters = ["lhs", "rhs"].map { Function.Parameter(label: nil, name: $0, type: nil, defaultValue: nil) }
        return Function(
            name: name, parameters: parameters, usesShorthandArguments: false, body: [], captured: Scope(parent: nil),
            selfValue: nil, isViewBuilder: false, binaryOperator: name)
    }

    /// `$x`: a binding to a `@State`/`@Binding` property, or to a top-level variable.
    /// A name declared nowhere (seed 000's `$allowRestDays`) gets an implicit state and a warning.
    private func projectedValue(_ name: String, at here: SourceLocation, in scope: Scope) -> Value {
        if let value = scope.lookup(name) { return .binding(BindingValue(value: value)) }
        if case .instance(let instance) = scope.lookup("self"), let value = instance.fields[name] {
            return .binding(BindingValue(value: value))
        }
        report(
            .warning, .implicitState, "'\(name)' is not declared; '$\(name)' binds to an implicit state: pickers show their first option, toggles show off",
            at: here, notes: [DiagnosticNote("declare '@State private var \(name) = …' to choose the shown value")])
        return .binding(BindingValue(value: .null))
    }

    /// A stored or computed member of `self` used without `self.`.
    private func implicitSelfMember(_ name: String, of selfValue: Value, at here: SourceLocation) throws -> Value? {
        switch selfValue {
        case .instance(let instance):
            if let value = instance.fields[name] { return value }
            if instance.type.computedProperties[name] != nil { return try members.member(name, of: selfValue, at: here, in: Scope(parent: nil)) }
            return nil
        case .enumCase(let c):
            guard name == "rawValue" || c.type.computedProperties[name] != nil else { return nil }
            return try members.member(name, of: selfValue, at: here, in: Scope(parent: nil))
        default:
            return nil
        }
    }

    func reportUnknownName(_ name: String, at here: SourceLocation, in scope: Scope) {
        let page = context.page
        let candidates = scope.allNames + page.types.keys + page.functions.keys + BuiltinTypes.names + SupportedAPI.viewNames
        let notes = NameSuggester.suggestion(for: name, among: candidates).map { [DiagnosticNote("did you mean '\($0)'?")] } ?? []
        report(.error, .unknownName, "cannot find '\(name)' in scope", at: here, notes: notes)
    }

    /// `base.name` where base is written: `Color.red`, `Menu.self`, `item.label`, `.blue.gradient`.
    func memberAccess(_ e: MemberAccessExprSyntax, in scope: Scope, expecting: ExpectedType) throws -> Value {
        let name = e.declName.baseName.text
        if e.declName.baseName.presence == .missing {
            return try e.base.map { try evaluate($0, in: scope, expecting: expecting) } ?? .unresolved("")
        }
        if let labels = e.declName.argumentNames {
            report(.error, .unsupportedSyntax, "'\(e.declName.trimmedDescription)' names a method without calling it", at: location(of: labels),
                   notes: [DiagnosticNote("write a value after each label, as in '\(name)(\(labels.arguments.map { $0.name.text + ": …" }.joined(separator: ", ")))'")])
            return try e.base.map { try evaluate($0, in: scope, expecting: expecting) } ?? .unresolved(name)
        }
        guard let baseExpr = e.base else { return .symbol(Symbol(name: name, arguments: nil)) }
        let base = try evaluate(baseExpr, in: scope, expecting: expecting)
        if name == "self", case .type = base { return base }
        return try members.member(name, of: base, at: location(of: e.period), in: scope)
    }

    /// `subject[index]`: the subject keeps the expected type, the index starts over.
    func subscriptCall(_ e: SubscriptCallExprSyntax, in scope: Scope, expecting: ExpectedType) throws -> Value {
        let base = try evaluate(e.calledExpression, in: scope, expecting: expecting)
        let args = try calls.arguments(e.arguments, trailing: nil, extra: nil, in: scope)
        return try members.subscriptValue(base, args, at: location(of: e.leftSquare))
    }
}
