import Diagnostics
import ViewTree

/// Readers for the arguments of SwiftUI's views and modifiers: a wrong type is reported at the
/// argument and the parameter's default is used, so evaluation goes on.
extension Coercion {
    /// A number argument that may be left out; a non-number is reported and ignored.
    func optionalDouble(_ arg: Argument?) -> Double? {
        guard let arg else { return nil }
        if case .null = arg.value { return nil }
        if let d = arg.value.asDouble { return d }
        if case .unresolved = arg.value { return nil }
        report(.error, .invalidArgument, "expected a number for '\(arg.label ?? "_")', found '\(arg.value.typeName)'", at: arg.location)
        return nil
    }

    func requiredDouble(_ arg: Argument) -> Double {
        optionalDouble(arg) ?? 0
    }

    func horizontalArgument(_ arg: Argument?, default fallback: HorizontalAlignment) throws -> HorizontalAlignment {
        guard let arg else { return fallback }
        if let h = try horizontalAlignment(arg.value, at: arg.location) { return h }
        reportBadArgument(arg, expected: "HorizontalAlignment")
        return fallback
    }

    func verticalArgument(_ arg: Argument?, default fallback: VerticalAlignment) throws -> VerticalAlignment {
        guard let arg else { return fallback }
        if let v = try verticalAlignment(arg.value, at: arg.location) { return v }
        reportBadArgument(arg, expected: "VerticalAlignment")
        return fallback
    }

    func alignmentArgument(_ arg: Argument?, default fallback: Alignment) -> Alignment {
        guard let arg else { return fallback }
        if let a = arg.value.asAlignment { return a }
        reportBadArgument(arg, expected: "Alignment")
        return fallback
    }

    /// Reports an argument of the wrong type, suggesting the closest valid member for a typo.
    func reportBadArgument(_ arg: Argument, expected: String) {
        if case .unresolved = arg.value { return }
        var notes: [DiagnosticNote] = []
        if case .symbol(let s) = arg.value, let suggestion = NameSuggester.suggestion(for: s.name, among: BuiltinValues.memberNames(of: expected)) {
            notes.append(DiagnosticNote("did you mean '.\(suggestion)'?"))
        }
        report(.error, .invalidArgument, "cannot use '\(describeArgument(arg.value))' as '\(expected)'", at: arg.location, notes: notes)
    }

    private func describeArgument(_ value: Value) -> String {
        if case .symbol(let s) = value { return "." + s.name }
        return value.typeName
    }
}
