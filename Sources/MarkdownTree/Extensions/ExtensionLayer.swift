import Diagnostics

/// The GitHub Flavored Markdown layer over plain cmark's tree. cmark 0.30 parses CommonMark only;
/// everything GFM adds is recognised here, in the converted tree, from nodes whose text is exactly
/// what the author wrote (`TextMap` lines each text node up with its source):
/// - tables: a paragraph whose second line is a delimiter row (`TableRecognizer`);
/// - task list items: `[ ]` / `[x]` at the start of an item (`TaskListRecognizer`);
/// - strikethrough: `~~text~~` (`StrikethroughMatcher`);
/// - extended autolinks: `www.`, `http(s)://`, emails (`AutolinkScanner`);
/// - footnotes: `[^label]` and `[^label]: text` (`FootnoteScanner`, `FootnoteMask` before parsing);
/// - callouts: `> [!NOTE]` and its four siblings (`CalloutRecognizer`).
/// Known differences from GitHub: pipes inside code spans or emphasis do not cut table cells, a
/// table needs its delimiter row to contain a `|`, and a footnote's text is one paragraph.
struct ExtensionLayer {
    private let source: ExtensionSource
    private var rewriter: InlineRewriter
    private var diagnostics: [Diagnostic] = []

    /// The blocks with GFM's constructs recognised, and what the layer warns about.
    static func apply(to blocks: [Block], source: ExtensionSource) -> (blocks: [Block], diagnostics: [Diagnostic]) {
        let definitions = FootnoteDefinitions(source.mayHoldFootnotes ? blocks : [], source)
        var layer = ExtensionLayer(source: source, footnotes: FootnoteScanner(definedKeys: definitions.keys))
        let result = layer.rewrite(blocks)
        let diagnostics = layer.diagnostics + layer.rewriter.diagnostics + definitions.diagnostics(used: layer.rewriter.usedFootnotes)
        return (result, diagnostics.sortedBySource())
    }

    private init(source: ExtensionSource, footnotes: FootnoteScanner) {
        self.source = source
        self.rewriter = InlineRewriter(source: source, footnotes: footnotes)
    }

    private mutating func rewrite(_ blocks: [Block]) -> [Block] {
        blocks.flatMap { rewrite($0) }
    }

    private mutating func rewrite(_ block: Block) -> [Block] {
        switch block {
        case .paragraph(let node): return paragraph(node)
        case .heading(let node): return [.heading(Heading(level: node.level, children: rewriter.rewrite(node.children), range: node.range))]
        case .blockQuote(let node):
            let quote = BlockQuote(children: rewrite(node.children), range: node.range)
            return [CalloutRecognizer.callout(quote, diagnostics: &diagnostics).map(Block.callout) ?? .blockQuote(quote)]
        case .unorderedList(let node): return [.unorderedList(UnorderedList(items: items(node.items), isTight: node.isTight, range: node.range))]
        case .orderedList(let node):
            return [.orderedList(OrderedList(start: node.start, delimiter: node.delimiter, items: items(node.items), isTight: node.isTight, range: node.range))]
        case .codeBlock(let node): return [.codeBlock(FootnoteMask.restored(node))]
        case .htmlBlock(let node): return [.htmlBlock(HTMLBlock(html: FootnoteMask.restored(node.html), range: node.range))]
        case .thematicBreak, .table, .callout, .footnoteDefinition: return [block]
        }
    }

    private mutating func items(_ items: [ListItem]) -> [ListItem] {
        items.map { TaskListRecognizer.item(ListItem(children: rewrite($0.children), checkbox: $0.checkbox, range: $0.range), source) }
    }

    /// Footnote definitions (with any lines before the first), a table (with any lines before
    /// it), or a paragraph.
    private mutating func paragraph(_ node: Paragraph) -> [Block] {
        let merged = LiteralText.merged(node.children, restoring: source.isMasked)
        if source.mayHoldFootnotes, let (lead, found) = FootnoteScanner.definitions(in: merged, source) {
            let before = lead.last.map { last in paragraph(Paragraph(children: lead, range: SourceRange(start: node.range.start, end: last.range.end))) } ?? []
            return before + found.map { definition in
                let paragraph = Paragraph(children: rewriter.rewrite(definition.children), range: definition.range)
                return .footnoteDefinition(FootnoteDefinition(label: definition.label, children: [.paragraph(paragraph)], range: definition.range))
            }
        }
        guard TableRecognizer.mayHoldTable(merged), let found = TableRecognizer(source: source).blocks(merged, in: node, diagnostics: &diagnostics) else {
            return [.paragraph(Paragraph(children: rewriter.rewrite(merged), range: node.range))]
        }
        let before = found.before.map { Block.paragraph(Paragraph(children: rewriter.rewrite($0.children), range: $0.range)) }
        return (before.map { [$0] } ?? []) + [.table(table(found.table))]
    }

    /// The table with every cell's inlines rewritten; `\|` inside a code span means `|` (GFM).
    private mutating func table(_ table: Table) -> Table {
        let rows = ([table.header] + table.rows).map { row in
            Table.Row(cells: row.cells.map { cell in
                let children = rewriter.rewrite(cell.children).map(Self.unescapingPipes)
                return Table.Cell(children: children, range: cell.range)
            }, range: row.range)
        }
        return Table(alignments: table.alignments, header: rows[0], rows: Array(rows.dropFirst()), range: table.range)
    }

    private static func unescapingPipes(_ inline: Inline) -> Inline {
        guard case .code(let code) = inline, code.code.utf8.contains(UInt8(ascii: "|")) else { return inline }
        return .code(InlineCode(code: code.code.replacing("\\|", with: "|"), range: code.range))
    }
}
