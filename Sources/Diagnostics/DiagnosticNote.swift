/// Extra help attached to a diagnostic ("did you mean 'Text'?").
public struct DiagnosticNote: Hashable, Sendable, Codable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
