import Foundation

/// One message on the live-reload stream, in the server-sent events wire format.
///
/// Framing follows the WHATWG HTML "Server-sent events" section: an `event:` line, one `data:`
/// line per line of payload (browsers join them with newlines), and a blank line to dispatch.
enum LiveReloadEvent: Equatable, Sendable {
    /// First message of every connection: the current build token, plus the reconnection delay.
    case hello(buildToken: String)
    /// A new build is in the output folder; its data is the `SiteChange` as JSON.
    case reload(SiteChange)
    /// What the latest build left to fix (`BuildProblems`), as JSON.
    case problems(BuildProblems)

    /// The `event:` field the page's script listens for.
    var name: String {
        switch self {
        case .hello: "hello"
        case .reload: "reload"
        case .problems: "problems"
        }
    }

    /// The payload, before splitting into `data:` lines.
    var data: String {
        switch self {
        case .hello(let token): token
        case .reload(let change): Self.json(change)
        case .problems(let problems): Self.json(problems)
        }
    }

    /// One line of JSON, keys sorted, so the same payload is always the same bytes.
    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The bytes sent on the wire for this event.
    var serialized: String {
        var text = ""
        if case .hello = self {
            text += "retry: \(ReloadScript.retryMilliseconds)\n"
        }
        text += "event: \(name)\n"
        for line in data.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineBreak) {
            text += "data: \(line)\n"
        }
        return text + "\n"
    }

    /// SSE treats CR, LF and CRLF as line ends, and nothing else.
    private static func isLineBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r" || character == "\r\n"
    }
}
