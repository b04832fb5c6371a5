import Diagnostics
import SwiftSyntax
import ViewTree

extension Interpreter {
    /// `base.name(args)`: a user method, a method of a Swift or SwiftUI value, or a view modifier.
    func callMember(
        _ name: String, on base: Value, arguments args: [Argument], at here: SourceLocation, baseLocation: SourceLocation? = nil, in scope: Scope
    ) throws -> Value {
        switch base {
        case .type(let type):
            return try staticMember(name, of: type, arguments: args, at: here)
        case .instance(let instance):
            if let method = instance.type.methods[name]?.first { return try callFunction(function(method, selfValue: base), arguments: args, at: here) }
            if case .function(let f)? = instance.fields[name] { return try callFunction(f, arguments: args, at: here) }
        case .enumCase(let c):
            if let method = c.type.methods[name]?.first { return try callFunction(function(method, selfValue: base), arguments: args, at: here) }
        case .symbol(let symbol):
            if let resolved = resolveChainedSymbol(symbol, member: name) {
                return try callMember(name, on: resolved, arguments: args, at: here, baseLocation: baseLocation, in: scope)
            }
        case .unresolved, .null:
            return base
        case .binding(let binding):
            return try callMember(name, on: binding.value, arguments: args, at: here, baseLocation: baseLocation, in: scope)
        default:
            if let value = try builtinMethod(name, on: base, args, at: here) { return value }
        }
        if isViewLike(base) {
            return try modifier(name, on: base, arguments: args, at: here, baseLocation: baseLocation ?? here)
        }
        report(.error, .unknownMember, "value of type '\(typeName(of: base))' has no member '\(name)'", at: here)
        return .unresolved(name)
    }

    /// A modifier on a view: the page's `extension View` methods first, then SwiftUI's table;
    /// an unsupported one is a warning and leaves the view unchanged.
    func modifier(_ name: String, on base: Value, arguments args: [Argument], at here: SourceLocation, baseLocation: SourceLocation) throws -> Value {
        if let method = viewExtensionMethod(name, for: base) {
            return try callFunction(function(method, selfValue: base), arguments: args, at: here)
        }
        if let spec = SupportedAPI.modifier(named: name) {
            if spec.checksArguments { checkForms(spec.forms, args, name: name, at: here) }
            let call = ModifierCall(name: name, base: base, baseLocation: baseLocation, arguments: args, location: here)
            return try spec.apply(self, call)
        }
        let candidates = SupportedAPI.modifierNames + (page.types["View"]?.methods.keys.map { $0 } ?? [])
        let notes = NameSuggester.suggestion(for: name, among: candidates).map { [DiagnosticNote("did you mean '\($0)'?")] } ?? []
        report(.warning, .unsupportedModifier, "modifier '\(name)' is not supported and was ignored", at: here, notes: notes)
        return base
    }

    /// A method from `extension View` (or `extension Text`/`Shape` for those views) on the page.
    func viewExtensionMethod(_ name: String, for base: Value? = nil) -> FunctionDeclSyntax? {
        var extended = ["View"]
        if case .view(let node)? = base {
            if case .text = node.kind { extended.insert("Text", at: 0) }
            if case .shape = node.kind { extended.insert("Shape", at: 0) }
        }
        for type in extended {
            if let method = page.types[type]?.methods[name]?.first { return method }
        }
        return nil
    }

    /// Values a modifier can apply to: views, view structs, colours and gradients.
    func isViewLike(_ value: Value) -> Bool {
        switch value {
        case .view, .views, .color, .paint: true
        case .instance(let i): i.type.isView
        default: false
        }
    }

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
        if property.wrapper == "Environment" { return environmentDefault(property.wrapperArgument, at: here) }
        if let expr = property.initialValue {
            let scope = Scope(parent: page.globals)
            scope.declare("Self", .type(decl.name))
            return try coerceDeclared(try evaluate(expr, in: scope), to: property.type, at: here)
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
            return try callFunction(f, arguments: [], at: arg.location, asViewBuilder: true)
        }
        return try coerceDeclared(arg.value, to: property.type, at: here)
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
        let scope = Scope(parent: page.globals)
        scope.declare("self", .instance(instance))
        scope.declare("Self", .type(instance.type.name))
        let f = Function(
            name: "init", parameters: parameters, usesShorthandArguments: false, body: initializer.body?.statements ?? [],
            captured: scope, selfValue: nil, isViewBuilder: false)
        _ = try callFunction(f, arguments: args, at: here)
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
            if valuesEqual(try member("rawValue", of: .enumCase(candidate), at: here, in: page.globals), raw) { return .enumCase(candidate) }
        }
        return .null
    }

    /// `@Environment(\.key)` reads SwiftUI's default for an iPhone in light mode at the default text size.
    private func environmentDefault(_ keyPath: ExprSyntax?, at here: SourceLocation) -> Value {
        let key = keyPath?.as(KeyPathExprSyntax.self)?.components.last?.trimmedDescription.trimmingCharacters(in: ".") ?? ""
        if let value = BuiltinValues.environmentDefault(key) { return value }
        report(.warning, .approximated, "environment value '\(key)' is not modelled; it reads as nil", at: here)
        return .null
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set })
    }
}
