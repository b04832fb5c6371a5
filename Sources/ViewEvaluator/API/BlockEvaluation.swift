import Diagnostics
import SwiftSyntax

/// What evaluating one code block produced: zero or more previews and the diagnostics, in source order.
public struct BlockEvaluation: Sendable {
    public var previews: [Preview]
    public var diagnostics: [Diagnostic]
    /// The `@Environment` keys the code read from the preview's environment (no enclosing
    /// modifier wrote them): a preview in another look may need the block evaluated in it
    /// (`PreviewEnvironment.changes(_:)`).
    public var environmentKeysRead: Set<String>
    /// The block as swift-syntax parsed it, before operators were folded, when that tree is
    /// exactly the block's text and parsed without error: a code listing highlights it instead of
    /// parsing the block again (a tenth of a build without sliders went to parsing twice).
    public var syntax: SourceFileSyntax?

    public init(previews: [Preview], diagnostics: [Diagnostic], environmentKeysRead: Set<String> = [], syntax: SourceFileSyntax? = nil) {
        self.previews = previews
        self.diagnostics = diagnostics
        self.environmentKeysRead = environmentKeysRead
        self.syntax = syntax
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}
