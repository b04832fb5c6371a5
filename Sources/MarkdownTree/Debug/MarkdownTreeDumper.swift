/// Prints a document as an indented tree, one node per line with its `@line:col-line:col` range:
/// the golden format of the tests and a debugging aid (swift-markdown's `MarkupTreeDumper`,
/// style anchors §0 rule 5). Strings are printed as Swift literals so whitespace is visible.
public enum MarkdownTreeDumper {
    public static func dump(_ document: MarkdownDocument) -> String {
        var lines: [String] = []
        if let frontMatter = document.frontMatter { lines.append(describe(frontMatter)) }
        lines.append("Document @\(document.range)")
        appendBlocks(document.blocks, prefix: "", to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func appendBlocks(_ blocks: [Block], prefix: String, to lines: inout [String]) {
        for (index, block) in blocks.enumerated() {
            appendBlock(block, prefix: prefix, isLast: index == blocks.count - 1, to: &lines)
        }
    }

    private static func appendBlock(_ block: Block, prefix: String, isLast: Bool, to lines: inout [String]) {
        lines.append(prefix + (isLast ? "└─ " : "├─ ") + describe(block))
        let childPrefix = prefix + (isLast ? "   " : "│  ")
        switch block {
        case .paragraph(let node): appendInlines(node.children, prefix: childPrefix, to: &lines)
        case .heading(let node): appendInlines(node.children, prefix: childPrefix, to: &lines)
        case .blockQuote(let node): appendBlocks(node.children, prefix: childPrefix, to: &lines)
        case .unorderedList(let node): appendItems(node.items, prefix: childPrefix, to: &lines)
        case .orderedList(let node): appendItems(node.items, prefix: childPrefix, to: &lines)
        case .callout(let node): appendBlocks(node.children, prefix: childPrefix, to: &lines)
        case .footnoteDefinition(let node): appendBlocks(node.children, prefix: childPrefix, to: &lines)
        case .table(let node): appendRows([node.header] + node.rows, prefix: childPrefix, to: &lines)
        case .codeBlock, .htmlBlock, .thematicBreak: break
        }
    }

    private static func appendRows(_ rows: [Table.Row], prefix: String, to lines: inout [String]) {
        for (index, row) in rows.enumerated() {
            let isLast = index == rows.count - 1
            lines.append(prefix + (isLast ? "└─ " : "├─ ") + "TableRow @\(row.range)")
            let rowPrefix = prefix + (isLast ? "   " : "│  ")
            for (cellIndex, cell) in row.cells.enumerated() {
                let isLastCell = cellIndex == row.cells.count - 1
                lines.append(rowPrefix + (isLastCell ? "└─ " : "├─ ") + "TableCell @\(cell.range)")
                appendInlines(cell.children, prefix: rowPrefix + (isLastCell ? "   " : "│  "), to: &lines)
            }
        }
    }

    private static func appendItems(_ items: [ListItem], prefix: String, to lines: inout [String]) {
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            let checkbox = item.checkbox.map { $0 == .checked ? " [x]" : " [ ]" } ?? ""
            lines.append(prefix + (isLast ? "└─ " : "├─ ") + "ListItem @\(item.range)" + checkbox)
            appendBlocks(item.children, prefix: prefix + (isLast ? "   " : "│  "), to: &lines)
        }
    }

    private static func appendInlines(_ inlines: [Inline], prefix: String, to lines: inout [String]) {
        for (index, inline) in inlines.enumerated() {
            let isLast = index == inlines.count - 1
            lines.append(prefix + (isLast ? "└─ " : "├─ ") + describe(inline))
            let childPrefix = prefix + (isLast ? "   " : "│  ")
            appendInlines(inline.childInlines, prefix: childPrefix, to: &lines)
        }
    }

    private static func describe(_ block: Block) -> String {
        switch block {
        case .paragraph(let node): "Paragraph @\(node.range)"
        case .heading(let node): "Heading @\(node.range) level: \(node.level)"
        case .blockQuote(let node): "BlockQuote @\(node.range)"
        case .unorderedList(let node): "UnorderedList @\(node.range) tight: \(node.isTight)"
        case .orderedList(let node):
            "OrderedList @\(node.range) start: \(node.start) delimiter: \(quoted(node.delimiter.rawValue)) tight: \(node.isTight)"
        case .codeBlock(let node): describe(node)
        case .htmlBlock(let node): "HTMLBlock @\(node.range) \(quoted(node.html))"
        case .thematicBreak(let node): "ThematicBreak @\(node.range)"
        case .table(let node): "Table @\(node.range) alignments: \(node.alignments.map(\.rawValue).joined(separator: ","))"
        case .callout(let node): "Callout @\(node.range) kind: \(node.kind.rawValue)"
        case .footnoteDefinition(let node): "FootnoteDefinition @\(node.range) label: \(quoted(node.label))"
        }
    }

    private static func describe(_ node: CodeBlock) -> String {
        var parts = ["CodeBlock @\(node.range)", node.isFenced ? "fenced" : "indented"]
        if let infoPosition = node.infoPosition { parts.append("info: \(quoted(node.info)) @\(infoPosition)") }
        if let first = node.codeLineStarts.first { parts.append("code @\(first): \(quoted(node.code))") }
        return parts.joined(separator: " ")
    }

    private static func describe(_ inline: Inline) -> String {
        switch inline {
        case .text(let node): "Text @\(node.range) \(quoted(node.string))"
        case .code(let node): "InlineCode @\(node.range) \(quoted(node.code))"
        case .emphasis(let node): "Emphasis @\(node.range)"
        case .strong(let node): "Strong @\(node.range)"
        case .link(let node): "Link @\(node.range) destination: \(quoted(node.destination))" + titled(node.title)
        case .image(let node): "Image @\(node.range) source: \(quoted(node.source))" + titled(node.title)
        case .softBreak(let node): "SoftBreak @\(node.range)"
        case .lineBreak(let node): "LineBreak @\(node.range)"
        case .html(let node): "InlineHTML @\(node.range) \(quoted(node.html))"
        case .strikethrough(let node): "Strikethrough @\(node.range)"
        case .footnoteReference(let node): "FootnoteReference @\(node.range) label: \(quoted(node.label))"
        }
    }

    private static func describe(_ frontMatter: FrontMatter) -> String {
        var parts = ["FrontMatter @\(frontMatter.range)"]
        if let title = frontMatter.title { parts.append("title: \(quoted(title))") }
        if let summary = frontMatter.summary { parts.append("summary: \(quoted(summary))") }
        if let order = frontMatter.order { parts.append("order: \(order)") }
        if let section = frontMatter.section { parts.append("section: \(quoted(section))") }
        if frontMatter.isDraft { parts.append("draft") }
        return parts.joined(separator: " ")
    }

    private static func titled(_ title: String) -> String {
        title.isEmpty ? "" : " title: \(quoted(title))"
    }

    private static func quoted(_ text: String) -> String {
        String(reflecting: text)
    }
}
