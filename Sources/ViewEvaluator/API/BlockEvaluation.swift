import Diagnostics

/// What evaluating one code block produced: zero or more previews and the diagnostics, in source order.
public struct BlockEvaluation: Sendable {
    public var previews: [Preview]
    public var diagnostics: [Diagnostic]
    /// The `@Environment` keys the code read from the preview's environment (no enclosing
    /// modifier wrote them): a preview in another look may need the block evaluated in it
    /// (`PreviewEnvironment.changes(_:)`).
    public var environmentKeysRead: Set<String>

    public init(previews: [Preview], diagnostics: [Diagnostic], environmentKeysRead: Set<String> = []) {
        self.previews = previews
        self.diagnostics = diagnostics
        self.environmentKeysRead = environmentKeysRead
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}
