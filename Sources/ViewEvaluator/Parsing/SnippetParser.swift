import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import ViewTree

/// Parses one code block, folds its operators by Swift's precedence, and reports syntax errors.
struct SnippetParser {
    struct Output {
        var file: SourceFileSyntax
        var sourceMap: SourceMap
        var diagnostics: [Diagnostic]
    }

    /// How deeply brackets, closures and calls may nest. swift-syntax defaults to 20 in debug
    /// builds and 256 in release ones; one fixed value makes both accept the same snippets, and
    /// it stays far below what the native stack holds.
    static let maximumNestingLevel = 64

    func parse(_ source: String, startLine: Int) -> Output {
        var parser = Parser(source, maximumNestingLevel: Self.maximumNestingLevel)
        let parsed = SourceFileSyntax.parse(from: &parser)
        let map = SourceMap(converter: SourceLocationConverter(fileName: "block.swift", tree: parsed), startLine: startLine)
        var diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed).map { d in
            Diagnostic(severity: .error, id: .syntaxError, message: Self.lowercasedFirst(d.message), location: map.location(at: d.position))
        }
        let folded = OperatorTable.standardOperators.foldAll(parsed) { error in
            let d = error.asDiagnostic
            diagnostics.append(Diagnostic(severity: .error, id: .syntaxError, message: Self.lowercasedFirst(d.message), location: map.location(at: d.position)))
        }
        let file = folded.as(SourceFileSyntax.self) ?? parsed
        let converter = SourceLocationConverter(fileName: "block.swift", tree: file)
        return Output(file: file, sourceMap: SourceMap(converter: converter, startLine: startLine), diagnostics: diagnostics)
    }

    /// swift-syntax capitalises its messages; ours start lowercase (style anchors §0 rule 7).
    private static func lowercasedFirst(_ s: String) -> String {
        guard let first = s.first else { return s }
        return first.lowercased() + s.dropFirst()
    }
}
