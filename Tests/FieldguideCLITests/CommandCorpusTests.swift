import Foundation
import TestSupport
import Testing

/// The `commands/` entries of the adversarial corpus: each runs the `fieldguide` executable in an
/// empty folder with its arguments and standard input, and must exit as its JSON says, print what
/// it names, report its manifest ids (at its position, when given) as `file:line:col: severity:
/// message [id]` lines, take no more standard input than allowed, and print no control character
/// that could act on a terminal (C1 characters are data in JSON and SVG).
@Suite struct CommandCorpusTests {
    /// One `commands/*.json` file.
    struct Case: Decodable {
        var arguments: [String]
        var stdin: String?
        var padding: Int?
        var status: Int32
        var stdout: String?
        var stdoutContains: [String]?
        var stderr: [String]?
        var maximumInputTaken: Int?
    }

    /// A `file:line:col: severity: message [id]` line of standard error.
    struct Reported: Equatable {
        var id: String
        var line: Int
        var column: Int
        var isError: Bool
    }

    @Test func everyCommandEntryMeetsItsExpectations() async throws {
        let entries = try CorpusEntry.all().filter { $0.kind == "commands" }
        #expect(!entries.isEmpty)
        for entry in entries {
            let spec = try JSONDecoder().decode(Case.self, from: Data(try entry.bytes()))
            let input = spec.stdin.map { CommandRunner.Input(text: $0, padding: spec.padding ?? 0) }
            let result = try await CommandRunner.run(spec.arguments, in: try CommandRunner.temporaryFolder(), input: input)
            let problems = Self.problems(result, spec: spec) + Self.problems(Self.reported(in: result.errors), entry: entry)
            #expect(problems.isEmpty, "\(entry): \(problems.joined(separator: "; "))\nstdout: \(result.output.prefix(500))\nstderr: \(result.errors.prefix(2000))")
        }
    }

    /// What the JSON asks for, and no terminal control characters in either stream.
    static func problems(_ result: CommandRunner.Result, spec: Case) -> [String] {
        var problems: [String] = []
        if result.status != spec.status { problems.append("exit status \(result.status), expected \(spec.status)") }
        if let stdout = spec.stdout, result.output != stdout { problems.append("standard output differs from \(stdout.debugDescription)") }
        for line in spec.stdoutContains ?? [] where !result.output.contains(line) { problems.append("standard output lacks \(line.debugDescription)") }
        for line in spec.stderr ?? [] where !result.errors.contains(line) { problems.append("standard error lacks \(line.debugDescription)") }
        if let limit = spec.maximumInputTaken, result.inputBytesTaken > limit {
            problems.append("took \(result.inputBytesTaken) bytes of standard input, over \(limit)")
        }
        // JSON and SVG may carry C1 characters as data; text meant for the terminal may not.
        let isText = !spec.arguments.contains("json") && !spec.arguments.contains("svg")
        for (name, text, c1) in [("standard output", result.output, isText), ("standard error", result.errors, true)] {
            if let control = text.unicodeScalars.first(where: { isControl($0, c1: c1) }) {
                problems.append("\(name) holds the control character U+\(String(control.value, radix: 16, uppercase: true))")
            }
        }
        return problems
    }

    /// C0 controls but line breaks and tabs, DEL, and (when `c1`) the C1 controls.
    private static func isControl(_ scalar: Unicode.Scalar, c1: Bool) -> Bool {
        scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || scalar.value == 0x7F || c1 && (0x80...0x9F).contains(scalar.value)
    }

    /// Whether the reported ids meet the manifest entry.
    static func problems(_ reported: [Reported], entry: CorpusEntry) -> [String] {
        switch entry.expectation {
        case .any:
            return []
        case .clean:
            let errors = reported.filter(\.isError).map(\.id)
            return errors.isEmpty ? [] : ["expected a clean run, got \(errors)"]
        case .reports(let requirements):
            let ids = Set(reported.map(\.id))
            var problems = requirements.filter { $0.allSatisfy { !ids.contains($0) } }.map { "expected \($0.joined(separator: " or ")), got \(ids.sorted())" }
            if let position = entry.position, let first = requirements.first,
               !reported.contains(where: { first.contains($0.id) && $0.line == position.line && $0.column == position.column }) {
                problems.append("expected \(first.joined(separator: " or ")) at \(position.line):\(position.column)")
            }
            return problems
        }
    }

    /// Every `…:line:col: severity: message [id]` line.
    static func reported(in errors: String) -> [Reported] {
        errors.split(separator: "\n").compactMap { line in
            guard let match = line.firstMatch(of: #/:(\d+):(\d+): (error|warning|note): .*\[([a-z0-9.-]+)\]$/#),
                  let lineNumber = Int(match.1), let column = Int(match.2)
            else { return nil }
            return Reported(id: String(match.4), line: lineNumber, column: column, isError: match.3 == "error")
        }
    }
}
