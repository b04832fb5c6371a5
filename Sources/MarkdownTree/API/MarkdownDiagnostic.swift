/// A problem found while reading a Markdown file: broken front matter, a malformed fence info string,
/// invalid UTF-8 or nesting too deep to keep.
///
/// Deliberately small: the evaluator's `Diagnostic` (ViewEvaluator) is the richer type, and a shared
/// `SourceDiagnostics` target can unify both later. Messages follow the house style (lowercase,
/// code in single quotes, no trailing period); ids are `domain.kebab-case`.
public struct MarkdownDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Errors mean the author's intent was not understood; warnings mean something was ignored or changed.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    public let severity: Severity
    public let id: String
    public let message: String
    public let position: SourcePosition

    public init(_ severity: Severity, _ id: String, _ message: String, at position: SourcePosition) {
        self.severity = severity
        self.id = id
        self.message = message
        self.position = position
    }

    /// `line:column: severity: message [id]`, the evaluator's format.
    public var description: String { "\(position): \(severity.rawValue): \(message) [\(id)]" }
}

extension MarkdownDiagnostic {
    /// Stable identifiers; tests and pages key on them.
    public enum ID {
        public static let invalidUTF8 = "markdown.invalid-utf8"
        public static let nestingTooDeep = "markdown.nesting-too-deep"
        public static let unclosedFence = "markdown.unclosed-fence"
        public static let frontMatterUnterminated = "front-matter.unterminated"
        public static let frontMatterInvalidYAML = "front-matter.invalid-yaml"
        public static let frontMatterNotAMapping = "front-matter.not-a-mapping"
        public static let frontMatterUnknownKey = "front-matter.unknown-key"
        public static let frontMatterInvalidValue = "front-matter.invalid-value"
        public static let fenceMalformedOption = "fence.malformed-option"
    }
}
