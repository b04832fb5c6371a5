import Diagnostics
import SwiftSyntax
import ViewTree

/// Calls: `f(args)`, `Type(args)`, `base.method(args)`, `.member(args)`, with trailing closures.
/// Finds what a call means (a local closure, a method of `self`, a page type or function, a
/// SwiftUI view, a Swift function), evaluates its arguments with the types its parameters
/// expect, and runs functions and closures.
struct CallEvaluator: Evaluator {
    let context: EvaluationContext

    /// `expecting` types the callee or receiver expression; arguments get their parameters' types.
    func call(_ e: FunctionCallExprSyntax, in scope: Scope, expecting: ExpectedType = .any) throws -> Value {
        if let member = e.calledExpression.as(MemberAccessExprSyntax.self), let baseExpr = member.base {
            return try memberCall(e, member, baseExpr, in: scope, expecting: expecting)
        }
        let args = try arguments(e.arguments, trailing: e.trailingClosure, extra: e.additionalTrailingClosures, in: scope)
        if let ref = e.calledExpression.as(DeclReferenceExprSyntax.self) {
            return try callName(ref.baseName.text, arguments: args, at: location(of: ref), in: scope)
        }
        if let member = e.calledExpression.as(MemberAccessExprSyntax.self) {
            return .symbol(Symbol(name: member.declName.baseName.text, arguments: args))
        }
        let callee = try expressions.evaluate(e.calledExpression, in: scope, expecting: expecting)
        return try callValue(callee, arguments: args, at: location(of: e.calledExpression), in: scope)
    }

    /// `base.name(args)`: the base is evaluated first, as in Swift, so a built-in modifier taking
    /// CGFloat can type its integer literals.
    private func memberCall(
        _ e: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ baseExpr: ExprSyntax, in scope: Scope, expecting: ExpectedType
    ) throws -> Value {
        let name = member.declName.baseName.text
        let base: Value, args: [Argument]
        if name == "environment" || name == "environmentObject", e.arguments.count == 1 {
            let args = try arguments(e.arguments, trailing: e.trailingClosure, extra: e.additionalTrailingClosures, in: scope)
            return try withEnvironmentObject(args.first?.value) {
                let base = try expressions.evaluate(baseExpr, in: scope, expecting: expecting)
                return try members.callMember(name, on: base, arguments: args, at: location(of: member.period), baseLocation: location(of: baseExpr), in: scope)
            }
        }
        if (name == "environment" && e.arguments.count == 2) || (["dynamicTypeSize", "preferredColorScheme"].contains(name) && e.arguments.count == 1) {
            let args = try arguments(e.arguments, trailing: e.trailingClosure, extra: e.additionalTrailingClosures, in: scope)
            return try withEnvironmentValue(BuiltinValues.environmentWrite(name, args.map(\.value))) {
                let base = try expressions.evaluate(baseExpr, in: scope, expecting: expecting)
                return try members.callMember(name, on: base, arguments: args, at: location(of: member.period), baseLocation: location(of: baseExpr), in: scope)
            }
        }
        if SwiftLibrary.mutatingMethods.contains(name) {
            args = try arguments(e.arguments, trailing: e.trailingClosure, extra: e.additionalTrailingClosures, in: scope)
            if let result = try mutatingCall(name, on: baseExpr, args, in: scope, expecting: expecting) { return result }
            base = try expressions.evaluate(baseExpr, in: scope, expecting: expecting)
        } else {
            base = try expressions.evaluate(baseExpr, in: scope, expecting: expecting)
            args = try arguments(
                e.arguments, trailing: e.trailingClosure, extra: e.additionalTrailingClosures, in: scope, expecting: modifiers.argumentType(of: name, on: base))
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
        return try members.callMember(name, on: base, arguments: args, at: location(of: member.period), baseLocation: location(of: baseExpr), in: scope)
    }

    /// `NavigationStack { Shelf() }.environment(library)`: the object is evaluated first and is in
    /// the environment while the content is built and modified, so views built inside a container
    /// read it too.
    private func withEnvironmentObject(_ object: Value?, _ build: () throws -> Value) throws -> Value {
        guard case .instance(let instance)? = object else { return try build() }
        let previous = context.environmentObjects[instance.type.name]
        context.environmentObjects[instance.type.name] = object
        defer { context.environmentObjects[instance.type.name] = previous }
        return try build()
    }

    /// `Row().environment(\.dynamicTypeSize, .xxxLarge)`: the value is in the environment while the
    /// content is built, so an `@Environment(\.dynamicTypeSize)` inside reads it, as in SwiftUI.
    private func withEnvironmentValue(_ write: (key: String, value: Value)?, _ build: () throws -> Value) throws -> Value {
        guard let write else { return try build() }
        let previous = context.environmentValues[write.key]
        context.environmentValues[write.key] = write.value
        defer { context.environmentValues[write.key] = previous }
        return try build()
    }

    /// `items.append(x)`, `flag.toggle()`: computes the new value and writes it back to the variable.
    private func mutatingCall(_ name: String, on target: ExprSyntax, _ args: [Argument], in scope: Scope, expecting: ExpectedType) throws -> Value? {
        let current = try expressions.evaluate(target, in: scope, expecting: expecting)
        switch try library.mutation(name, of: current, args, at: location(of: target), in: scope) {
        case .notApplicable:
            return nil
        case .refused(let result):
            return result
        case .changed(let updated, let result):
            try expressions.assign(updated, to: target, in: scope)
            return result
        }
    }

    /// A call by bare name, in Swift's lookup order, falling back to SwiftUI's views and functions.
    func callName(_ name: String, arguments args: [Argument], at here: SourceLocation, in scope: Scope) throws -> Value {
        if let value = scope.lookup(name) { return try callValue(value, arguments: args, at: here, in: scope) }
        if let selfValue = scope.lookup("self"), let result = try callOnSelf(name, selfValue, args, at: here, in: scope) {
            return result
        }
        if let decl = context.page.types[name], decl.kind != .builtinExtension { return try construct(decl, args, at: here) }
        if let decl = context.page.functions[name] { return try callFunction(function(decl, selfValue: nil), arguments: args, at: here) }
        return try callBuiltin(name, arguments: args, at: here, in: scope)
    }

    /// A SwiftUI view from the supported table, a Swift or SwiftUI value type, or a free function.
    private func callBuiltin(_ name: String, arguments args: [Argument], at here: SourceLocation, in scope: Scope) throws -> Value {
        if let view = SupportedAPI.view(named: name) {
            checkForms(view.forms, args, name: name, at: here)
            checkRequired(view.requires, args, name: name, at: here)
            let call = BuiltinCall(name: name, arguments: args, location: here)
            return try context.nested(at: here) { () throws -> Value in try view.build(builders, call) }
        }
        if let value = try library.construct(name, args, at: here) { return value }
        return unknownCallee(name, at: here, in: scope)
    }

    /// An unknown capitalised name is taken for a view and drawn as a labelled placeholder.
    private func unknownCallee(_ name: String, at here: SourceLocation, in scope: Scope) -> Value {
        guard let first = name.first, first.isUppercase else {
            expressions.reportUnknownName(name, at: here, in: scope)
            return .unresolved(name)
        }
        if let standIn = SupportedAPI.notSupportedYet(name) {
            report(.error, .unsupportedView, "'\(name)' is not supported yet", at: here,
                   notes: [DiagnosticNote("the nearest supported view is '\(standIn)'; it is drawn as a labelled placeholder until then")])
            return .view(ViewNode(.placeholder(label: name), source: here))
        }
        let page = context.page
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
            if instance.type.methods[name] != nil { return try members.callMember(name, on: selfValue, arguments: args, at: here, in: scope) }
        case .enumCase(let c):
            if c.type.methods[name] != nil { return try members.callMember(name, on: selfValue, arguments: args, at: here, in: scope) }
        case .type(let type):
            if context.page.types[type]?.staticMethods[name] != nil { return try members.callMember(name, on: selfValue, arguments: args, at: here, in: scope) }
        case .view, .views:
            if modifiers.viewExtensionMethod(name) != nil || SupportedAPI.modifier(named: name) != nil {
                return try members.callMember(name, on: selfValue, arguments: args, at: here, in: scope)
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
        case .array(let items) where args.isEmpty && items.count == 1 && items[0].isType: return .array([])
        case .dictionary(let entries) where args.isEmpty && entries.count == 1 && entries[0].key.isType: return .dictionary([])
        case .instance(let layout) where layout.type.isLayout:
            return try declarations.layoutView(layout, content: args.last?.value, at: here)
        case .view(var layout) where layout.displayName?.hasSuffix("Layout") == true:
            layout.children += try builders.builderViews(args.last?.value, at: here)
            layout.source = here
            return .view(layout)
        default:
            report(.error, .typeMismatch, "cannot call a value of type '\(callee.typeName)'", at: here)
            return .unresolved("call")
        }
    }

    /// `Type(args)`: a user type's initializer, or a SwiftUI view or value.
    func callType(_ type: String, arguments args: [Argument], at here: SourceLocation, in scope: Scope) throws -> Value {
        let name = type == "Self" ? (scope.lookup("Self").flatMap { if case .type(let t) = $0 { t } else { nil } } ?? type) : type
        if let decl = context.page.types[name], decl.kind != .builtinExtension {
            return try construct(decl, args, at: here)
        }
        return try callBuiltin(name, arguments: args, at: here, in: scope)
    }

    /// A page type's instance, or for a `Layout` type given a builder, the layout applied to it.
    private func construct(_ decl: TypeDeclaration, _ args: [Argument], at here: SourceLocation) throws -> Value {
        if let layout = try declarations.layoutCall(decl, arguments: args, at: here) { return layout }
        return try declarations.construct(decl, arguments: args, at: here)
    }
}
