import Diagnostics
import SwiftSyntax
import ViewTree

extension MemberEvaluator {
    /// `Type.name`: a user static or enum case, else a SwiftUI constant such as `Color.red`.
    func staticMember(_ name: String, of type: String, arguments: [Argument]?, at here: SourceLocation) throws -> Value {
        if let decl = context.page.types[type] {
            if let property = decl.staticProperties[name], arguments == nil {
                return try staticProperty(property, named: name, of: decl, at: here)
            }
            if decl.kind == .enumeration, name == "allCases", arguments == nil {
                return .array(decl.cases.filter(\.parameterLabels.isEmpty).map { .enumCase(EnumCaseValue(type: decl, name: $0.name, payload: [])) })
            }
            if let enumCase = decl.cases.first(where: { $0.name == name }) {
                return .enumCase(EnumCaseValue(type: decl, name: enumCase.name, payload: arguments ?? []))
            }
            if let methods = decl.staticMethods[name], let arguments, let method = methods.first {
                return try calls.callFunction(calls.function(method, selfValue: .type(type)), arguments: arguments, at: here)
            }
        }
        if let value = library.foundationStatic(name, of: type, arguments: arguments) { return value }
        if type == "ContentUnavailableView", name == "search" {
            return try builders.contentUnavailableSearch(text: arguments?["text"]?.value.asString, at: here)
        }
        if BuiltinTypes.names.contains(type) || type.contains(".") {
            if let first = name.first, first.isUppercase, arguments == nil { return .type(type + "." + name) }
            if let value = try coercion.coerce(.symbol(Symbol(name: name, arguments: arguments)), toType: type, at: here) { return value }
        }
        let kind = arguments == nil ? "member" : "function"
        report(.error, .unknownMember, "type '\(type)' has no \(kind) '\(name)'", at: here, notes: memberSuggestion(name, of: type))
        return .unresolved(name)
    }

    /// "did you mean" for a misspelt member of a page type or a SwiftUI value type.
    func memberSuggestion(_ name: String, of type: String) -> [DiagnosticNote] {
        var candidates = BuiltinValues.memberNames(of: type)
        if let decl = context.page.types[type] {
            candidates += decl.cases.map(\.name) + decl.staticProperties.keys + decl.staticMethods.keys
        }
        return NameSuggester.suggestion(for: name, among: candidates).map { [DiagnosticNote("did you mean '\($0)'?")] } ?? []
    }

    /// Evaluates a `static let` once per page and keeps the value.
    private func staticProperty(_ property: TypeDeclaration.StaticProperty, named name: String, of decl: TypeDeclaration, at here: SourceLocation) throws -> Value {
        let key = decl.name + "." + name
        if let cached = context.page.staticValues[key] { return cached }
        let scope = Scope(parent: context.page.globals)
        scope.declare("Self", .type(decl.name))
        let value: Value
        switch property {
        case .stored(let expr, let type):
            value = try coercion.coerceDeclared(try expressions.evaluate(expr, in: scope, expecting: ExpectedType(declaredType: type)), to: type, at: here)
        case .computed(let body, let type):
            let getter = Function(
                name: name, parameters: [], usesShorthandArguments: false, body: body, captured: scope, selfValue: .type(decl.name), isViewBuilder: false,
                resultType: ExpectedType(declaredType: type))
            value = try calls.callFunction(getter, arguments: [], at: here)
        }
        context.page.staticValues[key] = value
        return value
    }

    func rawValue(of c: EnumCaseValue, at here: SourceLocation) throws -> Value {
        guard let index = c.type.cases.firstIndex(where: { $0.name == c.name }) else { return .unresolved(c.name) }
        if let raw = c.type.cases[index].rawValue { return try expressions.evaluate(raw, in: context.page.globals) }
        if c.type.rawType == "Int" {
            return implicitIntRaw(c.type, index, at: here)
        }
        return .string(c.name)
    }

    /// Int raw values count up from the previous explicit one (or 0); counting past `Int.max`
    /// is the overflow Swift's compiler rejects.
    private func implicitIntRaw(_ type: TypeDeclaration, _ index: Int, at here: SourceLocation) -> Value {
        var value: Int? = 0
        for i in 0...index {
            if let raw = type.cases[i].rawValue?.as(IntegerLiteralExprSyntax.self), let n = Int(raw.literal.text) {
                value = n
            } else if i > 0 {
                value = value.flatMap { CheckedInteger.sum($0, 1) }
            }
        }
        return expressions.checked(value, "\(type.name).\(type.cases[index].name).rawValue", at: here)
    }
}
