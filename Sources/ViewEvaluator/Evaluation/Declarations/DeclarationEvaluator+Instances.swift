import Diagnostics
import SwiftSyntax
import ViewTree

extension DeclarationEvaluator {
    /// `Type(args)` for a user type: a written `init`, else the memberwise initializer.
    func construct(_ decl: TypeDeclaration, arguments args: [Argument], at here: SourceLocation) throws -> Value {
        if decl.kind == .enumeration { return try enumCase(decl, rawValue: args, at: here) }
        var instance = Instance(type: decl, fields: [:])
        for property in decl.storedProperties {
            if let value = try initialValue(of: property, in: decl, at: here) { instance.fields[property.name] = value }
        }
        if let initializer = matchingInitializer(decl, args) {
            return try runInitializer(initializer, instance, args, at: here)
        }
        try memberwise(&instance, args, at: here)
        return .instance(instance)
    }

    /// The value a stored property starts with: its written default, an environment default, or nil for optionals.
    private func initialValue(of property: TypeDeclaration.StoredProperty, in decl: TypeDeclaration, at here: SourceLocation) throws -> Value? {
        if let type = property.environmentObjectType { return try environmentObject(type, at: here) }
        if property.wrapper == "Namespace" { return .foundation(.inert(type: "Namespace.ID")) }
        if property.wrapper == "FocusState" || property.wrapper == "AccessibilityFocusState", property.initialValue == nil {
            return property.type?.trimmingOptionalMarks == "Bool" && !property.isOptional ? .bool(false) : .null
        }
        if property.wrapper == "Environment" { return environmentValue(property.environmentKey ?? "", at: here) }
        if let expr = property.initialValue {
            let scope = Scope(parent: context.page.globals)
            scope.declare("Self", .type(decl.name))
            let value = try expressions.evaluate(expr, in: scope, expecting: ExpectedType(declaredType: property.type))
            return try coercion.coerceDeclared(value, to: property.type, at: here)
        }
        return property.isOptional && !property.isLet ? .null : nil
    }

    /// The synthesized initializer: one parameter per stored property, in declaration order.
    private func memberwise(_ instance: inout Instance, _ args: [Argument], at here: SourceLocation) throws {
        var remaining = args
        for property in instance.type.storedProperties where property.isInitParameter {
            let index = remaining.firstIndex { $0.label == property.name }
                ?? remaining.firstIndex { $0.isTrailingClosure && $0.label == nil && instance.fields[property.name] == nil }
            guard let index else {
                if instance.fields[property.name] == nil {
                    if property.isOptional { instance.fields[property.name] = .null; continue }
                    report(.error, .invalidArgument, "missing argument for parameter '\(property.name)' in call to '\(instance.type.name)'", at: here)
                    instance.fields[property.name] = .unresolved(property.name)
                }
                continue
            }
            let arg = remaining.remove(at: index)
            instance.fields[property.name] = try storedValue(arg, for: property, at: here)
        }
        if let extra = remaining.first {
            report(.error, .invalidArgument, "extra argument '\(extra.label ?? "_")' in call to '\(instance.type.name)'", at: extra.location)
        }
    }

    /// What a property stores for an argument: a binding's value, a builder closure's views.
    private func storedValue(_ arg: Argument, for property: TypeDeclaration.StoredProperty, at here: SourceLocation) throws -> Value {
        if case .binding(let b) = arg.value, property.wrapper == "Binding" { return b.value }
        if case .function(let f) = arg.value, !(property.type ?? "").contains("->") {
            return try calls.callFunction(f, arguments: [], at: arg.location, asViewBuilder: true)
        }
        return try coercion.coerceDeclared(arg.value, to: property.type, at: here)
    }

    private func matchingInitializer(_ decl: TypeDeclaration, _ args: [Argument]) -> InitializerDeclSyntax? {
        decl.initializers.first { initializer in
            let params = initializer.signature.parameterClause.parameters
            let required = params.filter { $0.defaultValue == nil }.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
            let all = Set(params.map { $0.firstName.text == "_" ? "_" : $0.firstName.text })
            return args.allSatisfy { all.contains($0.label ?? "_") || $0.isTrailingClosure } && required.count <= args.count
        }
    }

    /// Runs a written `init`, whose body assigns `self.x` (or `_x` for wrapped properties).
    private func runInitializer(_ initializer: InitializerDeclSyntax, _ instance: Instance, _ args: [Argument], at here: SourceLocation) throws -> Value {
        let parameters = initializer.signature.parameterClause.parameters.map { p in
            Function.Parameter(
                label: p.firstName.text == "_" ? nil : p.firstName.text, name: (p.secondName ?? p.firstName).text,
                type: p.type.trimmedDescription, defaultValue: p.defaultValue?.value)
        }
        let scope = Scope(parent: context.page.globals)
        scope.declare("self", .instance(instance))
        scope.declare("Self", .type(instance.type.name))
        let f = Function(
            name: "init", parameters: parameters, usesShorthandArguments: false, body: initializer.body?.statements ?? [],
            captured: scope, selfValue: nil, isViewBuilder: false)
        _ = try calls.callFunction(f, arguments: args, at: here)
        return scope.lookup("self") ?? .instance(instance)
    }

    /// `Kind(rawValue: x)`: the case with that raw value, or nil.
    private func enumCase(_ decl: TypeDeclaration, rawValue args: [Argument], at here: SourceLocation) throws -> Value {
        guard let raw = args["rawValue"]?.value else {
            report(.error, .invalidArgument, "enum '\(decl.name)' can only be created with 'rawValue:'", at: here)
            return .unresolved(decl.name)
        }
        for c in decl.cases {
            let candidate = EnumCaseValue(type: decl, name: c.name, payload: [])
            if values.equal(try members.member("rawValue", of: .enumCase(candidate), at: here, in: context.page.globals), raw) { return .enumCase(candidate) }
        }
        return .null
    }

    /// `@Environment(Model.self)`, `@EnvironmentObject var model: Model` start as the object in the
    /// environment, else a new `Model()`; `customView` reads the environment again when the body is built.
    private func environmentObject(_ type: String, at here: SourceLocation) throws -> Value {
        if let injected = context.environmentObjects[type] { return injected }
        guard let decl = context.page.types[type] else {
            report(.warning, .approximated, "'\(type)' is not declared on this page; the environment object reads as nil", at: here)
            return .null
        }
        return try construct(decl, arguments: [], at: here)
    }

    /// `@Environment(\.key)` reads what an enclosing `.environment(\.key, value)` wrote, else the
    /// preview's look (`PreviewEnvironment`), else SwiftUI's default for an iPhone in light mode at
    /// the default text size.
    private func environmentValue(_ key: String, at here: SourceLocation) -> Value {
        if let written = context.environmentValues[key] { return written }
        context.environmentKeysRead.insert(key)
        if let value = context.page.previewEnvironment.values[key] ?? BuiltinValues.environmentDefault(key) { return value }
        report(.warning, .approximated, "environment value '\(key)' is not modelled; it reads as nil", at: here)
        return .null
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set })
    }
}
