import Diagnostics

/// A parsed Markdown file: optional front matter, the body's blocks, and what went wrong on the way.
/// Parsing never fails; problems become `diagnostics` (style anchors §0 rule 7).
public struct MarkdownDocument: Hashable, Sendable {
    public let frontMatter: FrontMatter?
    public let blocks: [Block]
    /// The body's range in the file (after any front matter).
    public let range: SourceRange
    public let diagnostics: [Diagnostic]

    public init(frontMatter: FrontMatter?, blocks: [Block], range: SourceRange, diagnostics: [Diagnostic]) {
        self.frontMatter = frontMatter
        self.blocks = blocks
        self.range = range
        self.diagnostics = diagnostics
    }

    /// Every block in document order (pre-order, list items looked through), walked without
    /// recursion.
    public var allBlocks: [Block] {
        var result: [Block] = []
        var pending = Array(blocks.reversed())
        while let block = pending.popLast() {
            result.append(block)
            pending.append(contentsOf: block.childBlocks.reversed())
        }
        return result
    }

    /// Every code block in document order, including those inside quotes and lists.
    public var codeBlocks: [CodeBlock] {
        allBlocks.compactMap { if case .codeBlock(let node) = $0 { node } else { nil } }
    }

    /// Every heading in document order; `HeadingSlugger` gives them the same ids `HTMLWriter` does.
    public var headings: [Heading] {
        allBlocks.compactMap { if case .heading(let node) = $0 { node } else { nil } }
    }
}
