import MarkdownTree

/// One finding of a build, located in a content file: the CLI prints it as
/// `path:line:col: severity: message` and a page shows it under the code line it is about.
///
/// Every source (front matter, fences, the evaluator, the layout engine, links) converts into this
/// one type, with positions in the Markdown file: 1-based lines and UTF-8 columns (style anchors §10.6).
public struct SiteDiagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Codable {
        case error
        case warning
        case note
    }

    public var severity: Severity
    /// Stable identifier such as `evaluator.unknown-view` or `link.broken`.
    public var id: String
    public var message: String
    /// The file's path relative to the content folder, with `/` separators (`05-frames.md`).
    public var file: String
    public var position: SourcePosition
    public var notes: [String]

    public init(_ severity: Severity, _ id: String, _ message: String, file: String, at position: SourcePosition, notes: [String] = []) {
        self.severity = severity
        self.id = id
        self.message = message
        self.file = file
        self.position = position
        self.notes = notes
    }

    /// `file:line:col: severity: message`, the form compilers print.
    public var description: String { formatted(under: nil).joined(separator: "\n") }

    /// The diagnostic and one `note:` line per note, with the file shown inside `folder` (as the
    /// user spelled it on the command line), so terminals and editors can jump to it.
    public func formatted(under folder: String?) -> [String] {
        let location = "\(path(under: folder)):\(position.line):\(position.column)"
        return ["\(location): \(severity.rawValue): \(message)"] + notes.map { "\(location): note: \($0)" }
    }

    /// The file's path inside `folder`, as the user spelled the folder (`content/05-frames.md`).
    public func path(under folder: String?) -> String {
        guard let folder, !folder.isEmpty, folder != "." else { return file }
        return folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}
