import Diagnostics
import SwiftSyntax
import ViewTree

/// What `.name` means on a value: a stored or computed property, an enum's raw value, a static
/// member or case of a type, a method (the page's own, Swift's, or a view modifier), and what
/// `value[index]` reads.
struct MemberEvaluator: Evaluator {
    let context: EvaluationContext

    /// Reads a property of a value.
    func member(_ name: String, of base: Value, at here: SourceLocation, in scope: Scope) throws -> Value {
        switch base {
        case .type(let type):
            return try staticMember(name, of: type, arguments: nil, at: here)
        case .instance(let instance):
            if let value = instance.fields[name] { return value }
            if let getter = instance.type.computedProperties[name] { return try call(getter, on: base, at: here) }
        case .enumCase(let c):
            if name == "rawValue" { return try rawValue(of: c, at: here) }
            if let getter = c.type.computedProperties[name] { return try call(getter, on: base, at: here) }
        case .symbol(let symbol):
            if let value = library.symbolProperty(name, of: symbol) { return value }
            if let resolved = resolveChainedSymbol(symbol) { return try member(name, of: resolved, at: here, in: scope) }
        case .binding(let binding):
            if name == "wrappedValue" { return binding.value }
            return .binding(BindingValue(value: try member(name, of: binding.value, at: here, in: scope)))
        case .unresolved, .null:
            return base
        default:
            if let value = try library.property(name, of: base, at: here) { return value }
        }
        report(.error, .unknownMember, "value of type '\(base.typeName)' has no member '\(name)'", at: here)
        return .unresolved(name)
    }

    /// A computed property's getter run with `self` bound to `base`.
    private func call(_ getter: Function, on base: Value, at here: SourceLocation) throws -> Value {
        var bound = getter
        bound.selfValue = base
        return try calls.callFunction(bound, arguments: [], at: here)
    }

    /// `base.name(args)`: a user method, a method of a Swift or SwiftUI value, or a view modifier.
    func callMember(
        _ name: String, on base: Value, arguments args: [Argument], at here: SourceLocation, baseLocation: SourceLocation? = nil, in scope: Scope
    ) throws -> Value {
        switch base {
        case .type(let type):
            return try staticMember(name, of: type, arguments: args, at: here)
        case .instance(let instance):
            if let method = instance.type.methods[name]?.first { return try calls.callFunction(calls.function(method, selfValue: base), arguments: args, at: here) }
            if case .function(let f)? = instance.fields[name] { return try calls.callFunction(f, arguments: args, at: here) }
        case .enumCase(let c):
            if let method = c.type.methods[name]?.first { return try calls.callFunction(calls.function(method, selfValue: base), arguments: args, at: here) }
        case .symbol(let symbol):
            if let resolved = resolveChainedSymbol(symbol) {
                return try callMember(name, on: resolved, arguments: args, at: here, baseLocation: baseLocation, in: scope)
            }
            if SwiftLibrary.inertMethods.contains(name) {
                return .foundation(.inert(type: ["delay", "speed", "repeatForever", "repeatCount"].contains(name) ? "Animation" : "AnyTransition"))
            }
        case .unresolved, .null:
            return base
        case .binding(let binding):
            return try callMember(name, on: binding.value, arguments: args, at: here, baseLocation: baseLocation, in: scope)
        default:
            if let value = try library.method(name, on: base, args, at: here) { return value }
        }
        if base.isViewLike {
            return try modifiers.modifier(name, on: base, arguments: args, at: here, baseLocation: baseLocation ?? here)
        }
        report(.error, .unknownMember, "value of type '\(base.typeName)' has no member '\(name)'", at: here)
        return .unresolved(name)
    }

    /// `.blue.gradient`, `.title.bold()`: a member after an implicit member decides its type.
    private func resolveChainedSymbol(_ symbol: Symbol) -> Value? {
        if symbol.arguments == nil, let color = SystemColor(rawValue: symbol.name) { return .color(.system(color)) }
        if let font = BuiltinValues.font(symbol) { return .font(font) }
        if let style = FormatStyle(symbol: symbol) { return .foundation(.formatStyle(style)) }
        return nil
    }

    /// `subject[index]`: arrays, dictionaries, strings, tuples and `ViewDimensions` guides.
    func subscriptValue(_ base: Value, _ args: [Argument], at here: SourceLocation) throws -> Value {
        guard let first = args.first else { return .unresolved("subscript") }
        switch base {
        case .array(let items):
            guard let i = first.value.asInt else { break }
            guard items.indices.contains(i) else {
                report(.error, .runtimeError, "index \(i) is out of range for an array of \(items.count) elements", at: here)
                return .unresolved("index")
            }
            return items[i]
        case .dictionary(let entries):
            return entries.first { values.equal($0.key, first.value) }?.value ?? args["default"]?.value ?? .null
        case .dimensions(let d):
            return try guideValue(d, first, at: here)
        case .container(.subview(let s)):
            return try layoutValue(of: s, first, at: here)
        case .binding(let b):
            return try subscriptValue(b.value, args, at: here)
        case .unresolved:
            return base
        default:
            break
        }
        report(.error, .typeMismatch, "cannot subscript a value of type '\(base.typeName)'", at: here)
        return .unresolved("subscript")
    }

    /// `subview[Rank.self]`: the value the subview's `layoutValue(key:value:)` set, else the
    /// key type's `defaultValue` (Containers.md §4.4).
    private func layoutValue(of subview: LayoutSubview, _ argument: Argument, at here: SourceLocation) throws -> Value {
        guard case .type(let key) = argument.value else {
            report(.error, .invalidArgument, "a 'LayoutSubview' subscript expects a 'LayoutValueKey' type such as 'Rank.self'", at: argument.location)
            return .unresolved("subscript")
        }
        if let stored = subview[layoutValue: key] as? InterpretedValue { return stored.value }
        return try staticMember("defaultValue", of: key, arguments: nil, at: here)
    }

    /// `d[.bottom]`, `d[VerticalAlignment.center]`, `d[explicit: .top]` (nil when not set).
    private func guideValue(_ d: ViewDimensions, _ argument: Argument, at here: SourceLocation) throws -> Value {
        let explicit = argument.label == "explicit"
        if let h = try coercion.horizontalAlignment(argument.value, at: here) {
            return explicit ? (d[explicit: h].map(Value.double) ?? .null) : .double(d[h])
        }
        if let v = try coercion.verticalAlignment(argument.value, at: here) {
            return explicit ? (d[explicit: v].map(Value.double) ?? .null) : .double(d[v])
        }
        report(.error, .invalidArgument, "expected an alignment guide in 'ViewDimensions' subscript", at: here)
        return .unresolved("guide")
    }
}
