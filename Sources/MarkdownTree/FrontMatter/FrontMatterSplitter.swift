import Diagnostics

/// Separates a leading YAML front matter block (`---` … `---` or `...`, the Jekyll convention every
/// site generator in site-anchors §3 follows) from the Markdown body.
enum FrontMatterSplitter {
    /// The YAML text of a front matter block and where it sits in the file.
    struct YAMLBlock {
        let text: String
        /// The file line of the YAML's first line (2: the line after the opening `---`).
        let firstLine: Int
        /// From the opening `---` to the end of the closing line.
        let range: SourceRange
    }

    /// A file cut in two; body line n is file line n + `bodyLineOffset`.
    struct Split {
        let yaml: YAMLBlock?
        let body: ArraySlice<UInt8>
        let bodyLineOffset: Int
        let diagnostics: [Diagnostic]
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// 1. The first line (after an optional byte-order mark) must be `---`. 2. The block ends at the
    /// next `---` or `...` line. 3. Without one, the whole file is Markdown and a warning says so.
    static func split(_ bytes: [UInt8]) -> Split {
        let text = SourceText(bytes)
        var first = text.line(1)
        if first.starts(with: byteOrderMark) { first = first.dropFirst(byteOrderMark.count) }
        guard isFence(first, allowingDots: false) else {
            return Split(yaml: nil, body: bytes[...], bodyLineOffset: 0, diagnostics: [])
        }
        guard let closing = (2...max(text.lineCount, 2)).first(where: { isFence(text.line($0), allowingDots: true) }) else {
            let warning = Diagnostic(
                .warning,
                .frontMatterUnterminated,
                "front matter has no closing '---' line; reading the file as Markdown",
                at: SourcePosition(line: 1, column: 1)
            )
            return Split(yaml: nil, body: bytes[...], bodyLineOffset: 0, diagnostics: [warning])
        }
        let yamlBytes = bytes[text.lineStarts[1]..<text.lineStarts[closing - 1]]
        let bodyStart = closing < text.lineCount ? text.lineStarts[closing] : bytes.count
        let range = SourceRange(
            start: SourcePosition(line: 1, column: 1),
            end: SourcePosition(line: closing, column: max(text.line(closing).count, 1))
        )
        let yaml = YAMLBlock(text: String(decoding: yamlBytes, as: UTF8.self), firstLine: 2, range: range)
        return Split(yaml: yaml, body: bytes[bodyStart...], bodyLineOffset: closing, diagnostics: [])
    }

    /// A line of exactly three dashes (or dots, to close), trailing spaces and tabs allowed.
    private static func isFence(_ line: ArraySlice<UInt8>, allowingDots: Bool) -> Bool {
        var trimmed = line
        while let last = trimmed.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            trimmed.removeLast()
        }
        return trimmed.elementsEqual("---".utf8) || (allowingDots && trimmed.elementsEqual("...".utf8))
    }
}
