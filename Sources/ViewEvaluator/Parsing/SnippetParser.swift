import Diagnostics
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
        /// The block as parsed, before folding, when that tree is exactly the block's text and
        /// holds no syntax error (`BlockEvaluation.syntax`).
        var cleanSyntax: SourceFileSyntax? = nil
    }

    /// How deeply brackets, closures and calls may nest. swift-syntax defaults to 20 in debug
    /// builds and 256 in release ones; one fixed value makes both accept the same snippets, and
    /// it stays far below what the native stack holds.
    static let maximumNestingLevel = 64
    /// Deeper nesting of these constructs is refused before parsing (see `NestingScanner`): at these
    /// depths the parser still takes milliseconds, and real code rarely passes three.
    static let nestingLimits: [NestingScanner.Construct: Int] = [
        .squareBracket: 8,
        .genericAngleBracket: 16,
        .conditionalCompilation: 16,
    ]
    /// Past this many syntax problems in a block longer than `maximumWordedSyntaxBytes`, the first
    /// ones get plain messages instead of swift-syntax's worded diagnostics, whose cost grows with
    /// the square of the problems and the code they span (see `SyntaxProblemFinder`): 3,000 nested
    /// interpolations take six seconds.
    static let maximumWordedSyntaxErrors = 20
    static let maximumWordedSyntaxBytes = 4096

    /// Blocks longer than this are not parsed (`EvaluationLimits.maxSourceBytes`).
    var maximumBytes = EvaluationLimits().maxSourceBytes

    /// 1. Refuse blocks too long or nested too deep. 2. Parse. 3. Fold operators by precedence.
    /// 4. Describe the syntax errors, in plain words when there are very many, then the folding's.
    /// Folding keeps every token and its trivia, so one map of lines serves both trees.
    func parse(_ source: String, startLine: Int) -> Output {
        if let refusal = refusal(of: source, startLine: startLine) { return refusal }
        let plain = Self.withPlainSpaces(Self.withPlainIndentation(source))
        var parser = Parser(plain, maximumNestingLevel: Self.maximumNestingLevel)
        let parsed = SourceFileSyntax.parse(from: &parser)
        var foldingErrors: [(message: String, position: AbsolutePosition)] = []
        let folded = OperatorTable.standardOperators.foldAll(parsed) { error in
            let d = error.asDiagnostic
            foldingErrors.append((d.message, d.position))
        }
        let file = folded.as(SourceFileSyntax.self) ?? parsed
        let map = SourceMap(converter: SourceLocationConverter(fileName: "block.swift", tree: file), startLine: startLine)
        let diagnostics = syntaxErrors(in: parsed, map: map, source: source, startLine: startLine)
            + foldingErrors.map { Self.error(.syntaxError, $0.message, at: map.location(at: $0.position)) }
        let warnings = Self.bidiWarnings(in: source, startLine: startLine) + Self.indentationWarning(in: source, startLine: startLine)
        return Output(file: file, sourceMap: map, diagnostics: warnings + diagnostics, cleanSyntax: plain == source && !parsed.hasError ? parsed : nil)
    }

    /// A warning at each bidirectional control character (`BidiControl`), wherever it is: in a
    /// string, a comment or between tokens it can reorder what a reader sees (issue 17 item 16).
    private static func bidiWarnings(in source: String, startLine: Int) -> [Diagnostic] {
        BidiControl.warnings(in: source) { location(ofOffset: $0, in: source, startLine: startLine) }
    }

    /// Vertical tabs and form feeds become spaces (same length, so positions stay): Swift treats
    /// them as whitespace, and swift-syntax 603's diagnostics crash on one beside `=` (an empty
    /// Fix-It; `x \u{0B}= 1`), found by fuzzing (issue #7).
    private static func withPlainSpaces(_ source: String) -> String {
        guard source.utf8.contains(where: { $0 == 0x0B || $0 == 0x0C }) else { return source }
        return String(decoding: source.utf8.map { $0 == 0x0B || $0 == 0x0C ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
    }

    /// Non-breaking spaces (U+00A0, two UTF-8 bytes) in a line's indentation become two spaces, so
    /// positions stay: code copied from a web page often carries them, and Swift only warns.
    /// Elsewhere (in a string, between tokens) they are left for the parser to judge.
    private static func withPlainIndentation(_ source: String) -> String {
        guard source.unicodeScalars.contains("\u{A0}") else { return source }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.utf8.count)
        var atLineStart = true
        var utf8 = source.utf8.makeIterator()
        while let byte = utf8.next() {
            if atLineStart, byte == 0xC2, let next = utf8.next() {
                if next == 0xA0 { bytes += [0x20, 0x20]; continue }
                bytes += [byte, next]
                atLineStart = false
                continue
            }
            bytes.append(byte)
            if byte == 0x0A { atLineStart = true } else if byte != 0x20 && byte != 0x09 { atLineStart = false }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One warning for a block indented with non-breaking spaces, at the first one, as Swift gives.
    private static func indentationWarning(in source: String, startLine: Int) -> [Diagnostic] {
        guard source.unicodeScalars.contains("\u{A0}") else { return [] }
        let original = Array(source.utf8), plain = Array(withPlainIndentation(source).utf8)
        guard let offset = original.indices.first(where: { original[$0] != plain[$0] }) else { return [] }
        let message = "non-breaking space (U+00A0) in indentation; it is read as a space, as Swift does"
        return [Diagnostic(.warning, .syntaxError, message, at: location(ofOffset: offset, in: source, startLine: startLine))]
    }

    /// An empty file and one error, for a block too long or nested too deep to parse safely.
    private func refusal(of source: String, startLine: Int) -> Output? {
        let error: Diagnostic
        if source.utf8.count > maximumBytes {
            let message = "the block is \(source.utf8.count) bytes long, over the limit of \(maximumBytes); it is not evaluated"
            error = Self.error(.sizeLimit, message, at: SourceLocation(line: startLine, column: 1))
        } else if let excess = NestingScanner.firstExcess(in: source, limits: Self.nestingLimits) {
            let message = "\(Self.name(of: excess.construct)) nest more than \(Self.nestingLimits[excess.construct]!) levels deep; the block is not evaluated"
            error = Self.error(.depthLimit, message, at: Self.location(ofOffset: excess.offset, in: source, startLine: startLine))
        } else {
            return nil
        }
        let empty = Parser.parse(source: "")
        let map = SourceMap(converter: SourceLocationConverter(fileName: "block.swift", tree: empty), startLine: startLine)
        return Output(file: empty, sourceMap: map, diagnostics: [error])
    }

    private static func name(of construct: NestingScanner.Construct) -> String {
        switch construct {
        case .squareBracket: "square brackets '[…]'"
        case .genericAngleBracket: "angle brackets '<…>'"
        case .conditionalCompilation: "'#if' blocks"
        }
    }

    /// The line and UTF-8 column of a byte offset, without a syntax tree.
    private static func location(ofOffset offset: Int, in source: String, startLine: Int) -> SourceLocation {
        let before = source.utf8.prefix(offset)
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map(before.index(after:)) ?? before.startIndex
        return SourceLocation(line: startLine + before.count { $0 == UInt8(ascii: "\n") }, column: before.distance(from: lineStart, to: before.endIndex) + 1)
    }

    /// swift-syntax's worded diagnostics, or plain ones when there are very many problems in a long
    /// block, or when the block holds a control character: the worded ones crash on one beside `=`
    /// (an empty Fix-It; found by fuzzing, issue #7), so that character is reported here instead.
    private func syntaxErrors(in tree: SourceFileSyntax, map: SourceMap, source: String, startLine: Int) -> [Diagnostic] {
        let limit = Self.maximumWordedSyntaxErrors
        let problems = SyntaxProblemFinder.problems(in: tree, limit: limit + 1)
        let control = source.utf8.firstIndex { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0B && $0 != 0x0C }
        let isMany = problems.count > limit || tree.hasMaximumNestingLevelOverflow
        let isLong = isMany && tree.totalLength.utf8Length > Self.maximumWordedSyntaxBytes
        guard control != nil || isLong else {
            let worded = ParseDiagnosticsGenerator.diagnostics(for: tree).map { Self.error(.syntaxError, $0.message, at: map.location(at: $0.position)) }
            return Self.withoutRepeats(worded)
        }
        var plain = problems.prefix(limit).map { Self.error(.syntaxError, $0.message, at: map.location(at: $0.position)) }
        if problems.count > limit, let last = problems.last {
            plain.append(Self.error(.syntaxError, "more than \(limit) syntax errors; the rest are not listed", at: map.location(at: last.position)))
        }
        if let control {
            let offset = source.utf8.distance(from: source.utf8.startIndex, to: control)
            let code = String(source.utf8[control], radix: 16, uppercase: true)
            let message = "invalid character U+\(String(repeating: "0", count: 4 - code.count))\(code) in source"
            plain.append(Self.error(.syntaxError, message, at: Self.location(ofOffset: offset, in: source, startLine: startLine)))
        }
        return plain
    }

    /// swift-syntax reports one "expected '#endif'" or "expected ')'" per block left open, all at
    /// the same place in the same words; one of them says it all.
    private static func withoutRepeats(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }

    private static func error(_ id: DiagnosticID, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, id, lowercasedFirst(message), at: location)
    }

    /// swift-syntax capitalises its messages; ours start lowercase (style anchors §0 rule 7).
    private static func lowercasedFirst(_ s: String) -> String {
        guard let first = s.first else { return s }
        return first.lowercased() + s.dropFirst()
    }
}
