import ViewTree

/// One finding about a code block: what went wrong or was ignored, and where.
///
/// Messages are lowercase with code in single quotes, ids are stable (`evaluator.unknown-view`),
/// positions are 1-based lines and UTF-8 columns in the caller's file (style anchors §0 rule 7).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public var severity: DiagnosticSeverity
    public var id: DiagnosticID
    public var message: String
    public var location: ViewTree.SourceLocation
    public var notes: [DiagnosticNote]

    public init(severity: DiagnosticSeverity, id: DiagnosticID, message: String, location: ViewTree.SourceLocation, notes: [DiagnosticNote] = []) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// `line:column: severity: message [id]`, then one indented line per note.
    public var description: String {
        let head = "\(location.line):\(location.column): \(severity.rawValue): \(message) [\(id.rawValue)]"
        return ([head] + notes.map { "  note: \($0.message)" }).joined(separator: "\n")
    }
}

/// Extra help attached to a diagnostic ("did you mean 'Text'?").
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
