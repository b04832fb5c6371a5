import Diagnostics

/// Reads a Markdown file (optional `---` YAML front matter, then CommonMark) into a `MarkdownDocument`.
public enum MarkdownParser {
    /// Limits that keep pathological input from costing more than it is worth.
    public struct Options: Hashable, Sendable {
        /// Containers nested deeper than this are flattened into their ancestor with a warning, so
        /// every recursive walk over the tree (HTML, dumps, equality) stays shallow.
        public var maximumNestingDepth: Int

        public init(maximumNestingDepth: Int = 100) {
            self.maximumNestingDepth = maximumNestingDepth
        }
    }

    /// Parses text that is already valid Unicode.
    public static func parse(_ source: String, options: Options = Options()) -> MarkdownDocument {
        parseValidUTF8(Array(source.utf8), options: options, diagnostics: [])
    }

    /// Parses raw file bytes; invalid UTF-8 is replaced by U+FFFD with a warning at the first bad byte.
    public static func parse(utf8 bytes: [UInt8], options: Options = Options()) -> MarkdownDocument {
        if String(validating: bytes, as: UTF8.self) != nil {
            return parseValidUTF8(bytes, options: options, diagnostics: [])
        }
        let repaired = Array(String(decoding: bytes, as: UTF8.self).utf8)
        let warning = Diagnostic(
            .warning,
            .invalidUTF8,
            "invalid UTF-8 replaced by U+FFFD",
            at: SourceText(bytes).firstInvalidUTF8Position()
        )
        return parseValidUTF8(repaired, options: options, diagnostics: [warning])
    }

    /// 1. Split off the front matter. 2. Read its YAML. 3. Convert the body, shifted to file lines.
    private static func parseValidUTF8(_ bytes: [UInt8], options: Options, diagnostics: [Diagnostic]) -> MarkdownDocument {
        let split = FrontMatterSplitter.split(bytes)
        let frontMatter = split.yaml.map { FrontMatterParser(yaml: $0).parse() }
        let body = CMarkConverter.convert(
            SourceText(split.body),
            lineOffset: split.bodyLineOffset,
            maximumDepth: options.maximumNestingDepth
        )
        return MarkdownDocument(
            frontMatter: frontMatter?.frontMatter,
            blocks: body.blocks,
            range: body.range,
            diagnostics: diagnostics + split.diagnostics + (frontMatter?.diagnostics ?? []) + body.diagnostics
        )
    }
}
