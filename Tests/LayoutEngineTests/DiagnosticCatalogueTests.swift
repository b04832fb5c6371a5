import Foundation
import Testing

/// Every diagnostic id is declared once, as a static member in a module's catalogue file
/// (`DiagnosticID+Evaluator.swift`, `+Layout`, `+Markdown`, `+Site`), and code everywhere else
/// names the member: no id is spelled as a string literal outside a catalogue.
@Suite struct DiagnosticCatalogueTests {
    /// One declared id: `public static let name = DiagnosticID(rawValue: "domain.kebab-case")`.
    struct Entry {
        let file: String
        let name: String
        let rawValue: String
    }

    /// Domains no catalogue declares yet, whose literals would still be ids out of place.
    static let otherDomains = ["build", "cache", "output", "server", "template"]

    static let sources = ArchitectureTests.sources

    static func swiftFiles() -> [String] {
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func isCatalogue(_ file: String) -> Bool {
        (file as NSString).lastPathComponent.hasPrefix("DiagnosticID+")
    }

    static func text(_ file: String) throws -> String {
        try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
    }

    static func entries() throws -> [Entry] {
        let declaration = try Regex(#"static let (\w+) = DiagnosticID\(rawValue: "([^"]*)"\)"#)
        return try swiftFiles().filter(isCatalogue).flatMap { file in
            try text(file).matches(of: declaration).map { match in
                Entry(file: file, name: String(match.output[1].substring ?? ""), rawValue: String(match.output[2].substring ?? ""))
            }
        }
    }

    @Test func everyLayerHasItsCatalogue() throws {
        let files = Set(try Self.entries().map(\.file))
        #expect(files == [
            "ViewEvaluator/Diagnostics/DiagnosticID+Evaluator.swift", "LayoutEngine/Core/DiagnosticID+Layout.swift",
            "MarkdownTree/API/DiagnosticID+Markdown.swift", "SiteBuilder/Diagnostics/DiagnosticID+Site.swift",
        ])
    }

    @Test func idsAreDomainDotKebabCase() throws {
        let form = try Regex(#"^[a-z]+(-[a-z]+)*\.[a-z0-9]+(-[a-z0-9]+)*$"#)
        for entry in try Self.entries() {
            #expect(entry.rawValue.wholeMatch(of: form) != nil, "\(entry.file): '\(entry.rawValue)'")
        }
    }

    @Test func eachIdAndNameIsDeclaredOnce() throws {
        let entries = try Self.entries()
        for (key, path) in [("id", \Entry.rawValue), ("name", \Entry.name)] {
            let repeated = Dictionary(grouping: entries, by: { $0[keyPath: path] }).filter { $0.value.count > 1 }
            #expect(repeated.isEmpty, "\(key)s declared more than once: \(repeated.mapValues { $0.map(\.file) })")
        }
    }

    @Test func noIdIsSpelledOutsideACatalogue() throws {
        let domains = Set(try Self.entries().map { String($0.rawValue.prefix { $0 != "." }) } + Self.otherDomains)
        #expect(domains.isSuperset(of: ["evaluator", "layout", "markdown", "front-matter", "fence", "link", "asset", "content"]))
        let literal = try Regex(#"""# + "(" + domains.sorted().joined(separator: "|") + #")\.[a-z]"#)
        for file in Self.swiftFiles() where !Self.isCatalogue(file) {
            let lines = try Self.text(file).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.contains(literal) || line.contains("DiagnosticID(rawValue: \"") {
                Issue.record("\(file):\(index + 1) spells a diagnostic id; name the catalogue's member instead: \(line)")
            }
        }
    }
}
