import Foundation
import Testing

/// The code cites the repository's own spec (`Docs/Spec`) by file and section; these tests keep
/// every citation pointing at a section that exists, and the section numbers stable.
@Suite struct SpecCitationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let specFolder = repository.appendingPathComponent("Docs/Spec")

    /// Every `Layout.md §X`, `Text.md §X` or `Containers.md §X` in Sources, Tests and Fixtures
    /// names a heading of that file (and, for `§12 TV-NN`, a test vector it lists).
    @Test func citationsResolve() {
        var problems: [String] = []
        var documents: [String: SpecDocument] = [:]
        let citations = Self.citations(under: ["Sources", "Tests", "Fixtures"])
        #expect(!citations.isEmpty, "no spec citations found at all: the scanner is broken")
        for citation in citations {
            if documents[citation.file] == nil, let document = Self.document(citation.file) {
                documents[citation.file] = document
            }
            guard let document = documents[citation.file] else {
                problems.append("\(citation): Docs/Spec/\(citation.file) does not exist")
                continue
            }
            if let problem = document.problem(with: citation) { problems.append(problem) }
        }
        if !problems.isEmpty {
            Issue.record("\(problems.count) citations of missing spec sections:\n\(problems.joined(separator: "\n"))")
        }
    }

    /// Section numbers are what the code cites, so none may disappear: these are the numbers the
    /// spec started with (the same as the outside documents it replaced).
    @Test func specKeepsItsSectionNumbers() throws {
        let layout = try #require(Self.document("Layout.md"))
        let layoutSections = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13"]
            + (1...6).map { "1.\($0)" } + (1...9).map { "2.\($0)" } + (1...4).map { "3.\($0)" } + (1...4).map { "4.\($0)" }
            + (1...9).map { "5.\($0)" } + (1...6).map { "6.\($0)" } + (1...3).map { "7.\($0)" } + (1...3).map { "8.\($0)" }
            + (1...13).map { "13.\($0)" }
        #expect(Set(layoutSections).subtracting(layout.sections).isEmpty, "Layout.md lost sections")
        let vectors = (1...50).map { String(format: "TV-%02d", $0) }
        #expect(Set(vectors).subtracting(layout.testVectors).isEmpty, "Layout.md lost test vectors")
        let text = try #require(Self.document("Text.md"))
        let textSections = ["1", "1.1", "1.2", "1.3", "1.4", "2", "2.1", "2.2", "3", "4", "4.1", "4.2", "5", "6"]
        #expect(Set(textSections).subtracting(text.sections).isEmpty, "Text.md lost sections")
        let containers = try #require(Self.document("Containers.md"))
        let subsections = [1: 6, 2: 6, 3: 2, 4: 9, 5: 4, 6: 6, 7: 6, 8: 4, 9: 4, 10: 5, 11: 10]
        let containerSections = subsections.flatMap { top, count in ["\(top)"] + (1...count).map { "\(top).\($0)" } }
        let missingSections = Set(containerSections).subtracting(containers.sections)
        #expect(missingSections.isEmpty, "Containers.md lost sections \(missingSections.sorted())")
        let series = ["G": 5, "L": 6, "V": 5, "P": 4, "C": 3, "S": 4, "SA": 4, "LS": 1, "N": 2]
        let containerVectors = series.flatMap { letters, count in (1...count).map { "TV-\(letters)\($0)" } }
        let missingVectors = Set(containerVectors).subtracting(containers.testVectors)
        #expect(missingVectors.isEmpty, "Containers.md lost test vectors \(missingVectors.sorted())")
    }

    /// The spec replaced documents outside the repository; Sources must not cite those any more.
    ///
    /// NOTE for the lead: this check fails until the commit that re-points the old citations (of
    /// the outside `swiftui-layout.md`, cited as "reference", `text-metrics.md` and
    /// `swiftui-containers.md`) to `Layout.md`, `Text.md` and `Containers.md` lands in Sources; the
    /// mapping is in the branch's report. It is deliberately not disabled.
    @Test func sourcesCiteNoOutsideSpec() {
        var found: [String] = []
        for (location, line) in Self.lines(under: ["Sources"]) where line.contains("§") {
            if line.contains(#/(^|[^\w-])(reference|swiftui-layout(\.md)?|text-metrics(\.md)?|swiftui-containers(\.md)?)\s+§/#) {
                found.append("\(location): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        if !found.isEmpty {
            Issue.record("\(found.count) lines in Sources cite documents outside the repository:\n\(found.joined(separator: "\n"))")
        }
    }

    /// The checker itself: continuations, other documents, a missing section, a missing test
    /// vector (numbered or lettered, `TV-27`, `TV-SA1`) and a missing file are each told apart.
    @Test func brokenCitationsAreReported() {
        let sign = "\u{00A7}"
        let line = "Layout.md \(sign)2.3–\(sign)2.7, \(sign)99 (style anchors \(sign)3); Layout.md \(sign)12 TV-77; Containers.md \(sign)1"
        let citations = SpecCitation.citations(in: Substring(line), location: "Example.swift:1")
        #expect(citations.map(\.section) == ["2.3", "2.7", "99", "12", "1"])
        let layout = SpecDocument(name: "Layout.md", text: "## 2. Stacks\n### 2.3 Sharing\n### 2.7 Placement\n## 12. Test vectors\n| TV-01 | O |\n")
        let problems = citations.filter { $0.file == "Layout.md" }.compactMap(layout.problem(with:))
        #expect(problems == [
            "Example.swift:1: Layout.md \(sign)99: Layout.md has no section 99",
            "Example.swift:1: Layout.md \(sign)12 TV-77: Layout.md has no test vector TV-77",
        ])
        #expect(citations.last?.file == "Containers.md")
        #expect(SpecCitation.citations(in: Substring("style anchors \(sign)0 rule 7, \(sign)3"), location: "x").isEmpty)
        let lettered = SpecCitation.citations(in: Substring("Containers.md \(sign)1.6 TV-G1, \(sign)7.6 TV-SA9"), location: "Grid.swift:2")
        #expect(lettered.map(\.testVector) == ["TV-G1", "TV-SA9"])
        let containers = SpecDocument(name: "Containers.md", text: "### 1.6 Test vectors\n| TV-G1 | D |\n### 7.6 Test vectors\n| TV-SA1 | D |\n")
        #expect(lettered.compactMap(containers.problem(with:)) == [
            "Grid.swift:2: Containers.md \(sign)7.6 TV-SA9: Containers.md has no test vector TV-SA9",
        ])
    }

    // MARK: - Reading the repository

    static func document(_ name: String) -> SpecDocument? {
        let url = specFolder.appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        return SpecDocument(name: name, text: text)
    }

    static func citations(under folders: [String]) -> [SpecCitation] {
        lines(under: folders).flatMap { SpecCitation.citations(in: $0.line, location: $0.location) }
    }

    /// Every line of every UTF-8 text file under the folders, with its `path:line`.
    static func lines(under folders: [String]) -> [(location: String, line: Substring)] {
        var result: [(String, Substring)] = []
        for folder in folders {
            let root = repository.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.sorted() ?? []
            #expect(!paths.isEmpty, "nothing found under \(folder)")
            for path in paths {
                guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    result.append(("\(folder)/\(path):\(number + 1)", line))
                }
            }
        }
        return result
    }
}
