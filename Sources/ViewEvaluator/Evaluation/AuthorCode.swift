import Diagnostics
import ViewTree

/// Runs snippet code that the layout engine calls and must hear about when it fails (a custom
/// layout's methods, `containerRelativeFrame`'s closure): a fresh evaluation over the page as it
/// was when the code was written, with the block's limits. A limit crossed or an error reported
/// becomes an `AuthorCodeFailure`, which the engine turns into a layout issue on the node.
enum AuthorCode {
    static func run(page: PageState, assets: [String: Size], limits: EvaluationLimits, at location: SourceLocation, _ body: (CallEvaluator) throws -> Value) throws -> Value {
        let context = EvaluationContext(page: page, assets: assets, limits: limits)
        let result: Value
        do {
            result = try body(CallEvaluator(context: context))
        } catch let abort as EvaluationAbort {
            throw AuthorCodeFailure(message: abort.message, location: abort.location)
        }
        if let error = context.diagnostics.first(where: { $0.severity == .error }) {
            throw AuthorCodeFailure(message: error.message, location: error.position ?? location)
        }
        return result
    }
}

/// Why author code the engine called did not give an answer, with where it stopped.
struct AuthorCodeFailure: Error, CustomStringConvertible {
    var message: String
    var location: SourceLocation

    var description: String { "\(message) (line \(location.line))" }
}
