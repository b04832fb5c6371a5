import Diagnostics

/// What evaluating one code block produced: zero or more previews and the diagnostics, in source order.
public struct BlockEvaluation: Sendable {
    public var previews: [Preview]
    public var diagnostics: [Diagnostic]

    public init(previews: [Preview], diagnostics: [Diagnostic]) {
        self.previews = previews
        self.diagnostics = diagnostics
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}
