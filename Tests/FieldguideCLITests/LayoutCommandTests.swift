import Foundation
import Testing

/// `fieldguide layout` as other tools run it: the report on standard output in the format asked
/// for, the diagnostics on standard error in every format, and input past the evaluator's limit
/// refused without being read (issue 17).
@Suite struct LayoutCommandTests {
    static let formats = ["json", "svg", "tree"]

    /// Before issue 17, `--format svg` printed an empty line and nothing else for a block with errors.
    @Test(arguments: formats)
    func diagnosticsGoToStandardErrorInEveryFormat(format: String) async throws {
        let file = try CommandRunner.temporaryFolder() + "/broken.swift"
        try "VStack {\n    Txt(\"a\")\n}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try await CommandRunner.run(["layout", file, "--format", format])
        #expect(result.status == 1)
        #expect(result.errors == """
            \(file):2:5: error: unknown view 'Txt' [evaluator.unknown-view]
            \(file):2:5: note: did you mean 'Text'?

            """)
    }

    /// A block that does not parse has no preview: SVG and tree print nothing rather than an empty line.
    @Test(arguments: formats)
    func aBlockWithoutPreviewsPrintsOnlyItsDiagnostics(format: String) async throws {
        let result = try await CommandRunner.run(["layout", "-", "--format", format], input: .init(text: "let x = (\n"))
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("<stdin>:"))
        #expect(result.errors.contains(": error: "))
        #expect(format == "json" ? result.output.hasPrefix("{\"canvas\":") : result.output.isEmpty, "\(result.output)")
    }

    /// 256 MB on standard input: the command reads one byte past the 64 KB limit, says so and
    /// ends; it used to read everything first (2 GB peaked at 3.9 GB).
    @Test func standardInputIsReadOnlyUpToTheLimit() async throws {
        let input = CommandRunner.Input(text: "Text(\"x\") //", padding: 256 << 20)
        let result = try await CommandRunner.run(["layout", "-", "--format", "svg"], input: input)
        #expect(result.status == 1)
        #expect(result.errors == "<stdin>:1:1: error: the snippet is longer than 65536 bytes, the limit for one block; it is not evaluated [evaluator.limit-size]\n")
        #expect(result.output.isEmpty)
        #expect(result.inputBytesTaken < 4 << 20, "the command took \(result.inputBytesTaken) bytes of standard input")
    }

    /// A file that size is refused the same way, and a snippet exactly at the limit is evaluated.
    @Test func aFileIsReadOnlyUpToTheLimitAndOneAtTheLimitIsEvaluated() async throws {
        let folder = try CommandRunner.temporaryFolder()
        let head = "Text(\"x\")\n//"
        let atLimit = head + String(repeating: " ", count: 65536 - head.utf8.count)
        try atLimit.write(toFile: folder + "/at-limit.swift", atomically: true, encoding: .utf8)
        try (atLimit + " ").write(toFile: folder + "/over-limit.swift", atomically: true, encoding: .utf8)
        let accepted = try await CommandRunner.run(["layout", folder + "/at-limit.swift", "--format", "tree"])
        #expect(accepted.status == 0, "\(accepted.errors)")
        #expect(accepted.output.hasPrefix("Text "))
        let refused = try await CommandRunner.run(["layout", folder + "/over-limit.swift"])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("over-limit.swift:1:1: error: the snippet is longer than 65536 bytes"))
        #expect(refused.output.contains("\"id\":\"evaluator.limit-size\""))
    }

    /// Escape codes in a string reach the terminal spelled out: `--format tree` printed them raw, so
    /// a snippet could recolour, retitle or clear the terminal of whoever inspected it.
    @Test func theTreeSpellsOutControlCharacters() async throws {
        let input = CommandRunner.Input(text: "#Preview(\"\\u{1B}]0;owned\\u{7}\") {\n    Text(\"a\\u{1B}[31mred\\u{9B}2J\")\n}\n")
        let result = try await CommandRunner.run(["layout", "-", "--format", "tree"], input: input)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("preview \"\\u{1B}]0;owned\\u{7}\"\nText "), "\(result.output)")
        #expect(result.output.contains("\"a\\u{1B}[31mred\\u{9B}2J\""), "\(result.output)")
        #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
    }
}
