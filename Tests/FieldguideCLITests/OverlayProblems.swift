import Foundation
import TestSupport

/// A `problems` event of the live-reload stream, decoded: what open pages list over themselves.
struct OverlayProblems: Decodable, Sendable {
    struct Problem: Decodable, Sendable {
        let severity: String
        let text: String
        let link: String?
    }

    let headline: String
    let problems: [Problem]
    let omitted: Int

    struct NotProblems: Error, CustomStringConvertible {
        let event: EventStreamClient.Event
        var description: String { "expected a problems event, got \(event.name): \(event.data)" }
    }

    init(_ event: EventStreamClient.Event) throws {
        guard event.name == "problems" else { throw NotProblems(event: event) }
        self = try JSONDecoder().decode(Self.self, from: Data(event.data.utf8))
    }

    /// Every problem's text, one after the other.
    var text: String { problems.map(\.text).joined(separator: "\n") }
}
