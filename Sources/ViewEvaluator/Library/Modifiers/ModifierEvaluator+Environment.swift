import Diagnostics
import ViewTree

/// Builders of the modifiers that write the environment read by text and controls below them
/// (`SupportedAPI.environmentModifiers`).
extension ModifierEvaluator {
    /// Wraps the content in one environment change.
    func environment(_ m: ModifierCall, _ change: EnvironmentChange) throws -> Value {
        try wrap(try content(m), .environment(change), at: m.location)
    }

    /// The change made from the first argument, or a bad-argument error and the view unchanged.
    func environment(_ m: ModifierCall, expected: String, _ change: (Value) -> EnvironmentChange?) throws -> Value {
        guard let made = m.first.flatMap({ change($0.value) }) else {
            if let first = m.first { coercion.reportBadArgument(first, expected: expected) }
            return m.base
        }
        return try environment(m, made)
    }

    func lineLimit(_ m: ModifierCall) throws -> Value {
        let reserves = m.arguments["reservesSpace"]?.value.asBool ?? false
        var minimum: Int?, maximum: Int?
        if let first = m.first {
            switch first.value {
            case .range(let r):
                minimum = r.lower.asInt
                maximum = r.upper.asInt.map { r.isClosed ? $0 : $0 &- 1 }
            case .null:
                break
            default:
                maximum = first.value.asInt
                if maximum == nil { coercion.reportBadArgument(first, expected: "Int") }
            }
        }
        if reserves, minimum == nil { minimum = maximum }
        return try environment(m, .lineLimit(min: minimum, max: maximum, reservesSpace: reserves))
    }

    /// `bold()`, `bold(true)`; `bold(false)` leaves the view unchanged.
    func toggledEnvironment(_ m: ModifierCall, _ change: EnvironmentChange) throws -> Value {
        if let first = m.first, first.value.asBool == false { return m.base }
        return try environment(m, change)
    }

    /// `environment(\.colorScheme, .dark)`, `environment(\.dynamicTypeSize, …)`, `environment(\.font, …)`.
    func environmentKeyPath(_ m: ModifierCall) throws -> Value {
        let positional = m.arguments.positional
        if positional.count == 1, case .instance = positional[0].value { return try environmentObject(m) }
        guard positional.count == 2, case .keyPath(let path) = positional[0].value, let key = path.last else {
            report(.error, .invalidArgument, "'environment' expects a key path and a value", at: m.location)
            return m.base
        }
        let value = positional[1].value
        let change: EnvironmentChange? = switch key {
        case "colorScheme": ["light", "dark"].contains(value.caseName) ? .colorScheme(dark: value.caseName == "dark") : nil
        case "dynamicTypeSize": value.caseName.flatMap(DynamicTypeSize.init(rawValue:)).map(EnvironmentChange.dynamicTypeSize)
        case "font": value.asFont.map(EnvironmentChange.font)
        default: nil
        }
        guard let change else {
            if let expected = ["colorScheme": "ColorScheme", "dynamicTypeSize": "DynamicTypeSize", "font": "Font"][key] {
                coercion.reportBadArgument(positional[1], expected: expected)
            } else {
                report(.warning, .unsupportedModifier, "environment key '\\.\(key)' is not supported and was ignored", at: m.location)
            }
            return m.base
        }
        return try environment(m, change)
    }

    /// `.environment(model)`, `.environmentObject(model)`: the call put the object in the
    /// environment while its content was built (`CallEvaluator.memberCall`); here the content is
    /// built into a view, reading it too if it is a view struct.
    func environmentObject(_ m: ModifierCall) throws -> Value {
        guard case .instance? = m.first?.value else {
            report(.error, .invalidArgument, "'\(m.name)' expects an instance of an observable class", at: m.location)
            return m.base
        }
        return .view(try content(m))
    }

    /// `accessibilityLabel`: the label's string (a `Text`'s string, or a value's description).
    func accessibilityLabel(_ m: ModifierCall) throws -> Value {
        let label = m.first.map { $0.value.asString ?? accessibleText($0.value) } ?? ""
        return try environment(m, .accessibilityLabel(label))
    }

    private func accessibleText(_ value: Value) -> String {
        if case .view(let node) = value, case .text(let t) = node.kind { return t.string }
        return values.describe(value)
    }
}
