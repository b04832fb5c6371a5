/// One finding about an author's input, from any layer: what went wrong or was ignored, and where.
///
/// The layer that finds it fills in what it knows: the evaluator and the Markdown reader a position
/// in their text, the layout engine the position of the view it clamped (none for a view the
/// author did not write); the site adds the file and moves positions into it. Messages are
/// lowercase with code in single quotes; positions are 1-based lines and UTF-8 columns (style
/// anchors §0 rule 7).
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public var severity: DiagnosticSeverity
    public var id: DiagnosticID
    public var message: String
    /// The file's path relative to the content folder, with `/` separators (`05-frames.md`).
    public var file: String?
    public var position: SourcePosition?
    public var notes: [DiagnosticNote]

    public init(
        _ severity: DiagnosticSeverity, _ id: DiagnosticID, _ message: String, file: String? = nil, at position: SourcePosition?,
        notes: [DiagnosticNote] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.file = file
        self.position = position
        self.notes = notes
    }

    /// In a file, as `formatted(under: nil)`; otherwise `line:column: severity: message [id]`, then
    /// one indented `note:` line per note (the evaluator's golden form).
    public var description: String {
        guard file == nil else { return formatted(under: nil).joined(separator: "\n") }
        let head = Self.prefix(location(under: nil)) + "\(severity.rawValue): \(message) [\(id.rawValue)]"
        return ([head] + notes.map { "  note: \($0.message)" }).joined(separator: "\n")
    }

    /// `file:line:col: severity: message` and a `file:line:col: note: …` line per note, the form
    /// compilers print, with the file shown inside `folder` (as the user spelled it on the command
    /// line), so terminals and editors can jump to it.
    public func formatted(under folder: String?) -> [String] {
        let prefix = Self.prefix(location(under: folder))
        return [prefix + "\(severity.rawValue): \(message)"] + notes.map { prefix + "note: \($0.message)" }
    }

    /// `file:line:col`, with as much of it as is known.
    public func location(under folder: String?) -> String {
        let path = file.map { file in folder.map { Self.join($0, file) } ?? file }
        return [path, position?.description].compactMap { $0 }.joined(separator: ":")
    }

    private static func prefix(_ location: String) -> String {
        location.isEmpty ? "" : location + ": "
    }

    private static func join(_ folder: String, _ file: String) -> String {
        if folder.isEmpty || folder == "." { return file }
        return folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}

extension Sequence<Diagnostic> {
    /// By file, then position (a finding without one first); findings at the same place keep the
    /// order they were found in.
    public func sortedBySource() -> [Diagnostic] {
        enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.file != y.file { return precedes(x.file, y.file) }
            if x.position != y.position { return precedes(x.position, y.position) }
            return a.offset < b.offset
        }.map(\.element)
    }
}

/// Ascending, nil first.
private func precedes<T: Comparable>(_ a: T?, _ b: T?) -> Bool {
    guard let b else { return false }
    guard let a else { return true }
    return a < b
}
