import Diagnostics
import SwiftSyntax
import ViewTree

extension Interpreter {
    /// Resolves a bare name: locals, then `self`'s members, then the page's types and functions,
    /// then SwiftUI's types; anything else is reported once and becomes an unresolved value.
    func identifier(_ name: String, at here: SourceLocation, in scope: Scope) throws -> Value {
        if name.hasPrefix("$"), let first = name.dropFirst().first, !first.isNumber {
            return try projectedValue(String(name.dropFirst()), at: here, in: scope)
        }
        if let value = scope.lookup(name) { return value }
        if let selfValue = scope.lookup("self"), let value = try implicitSelfMember(name, of: selfValue, at: here) {
            return value
        }
        if page.types[name] != nil || BuiltinTypes.names.contains(name) { return .type(name) }
        if let decl = page.functions[name] { return .function(function(decl, selfValue: nil)) }
        if let first = name.first, "+-*/%<>=!&|^~".contains(first) {
            report(.error, .unsupportedSyntax, "passing the operator '\(name)' as a function is not supported; write '{ $0 \(name) $1 }' instead", at: here)
            return .unresolved(name)
        }
        reportUnknownName(name, at: here, in: scope)
        return .unresolved(name)
    }

    /// `$x`: a binding to a `@State`/`@Binding` property, or to a top-level variable.
    /// A name declared nowhere (seed 000's `$allowRestDays`) gets an implicit state and a warning.
    private func projectedValue(_ name: String, at here: SourceLocation, in scope: Scope) throws -> Value {
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
            if instance.type.computedProperties[name] != nil { return try member(name, of: selfValue, at: here, in: Scope(parent: nil)) }
            return nil
        case .enumCase(let c):
            guard name == "rawValue" || c.type.computedProperties[name] != nil else { return nil }
            return try member(name, of: selfValue, at: here, in: Scope(parent: nil))
        default:
            return nil
        }
    }

    func reportUnknownName(_ name: String, at here: SourceLocation, in scope: Scope) {
        let candidates = scope.allNames + page.types.keys + page.functions.keys + BuiltinTypes.names + SupportedAPI.viewNames
        let notes = NameSuggester.suggestion(for: name, among: candidates).map { [DiagnosticNote("did you mean '\($0)'?")] } ?? []
        report(.error, .unknownName, "cannot find '\(name)' in scope", at: here, notes: notes)
    }

    /// `base.name` where base is written: `Color.red`, `Menu.self`, `item.label`, `.blue.gradient`.
    func memberAccess(_ e: MemberAccessExprSyntax, in scope: Scope) throws -> Value {
        let name = e.declName.baseName.text
        if e.declName.baseName.presence == .missing {
            return try e.base.map { try evaluate($0, in: scope) } ?? .unresolved("")
        }
        if let labels = e.declName.argumentNames {
            report(.error, .unsupportedSyntax, "'\(e.declName.trimmedDescription)' names a method without calling it", at: location(of: labels),
                   notes: [DiagnosticNote("write a value after each label, as in '\(name)(\(labels.arguments.map { $0.name.text + ": …" }.joined(separator: ", ")))'")])
            return try e.base.map { try evaluate($0, in: scope) } ?? .unresolved(name)
        }
        guard let baseExpr = e.base else { return .symbol(Symbol(name: name, arguments: nil)) }
        let base = try evaluate(baseExpr, in: scope)
        if name == "self", case .type = base { return base }
        return try member(name, of: base, at: location(of: e.period), in: scope)
    }

    /// Reads a property of a value.
    func member(_ name: String, of base: Value, at here: SourceLocation, in scope: Scope) throws -> Value {
        switch base {
        case .type(let type):
            return try staticMember(name, of: type, arguments: nil, at: here)
        case .instance(let instance):
            if let value = instance.fields[name] { return value }
            if let getter = instance.type.computedProperties[name] {
                var bound = getter
                bound.selfValue = base
                return try callFunction(bound, arguments: [], at: here)
            }
        case .enumCase(let c):
            if name == "rawValue" { return try rawValue(of: c, at: here) }
            if let getter = c.type.computedProperties[name] {
                var bound = getter
                bound.selfValue = base
                return try callFunction(bound, arguments: [], at: here)
            }
        case .symbol(let symbol):
            if let resolved = resolveChainedSymbol(symbol, member: name) { return try member(name, of: resolved, at: here, in: scope) }
        case .binding(let binding):
            if name == "wrappedValue" { return binding.value }
            return .binding(BindingValue(value: try member(name, of: binding.value, at: here, in: scope)))
        case .unresolved, .null:
            return base
        default:
            if let value = builtinProperty(name, of: base) { return value }
        }
        report(.error, .unknownMember, "value of type '\(typeName(of: base))' has no member '\(name)'", at: here)
        return .unresolved(name)
    }

    /// `Type.name`: a user static or enum case, else a SwiftUI constant such as `Color.red`.
    func staticMember(_ name: String, of type: String, arguments: [Argument]?, at here: SourceLocation) throws -> Value {
        if let decl = page.types[type] {
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
                return try callFunction(function(method, selfValue: .type(type)), arguments: arguments, at: here)
            }
        }
        if BuiltinTypes.names.contains(type) || type.contains(".") {
            if let first = name.first, first.isUppercase, arguments == nil { return .type(type + "." + name) }
            if let value = try coerce(.symbol(Symbol(name: name, arguments: arguments)), toType: type, at: here) { return value }
        }
        let kind = arguments == nil ? "member" : "function"
        report(.error, .unknownMember, "type '\(type)' has no \(kind) '\(name)'", at: here, notes: memberSuggestion(name, of: type))
        return .unresolved(name)
    }

    /// "did you mean" for a misspelt member of a page type or a SwiftUI value type.
    func memberSuggestion(_ name: String, of type: String) -> [DiagnosticNote] {
        var candidates = BuiltinValues.memberNames(of: type)
        if let decl = page.types[type] {
            candidates += decl.cases.map(\.name) + decl.staticProperties.keys + decl.staticMethods.keys
        }
        return NameSuggester.suggestion(for: name, among: candidates).map { [DiagnosticNote("did you mean '\($0)'?")] } ?? []
    }

    /// Evaluates a `static let` once per page and keeps the value.
    private func staticProperty(_ property: TypeDeclaration.StaticProperty, named name: String, of decl: TypeDeclaration, at here: SourceLocation) throws -> Value {
        let key = decl.name + "." + name
        if let cached = page.staticValues[key] { return cached }
        let scope = Scope(parent: page.globals)
        scope.declare("Self", .type(decl.name))
        let value: Value
        switch property {
        case .stored(let expr, let type):
            value = try coerceDeclared(try evaluate(expr, in: scope), to: type, at: here)
        case .computed(let body):
            let getter = Function(name: name, parameters: [], usesShorthandArguments: false, body: body, captured: scope, selfValue: .type(decl.name), isViewBuilder: false)
            value = try callFunction(getter, arguments: [], at: here)
        }
        page.staticValues[key] = value
        return value
    }

    private func rawValue(of c: EnumCaseValue, at here: SourceLocation) throws -> Value {
        guard let index = c.type.cases.firstIndex(where: { $0.name == c.name }) else { return .unresolved(c.name) }
        if let raw = c.type.cases[index].rawValue { return try evaluate(raw, in: page.globals) }
        if c.type.rawType == "Int" {
            return .int(implicitIntRaw(c.type, index))
        }
        return .string(c.name)
    }

    /// Int raw values count up from the previous explicit one (or 0).
    private func implicitIntRaw(_ type: TypeDeclaration, _ index: Int) -> Int {
        var value = 0
        for i in 0...index {
            if let raw = type.cases[i].rawValue?.as(IntegerLiteralExprSyntax.self), let n = Int(raw.literal.text) {
                value = n
            } else if i > 0 {
                value += 1
            }
        }
        return value
    }

    /// `.blue.gradient`, `.title.bold()`: a member after an implicit member decides its type.
    func resolveChainedSymbol(_ symbol: Symbol, member: String) -> Value? {
        if symbol.arguments == nil, let color = SystemColor(rawValue: symbol.name) { return .color(.system(color)) }
        if let font = fontFromSymbol(symbol) { return .font(font) }
        return nil
    }

    /// `subject[index]`: arrays, dictionaries, strings, tuples and `ViewDimensions` guides.
    func subscriptCall(_ e: SubscriptCallExprSyntax, in scope: Scope) throws -> Value {
        let base = try evaluate(e.calledExpression, in: scope)
        let args = try arguments(e.arguments, trailing: nil, extra: nil, in: scope)
        return try subscriptValue(base, args, at: location(of: e.leftSquare))
    }

    func subscriptValue(_ base: Value, _ args: [Argument], at here: SourceLocation) throws -> Value {
        guard let first = args.first else { return .unresolved("subscript") }
        switch base {
        case .array(let items):
            guard let i = int(first.value) else { break }
            guard items.indices.contains(i) else {
                report(.error, .runtimeError, "index \(i) is out of range for an array of \(items.count) elements", at: here)
                return .unresolved("index")
            }
            return items[i]
        case .dictionary(let entries):
            return entries.first { valuesEqual($0.key, first.value) }?.value ?? args["default"]?.value ?? .null
        case .dimensions(let d):
            return try guideValue(d, first, at: here)
        case .binding(let b):
            return try subscriptValue(b.value, args, at: here)
        case .unresolved:
            return base
        default:
            break
        }
        report(.error, .typeMismatch, "cannot subscript a value of type '\(typeName(of: base))'", at: here)
        return .unresolved("subscript")
    }

    /// `d[.bottom]`, `d[VerticalAlignment.center]`, `d[explicit: .top]` (nil when not set).
    private func guideValue(_ d: ViewDimensions, _ argument: Argument, at here: SourceLocation) throws -> Value {
        let explicit = argument.label == "explicit"
        if let h = try horizontalAlignment(argument.value, at: here) {
            return explicit ? (d[explicit: h].map(Value.double) ?? .null) : .double(d[h])
        }
        if let v = try verticalAlignment(argument.value, at: here) {
            return explicit ? (d[explicit: v].map(Value.double) ?? .null) : .double(d[v])
        }
        report(.error, .invalidArgument, "expected an alignment guide in 'ViewDimensions' subscript", at: here)
        return .unresolved("guide")
    }
}
