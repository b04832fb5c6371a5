import Diagnostics
import ViewTree

/// Stops a block's evaluation when it exceeds a limit; the block reports it as one diagnostic.
struct EvaluationAbort: Error {
    var id: DiagnosticID
    var message: String
    var location: SourceLocation
}
