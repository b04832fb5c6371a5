import Foundation

/// How much a terminal gets: on a TTY, source excerpts (and colour unless `NO_COLOR` is set, as
/// no-color.org asks); through a pipe or into a file, plain lines only.
struct TerminalStyle {
    let isTerminal: Bool
    let usesColour: Bool

    /// For standard error, where diagnostics and the progress bar go.
    static var standardError: TerminalStyle {
        let isTerminal = isatty(STDERR_FILENO) == 1
        let noColour = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return TerminalStyle(isTerminal: isTerminal, usesColour: isTerminal && !noColour)
    }

    func bold(_ text: String) -> String { sgr("1", text) }
    func red(_ text: String) -> String { sgr("1;31", text) }
    func yellow(_ text: String) -> String { sgr("1;33", text) }
    func cyan(_ text: String) -> String { sgr("1;36", text) }
    func dim(_ text: String) -> String { sgr("2", text) }

    private func sgr(_ code: String, _ text: String) -> String {
        usesColour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
