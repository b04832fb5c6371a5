import Diagnostics

/// What evaluating a code block reports, `evaluator.<kebab-case>`.
extension DiagnosticID {
    public static let syntaxError = DiagnosticID(rawValue: "evaluator.syntax-error")
    /// A bidirectional control character in code, which can show it in another order than it runs.
    public static let bidiControl = DiagnosticID(rawValue: "evaluator.bidi-control")
    public static let unknownView = DiagnosticID(rawValue: "evaluator.unknown-view")
    /// A real SwiftUI view that is not drawn yet (`SupportedAPI.notSupportedYet`).
    public static let unsupportedView = DiagnosticID(rawValue: "evaluator.unsupported-view")
    public static let unknownName = DiagnosticID(rawValue: "evaluator.unknown-name")
    public static let unknownMember = DiagnosticID(rawValue: "evaluator.unknown-member")
    public static let unsupportedModifier = DiagnosticID(rawValue: "evaluator.unsupported-modifier")
    public static let unsupportedSyntax = DiagnosticID(rawValue: "evaluator.unsupported-syntax")
    public static let invalidArgument = DiagnosticID(rawValue: "evaluator.invalid-argument")
    public static let typeMismatch = DiagnosticID(rawValue: "evaluator.type-mismatch")
    public static let notAView = DiagnosticID(rawValue: "evaluator.not-a-view")
    public static let runtimeError = DiagnosticID(rawValue: "evaluator.runtime-error")
    public static let implicitState = DiagnosticID(rawValue: "evaluator.implicit-state")
    public static let approximated = DiagnosticID(rawValue: "evaluator.approximated")
    public static let noPreview = DiagnosticID(rawValue: "evaluator.no-preview")
    public static let stepLimit = DiagnosticID(rawValue: "evaluator.limit-steps")
    public static let depthLimit = DiagnosticID(rawValue: "evaluator.limit-depth")
    public static let nodeLimit = DiagnosticID(rawValue: "evaluator.limit-nodes")
    public static let timeLimit = DiagnosticID(rawValue: "evaluator.limit-time")
    public static let lengthLimit = DiagnosticID(rawValue: "evaluator.limit-length")
    public static let memoryLimit = DiagnosticID(rawValue: "evaluator.limit-memory")
    public static let sizeLimit = DiagnosticID(rawValue: "evaluator.limit-size")
}
