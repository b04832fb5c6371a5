import Diagnostics
import ViewTree

/// What SwiftUI does with a page type that conforms to one of its protocols.
extension DeclarationEvaluator {
    /// A `View` struct: its name wraps what its `body` builds, with `self` bound to the instance.
    func customView(_ instance: Instance, at here: SourceLocation) throws -> ViewNode {
        guard var body = instance.type.computedProperties["body"] else {
            report(.error, .notAView, "type '\(instance.type.name)' has no 'body'", at: here)
            return try context.node(.placeholder(label: instance.type.name), at: here)
        }
        body.selfValue = .instance(withEnvironmentObjects(instance, at: here))
        let result = try calls.callFunction(body, arguments: [], at: here, asViewBuilder: true)
        return try context.node(.custom(name: instance.type.name), try builders.views(of: result, at: here), at: here)
    }

    /// The instance with its `@Environment(\.key)`, `@Environment(Model.self)` and
    /// `@EnvironmentObject` properties read now, when its body is built inside the modifiers that
    /// write the environment. Without an object an app would stop at run time; the preview keeps
    /// the new `Model()` made at `init`, and says so.
    private func withEnvironmentObjects(_ instance: Instance, at here: SourceLocation) -> Instance {
        var updated = instance
        for property in instance.type.storedProperties {
            if let key = property.environmentKey, let written = context.environmentValues[key] { updated.fields[property.name] = written }
            guard let type = property.environmentObjectType else { continue }
            if let injected = context.environmentObjects[type] {
                updated.fields[property.name] = injected
            } else if context.page.types[type] != nil {
                report(.warning, .approximated, "no '\(type)' is put in the environment here; the preview shows a new '\(type)()'",
                       at: here, notes: [DiagnosticNote("add '.environment(\(type)())' (or '.environmentObject') to the view that shows it")])
            }
        }
        return updated
    }

    /// `.modifier(M(…))`: a `ViewModifier`'s `body(content:)` with `content` standing for the view.
    func applyViewModifier(_ modifier: Value, to content: ViewNode, at here: SourceLocation) throws -> Value {
        guard case .instance(let instance) = modifier, let method = instance.type.methods["body"]?.first else {
            if case .unresolved = modifier { return .view(content) }
            report(.error, .typeMismatch, "'modifier' expects a 'ViewModifier', found '\(modifier.typeName)'", at: here)
            return .view(content)
        }
        let f = calls.function(method, selfValue: modifier)
        let result = try calls.callFunction(f, arguments: [Argument(label: "content", value: .view(content))], at: here)
        return .view(try context.node(.custom(name: instance.type.name), try builders.views(of: result, at: here), at: here))
    }
}
