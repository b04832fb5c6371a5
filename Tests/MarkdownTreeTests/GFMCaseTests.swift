import Foundation
import MarkdownTree
import Testing

/// Runs every case in `GFMCases/*.txt` (format in `GFMCases/README.md`): the Markdown through
/// `MarkdownParser` and `HTMLWriter`, compared with the expected HTML and diagnostics.
@Suite struct GFMCaseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let title: String
        let markdown: String
        let html: String
        let diagnostics: [String]

        var testDescription: String { "\(file): \(title)" }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("GFMCases")

    static let cases: [Case] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".txt") }.sorted().flatMap { file in
            parse((try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? "", file: file)
        }
    }()

    /// Splits a file at its `%% ` marker lines.
    static func parse(_ text: String, file: String) -> [Case] {
        var cases: [Case] = []
        var title = "", section = "", parts: [String: [String]] = [:]
        func flush() {
            guard !title.isEmpty else { return }
            let joined = { (key: String) in (parts[key] ?? []).joined(separator: "\n") }
            cases.append(Case(
                file: file, title: title, markdown: joined("markdown") + "\n", html: joined("html") + "\n",
                diagnostics: parts["diagnostics"] ?? []))
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("%% case: ") {
                flush()
                title = String(line.dropFirst("%% case: ".count))
                section = "markdown"
                parts = [:]
            } else if line.hasPrefix("%% ") {
                section = String(line.dropFirst(3))
            } else if !title.isEmpty {
                parts[section, default: []].append(line)
            }
        }
        flush()
        return cases.map { Case(file: $0.file, title: $0.title, markdown: $0.markdown, html: trimmedEnd($0.html), diagnostics: $0.diagnostics.filter { !$0.isEmpty }) }
    }

    /// A file's last case ends at the file's final newline; the expected HTML ends in exactly one.
    private static func trimmedEnd(_ html: String) -> String {
        var html = Substring(html)
        while html.hasSuffix("\n") { html.removeLast() }
        return html + "\n"
    }

    @Test func everyFileHasCases() {
        #expect(Self.cases.count >= 30)
        #expect(Set(Self.cases.map(\.file)) == ["autolinks.txt", "callouts.txt", "footnotes.txt", "strikethrough.txt", "tables.txt", "tasklists.txt"])
    }

    @Test(arguments: cases) func rendersAsExpected(_ testCase: Case) {
        let document = MarkdownParser.parse(testCase.markdown)
        #expect(HTMLWriter().render(document) == testCase.html)
        #expect(document.diagnostics.map(\.description) == testCase.diagnostics)
    }
}
