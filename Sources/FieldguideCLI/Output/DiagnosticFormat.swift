import ArgumentParser
import Diagnostics
import Foundation

/// How `check` (and `build`) print findings: for people (`text`, compiler-style lines, coloured
/// with source excerpts on a terminal), as JSON lines for tools, or as GitHub Actions annotations.
enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case github

    /// One finding as one line of this format (`text` is printed by `Console` instead).
    func line(_ reported: ReportedDiagnostic) -> String {
        switch self {
        case .text: reported.lines.joined(separator: "\n")
        case .json: Self.json(reported)
        case .github: Self.annotation(reported)
        }
    }

    /// `{"file":…,"line":…,"column":…,"severity":…,"id":…,"message":…,"notes":[…]}`, keys sorted.
    private static func json(_ reported: ReportedDiagnostic) -> String {
        let diagnostic = reported.diagnostic
        var object: [String: Any] = [
            "severity": diagnostic.severity.rawValue, "id": diagnostic.id.rawValue, "message": diagnostic.message,
            "notes": diagnostic.notes.map(\.message),
        ]
        if let path = reported.path { object["file"] = path }
        if let position = diagnostic.position {
            object["line"] = position.line
            object["column"] = position.column
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// `::error file=…,line=…,col=…,title=…::message` (GitHub's workflow commands), with `%`, line
    /// breaks, and in properties `:` and `,`, percent-encoded as GitHub requires.
    private static func annotation(_ reported: ReportedDiagnostic) -> String {
        let diagnostic = reported.diagnostic
        let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        var properties: [String] = []
        if let path = reported.path { properties.append("file=" + escapedProperty(path)) }
        if let position = diagnostic.position {
            properties.append("line=\(position.line)")
            properties.append("col=\(position.column)")
        }
        properties.append("title=" + escapedProperty(diagnostic.id.rawValue))
        let message = ([diagnostic.message] + diagnostic.notes.map { "note: \($0.message)" }).joined(separator: "\n")
        return "::\(command) \(properties.joined(separator: ","))::\(escapedData(message))"
    }

    private static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
