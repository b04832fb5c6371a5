/// The stable identifier of a kind of diagnostic, `domain.kebab-case` (`evaluator.unknown-view`,
/// `layout.invalid-frame`, `link.broken`); tests, pages and the cache key on it.
///
/// Each module declares the ids it reports as static members in its own catalogue file
/// (`DiagnosticID+Evaluator.swift`, `+Layout`, `+Markdown`, `+Site`), the way swift-syntax
/// declares its message ids, so code names `.unknownView` and never spells an id.
public struct DiagnosticID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
