import Foundation
import Testing

/// `fieldguide layout` as other tools run it: the report on standard output in the format asked
/// for, and the diagnostics on standard error in every format (issue 17).
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
}
