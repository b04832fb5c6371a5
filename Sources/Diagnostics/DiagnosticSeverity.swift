/// How serious a diagnostic is: errors mean the preview differs from what SwiftUI would show.
public enum DiagnosticSeverity: String, Hashable, Sendable, Codable, Comparable {
    case error
    case warning
    case note

    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }
}
