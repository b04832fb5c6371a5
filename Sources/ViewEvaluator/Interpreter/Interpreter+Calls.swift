import Diagnostics
import SwiftSyntax
import ViewTree

extension Interpreter {
    /// `f(args)`, `Type(args)`, `base.method(args)`, `.member(args)` with trailing closures.
    func call(_ e: FunctionCallExprSyntax, in scope: Scope) throws -> Value {
        if let member = e.calledExpression.as(MemberAccessExprSyntax.self), let baseExpr = member.base {
            return try memberCall(e, member, baseExpr, in: scope)
        }
        let args = try arguments(e.arguments, trailing: e.trailingClosure, extra: e.additionalTrailingClosures, in: scope)
        if let ref = e.calledExpression.as(DeclReferenceExprSyntax.self) {
            return try callName(ref.baseName.text, arguments: args, at: location(of: ref), in: scope)
        }
        if let member = e.calledExpression.as(MemberAccessExprSyntax.self) {
            return .symbol(Symbol(name: member.declName.baseName.text, arguments: args))
        }
        let callee = try evaluate(e.calledExpression, in: scope)
        return try callValue(callee, arguments: args, at: location(of: e.calledExpression), in: scope)
    }

    /// `base.name(args)`: the base is evaluated first, as in Swift, so a built-in modifier taking
    /// CGFloat can type its integer literals.
    private func memberCall(_ e: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ baseExpr: ExprSyntax, in scope: Scope) throws -> Value {
        let name = member.declName.baseName.text
        let base: Value, args: [Argument]
        if Self.mutatingMethods.contains(name) {
            args = try arguments(e.arguments, trailing: e.trailingClosure, extra: e.additionalTrailingClosures, in: scope)
            if let result = try mutatingCall(name, on: baseExpr, args, in: scope) { return result }
            base = try evaluate(baseExpr, in: scope)
        } else {
            base = try evaluate(baseExpr, in: scope)
            let typesLiterals = isViewLike(base) && SupportedAPI.cgFloatModifiers.contains(name) && viewExtensionMethod(name, for: base) == nil
            args = try arguments(e.arguments, trailing: e.trailingClosure, extra: e.additionalTrailingClosures, in: scope, cgFloatLiterals: typesLiterals)
        }
        if name == "init", case .type(let type) = base {
            return try callType(type, arguments: args, at: location(of: baseExpr), in: scope)
        }
        if case .instance(let instance) = base, let method = instance.type.methods[name]?.first,
           method.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }) {
            var f = function(method, selfValue: base)
            f.selfWriteBack = WriteBackTarget(expression: baseExpr, scope: scope)
            return try callFunction(f, arguments: args, at: location(of: member.period))
        }
        return try callMember(name, on: base, arguments: args, at: location(of: member.period), baseLocation: location(of: baseExpr), in: scope)
    }

    private static let mutatingMethods: Set<String> = ["append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "toggle", "sort", "reverse"]

    /// `items.append(x)`, `flag.toggle()`: computes the new value and writes it back to the variable.
    private func mutatingCall(_ name: String, on target: ExprSyntax, _ args: [Argument], in scope: Scope) throws -> Value? {
        let current = try evaluate(target, in: scope)
        let updated: Value
        var result = Value.void
        switch (current, name) {
        case (.bool(let b), "toggle"): updated = .bool(!b)
        case (.array(var items), _):
            let argument = args.first?.value ?? .null
            switch name {
            case "append": items.append(argument)
            case "insert": items.insert(argument, at: min(max(int(args["at"]?.value ?? .int(items.count)) ?? items.count, 0), items.count))
            case "remove":
                guard let i = int(args["at"]?.value ?? .null), items.indices.contains(i) else { return nil }
                result = items.remove(at: i)
            case "removeAll": items.removeAll()
            case "removeLast": result = items.popLast() ?? .null
            case "removeFirst": result = items.isEmpty ? .null : items.removeFirst()
            case "sort": items = try elements(of: try callMember("sorted", on: .array(items), arguments: args, at: location(of: target), in: scope), at: location(of: target))
            case "reverse": items.reverse()
            default: return nil
            }
            updated = .array(items)
        default:
            return nil
        }
        try assign(updated, to: target, in: scope)
        return result
    }

    /// Evaluates written arguments; closures become values and run only when the callee needs them.
    func arguments(
        _ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, extra: MultipleTrailingClosureElementListSyntax?, in scope: Scope,
        cgFloatLiterals: Bool = false
    ) throws -> [Argument] {
        let outer = integerLiteralsAreCGFloat
        integerLiteralsAreCGFloat = cgFloatLiterals
        defer { integerLiteralsAreCGFloat = outer }
        var result: [Argument] = []
        for element in list {
            var argument = Argument(label: element.label?.text, value: try evaluate(element.expression, in: scope), location: location(of: element.expression))
            argument.isStringLiteral = element.expression.is(StringLiteralExprSyntax.self)
            argument.inoutTarget = element.expression.as(InOutExprSyntax.self).map { WriteBackTarget(expression: $0.expression, scope: scope) }
            result.append(argument)
        }
        if let trailing {
            result.append(Argument(label: nil, value: .function(closure(trailing, in: scope)), location: location(of: trailing), isTrailingClosure: true))
        }
        for element in extra ?? [] {
            result.append(Argument(
                label: element.label.text, value: .function(closure(element.closure, in: scope)), location: location(of: element.closure),
                isTrailingClosure: true))
        }
        return result
    }

    /// A call by bare name, in Swift's lookup order, falling back to SwiftUI's views and functions.
    func callName(_ name: String, arguments args: [Argument], at here: SourceLocation, in scope: Scope) throws -> Value {
        if let value = scope.lookup(name) { return try callValue(value, arguments: args, at: here, in: scope) }
        if let selfValue = scope.lookup("self"), let result = try callOnSelf(name, selfValue, args, at: here, in: scope) {
            return result
        }
        if let decl = page.types[name], decl.kind != .builtinExtension { return try construct(decl, arguments: args, at: here) }
        if let decl = page.functions[name] { return try callFunction(function(decl, selfValue: nil), arguments: args, at: here) }
        return try callBuiltin(name, arguments: args, at: here, in: scope)
    }

    /// A SwiftUI view from the supported table, a Swift or SwiftUI value type, or a free function.
    private func callBuiltin(_ name: String, arguments args: [Argument], at here: SourceLocation, in scope: Scope) throws -> Value {
        if let view = SupportedAPI.view(named: name) {
            checkForms(view.forms, args, name: name, at: here)
            checkRequired(view.requires, args, name: name, at: here)
            let call = BuiltinCall(name: name, arguments: args, location: here)
            return try nested(at: here) { () throws -> Value in try view.build(self, call) }
        }
        if let value = try builtinConstruct(name, args, at: here) { return value }
        return unknownCallee(name, at: here, in: scope)
    }

    /// Reports argument labels that fit none of a table entry's forms.
    func checkForms(_ forms: [String], _ args: [Argument], name: String, at here: SourceLocation) {
        guard !FormMatcher.matches(args, anyOf: forms) else { return }
        let written = name + "(" + args.map { ($0.label ?? "_") + ":" }.joined() + ")"
        report(.error, .invalidArgument, "no form of '\(name)' takes the arguments '\(written)'", at: here,
               notes: forms.map { DiagnosticNote("supported: '\($0)'") })
    }

    /// Reports a missing argument that has no default, such as Picker's `selection:`.
    private func checkRequired(_ groups: [[String]], _ args: [Argument], name: String, at here: SourceLocation) {
        for group in groups where !args.contains(where: { $0.label.map(group.contains) == true }) {
            let wanted = group.count == 1 ? "the argument '\(group[0]):'" : "one of the arguments " + group.map { "'\($0):'" }.joined(separator: ", ")
            report(.error, .invalidArgument, "'\(name)' needs \(wanted)", at: here)
        }
    }

    /// An unknown capitalised name is taken for a view and drawn as a labelled placeholder.
    private func unknownCallee(_ name: String, at here: SourceLocation, in scope: Scope) -> Value {
        guard let first = name.first, first.isUppercase else {
            reportUnknownName(name, at: here, in: scope)
            return .unresolved(name)
        }
        let candidates = SupportedAPI.viewNames + page.types.keys.filter { page.types[$0]?.isView == true }
        let notes = NameSuggester.suggestion(for: name, among: candidates).map { [DiagnosticNote("did you mean '\($0)'?")] } ?? []
        report(.error, .unknownView, "unknown view '\(name)'", at: here, notes: notes)
        return .view(ViewNode(.placeholder(label: name), source: here))
    }

    /// `helper()` or `modifier(…)` inside a type: a method of `self`.
    private func callOnSelf(_ name: String, _ selfValue: Value, _ args: [Argument], at here: SourceLocation, in scope: Scope) throws -> Value? {
        switch selfValue {
        case .instance(let instance):
            if case .function(let f)? = instance.fields[name] { return try callFunction(f, arguments: args, at: here) }
            if instance.type.methods[name] != nil { return try callMember(name, on: selfValue, arguments: args, at: here, in: scope) }
        case .enumCase(let c):
            if c.type.methods[name] != nil { return try callMember(name, on: selfValue, arguments: args, at: here, in: scope) }
        case .type(let type):
            if page.types[type]?.staticMethods[name] != nil { return try callMember(name, on: selfValue, arguments: args, at: here, in: scope) }
        case .view, .views:
            if viewExtensionMethod(name) != nil || SupportedAPI.modifier(named: name) != nil {
                return try callMember(name, on: selfValue, arguments: args, at: here, in: scope)
            }
        default:
            break
        }
        return nil
    }

    /// Calls whatever a name or expression evaluated to.
    func callValue(_ callee: Value, arguments args: [Argument], at here: SourceLocation, in scope: Scope) throws -> Value {
        switch callee {
        case .function(let f): return try callFunction(f, arguments: args, at: here)
        case .type(let type): return try callType(type, arguments: args, at: here, in: scope)
        case .unresolved: return callee
        case .view(var layout) where layout.displayName?.hasSuffix("Layout") == true:
            layout.children += try builderViews(args.last?.value, at: here)
            layout.source = here
            return .view(layout)
        default:
            report(.error, .typeMismatch, "cannot call a value of type '\(typeName(of: callee))'", at: here)
            return .unresolved("call")
        }
    }

    /// `Type(args)`: a user type's initializer, or a SwiftUI view or value.
    func callType(_ type: String, arguments args: [Argument], at here: SourceLocation, in scope: Scope) throws -> Value {
        let name = type == "Self" ? (scope.lookup("Self").flatMap { if case .type(let t) = $0 { t } else { nil } } ?? type) : type
        if let decl = page.types[name], decl.kind != .builtinExtension {
            return try construct(decl, arguments: args, at: here)
        }
        return try callBuiltin(name, arguments: args, at: here, in: scope)
    }

    /// Runs a function or closure with its parameters bound; builder bodies collect their views.
    func callFunction(_ f: Function, arguments args: [Argument], at here: SourceLocation, asViewBuilder: Bool = false) throws -> Value {
        let scope = Scope(parent: f.captured)
        if let selfValue = f.selfValue {
            scope.declare("self", selfValue)
            if case .instance(let i) = selfValue { scope.declare("Self", .type(i.type.name)) }
            if case .enumCase(let c) = selfValue { scope.declare("Self", .type(c.type.name)) }
        }
        let inoutArguments = try bind(f, args, into: scope, at: here)
        let result = try nested(at: here) { () throws -> Value in
            try runBody(f.body, in: scope, asViewBuilder: asViewBuilder || f.isViewBuilder)
        }
        for (name, target) in inoutArguments {
            try assign(scope.lookup(name) ?? .null, to: target.expression, in: target.scope)
        }
        if let target = f.selfWriteBack, let newSelf = scope.lookup("self") {
            try assign(newSelf, to: target.expression, in: target.scope)
        }
        return result
    }

    /// Executes a body: a `return` gives the result; otherwise a builder yields all its views and
    /// a single-expression body its one value.
    func runBody(_ body: CodeBlockItemListSyntax, in scope: Scope, asViewBuilder: Bool) throws -> Value {
        var collected: [Located] = []
        if case .returned(let value) = try run(body, in: scope, collecting: &collected) { return value }
        if !asViewBuilder, collected.count == 1 { return collected[0].value }
        if collected.isEmpty { return asViewBuilder ? .views([]) : .void }
        var nodes: [ViewNode] = []
        for item in collected { nodes += try views(of: item.value, at: item.location) }
        return nodes.count == 1 ? .view(nodes[0]) : .views(nodes)
    }

    /// Matches arguments to parameters Swift's way: labels first, then unlabeled ones in order.
    /// Returns the `inout` parameters bound to `&x` arguments, to write back after the call.
    private func bind(_ f: Function, _ args: [Argument], into scope: Scope, at here: SourceLocation) throws -> [(String, WriteBackTarget)] {
        if f.usesShorthandArguments {
            for (i, arg) in args.enumerated() { scope.declare("$\(i)", arg.value) }
            return []
        }
        var inoutArguments: [(String, WriteBackTarget)] = []
        var remaining = args
        if f.parameters.count > 1, args.count == 1, case .tuple(let items) = args[0].value, items.count == f.parameters.count {
            remaining = items.map { Argument(label: nil, value: $0.value) }
        }
        for parameter in f.parameters {
            if let index = argumentIndex(for: parameter, in: remaining) {
                let argument = remaining.remove(at: index)
                var type = parameter.type
                if let t = type, t.hasPrefix("inout ") {
                    type = String(t.dropFirst("inout ".count))
                    if let target = argument.inoutTarget { inoutArguments.append((parameter.name, target)) }
                }
                scope.declare(parameter.name, try coerceDeclared(argument.value, to: type, at: here))
            } else if let defaultValue = parameter.defaultValue {
                scope.declare(parameter.name, try coerceDeclared(try evaluate(defaultValue, in: page.globals), to: parameter.type, at: here))
            } else if let index = mislabeledIndex(for: parameter, in: remaining, of: f) {
                let argument = remaining.remove(at: index)
                reportLabel(argument, for: parameter, in: f)
                scope.declare(parameter.name, try coerceDeclared(argument.value, to: parameter.type, at: here))
            } else {
                report(.error, .invalidArgument, "missing argument for parameter '\(parameter.label ?? parameter.name)' in call to '\(f.name)'", at: here)
                scope.declare(parameter.name, .unresolved(parameter.name))
            }
        }
        if let extra = remaining.first, f.name != "closure" {
            report(.error, .invalidArgument, "extra argument '\(extra.label ?? "_")' in call to '\(f.name)'", at: extra.location)
        }
        return inoutArguments
    }

    /// A written argument that must be meant for a required parameter although its label differs:
    /// one whose label belongs to no parameter of the function.
    private func mislabeledIndex(for parameter: Function.Parameter, in args: [Argument], of f: Function) -> Int? {
        let labels = Set(f.parameters.compactMap(\.label))
        return args.firstIndex { !$0.isTrailingClosure && $0.label != parameter.label && !labels.contains($0.label ?? "_") }
    }

    /// Swift's wording for a wrong, extraneous or missing label (the two labels differ).
    private func reportLabel(_ argument: Argument, for parameter: Function.Parameter, in f: Function) {
        let message = if let written = argument.label, let wanted = parameter.label {
            "incorrect argument label in call to '\(f.name)' (have '\(written):', expected '\(wanted):')"
        } else if let written = argument.label {
            "extraneous argument label '\(written):' in call to '\(f.name)'"
        } else {
            "missing argument label '\(parameter.label ?? "_"):' in call to '\(f.name)'"
        }
        report(.error, .invalidArgument, message, at: argument.location)
    }

    /// The argument a parameter takes: by label, else an unlabeled trailing closure for a
    /// function-typed or required parameter; unlabeled parameters take the next unlabeled argument.
    private func argumentIndex(for parameter: Function.Parameter, in args: [Argument]) -> Int? {
        guard let label = parameter.label else { return args.firstIndex { $0.label == nil } }
        if let index = args.firstIndex(where: { $0.label == label }) { return index }
        let takesClosure = parameter.type?.contains("->") == true || parameter.defaultValue == nil
        return takesClosure ? args.firstIndex { $0.isTrailingClosure && $0.label == nil } : nil
    }

    /// A declared function or method as a callable value.
    func function(_ decl: FunctionDeclSyntax, selfValue: Value?) -> Function {
        let parameters = decl.signature.parameterClause.parameters.map { p in
            let label = p.firstName.text == "_" ? nil : p.firstName.text
            return Function.Parameter(label: label, name: (p.secondName ?? p.firstName).text, type: p.type.trimmedDescription, defaultValue: p.defaultValue?.value)
        }
        let isBuilder = decl.name.text == "body" || decl.attributes.contains { $0.trimmedDescription == "@ViewBuilder" }
        return Function(
            name: decl.name.text, parameters: parameters, usesShorthandArguments: false, body: decl.body?.statements ?? [],
            captured: page.globals, selfValue: selfValue, isViewBuilder: isBuilder)
    }
}

/// A value with the position of the expression that produced it.
struct Located {
    var value: Value
    var location: SourceLocation
}
