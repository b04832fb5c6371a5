import Diagnostics
import SwiftSyntax
import ViewTree

/// Modifier chains: `.name(args)` on a view, a view struct, a colour or a gradient. The page's own
/// `extension View` methods come first, then SwiftUI's modifiers, built by the functions
/// `SupportedAPI`'s modifier table names (see `Library/Modifiers`).
struct ModifierEvaluator: Evaluator {
    let context: EvaluationContext

    /// A modifier on a view; an unsupported one is a warning and leaves the view unchanged.
    func modifier(_ name: String, on base: Value, arguments args: [Argument], at here: SourceLocation, baseLocation: SourceLocation) throws -> Value {
        if let method = viewExtensionMethod(name, for: base) {
            return try calls.callFunction(calls.function(method, selfValue: base), arguments: args, at: here)
        }
        if let spec = SupportedAPI.modifier(named: name) {
            if spec.checksArguments { calls.checkForms(spec.forms, args, name: name, at: here) }
            let call = ModifierCall(name: name, base: base, baseLocation: baseLocation, arguments: args, location: here)
            return try spec.apply(self, call)
        }
        let candidates = SupportedAPI.modifierNames + (context.page.types["View"]?.methods.keys.map { $0 } ?? [])
        let notes = NameSuggester.suggestion(for: name, among: candidates).map { [DiagnosticNote("did you mean '\($0)'?")] } ?? []
        report(.warning, .unsupportedModifier, "modifier '\(name)' is not supported and was ignored", at: here, notes: notes)
        return base
    }

    /// The type the arguments of `.name(…)` on `base` expect: SwiftUI's modifiers whose number
    /// parameters are all CGFloat make their integer literals floating point, unless the page's
    /// own `extension View` method of that name is what runs.
    func argumentType(of name: String, on base: Value) -> ExpectedType {
        guard base.isViewLike, SupportedAPI.modifier(named: name)?.numbersAreCGFloat == true, viewExtensionMethod(name, for: base) == nil else { return .any }
        return .floatingPoint
    }

    /// A method from `extension View` (or `extension Text`/`Shape` for those views) on the page.
    func viewExtensionMethod(_ name: String, for base: Value? = nil) -> FunctionDeclSyntax? {
        var extended = ["View"]
        if case .view(let node)? = base {
            if case .text = node.kind { extended.insert("Text", at: 0) }
            if case .shape = node.kind { extended.insert("Shape", at: 0) }
        }
        for type in extended {
            if let method = context.page.types[type]?.methods[name]?.first { return method }
        }
        return nil
    }

    /// The view a modifier wraps.
    func content(_ m: ModifierCall) throws -> ViewNode {
        try builders.singleView(of: m.base, at: m.baseLocation)
    }

    /// Wraps content in a modifier node, as SwiftUI's modifiers wrap their content in a new view.
    func wrap(_ content: ViewNode, _ kind: ViewKind, at source: SourceLocation) throws -> Value {
        .view(try node(kind, [content], at: source))
    }
}
