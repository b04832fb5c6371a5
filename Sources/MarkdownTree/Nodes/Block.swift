/// A CommonMark block ("Leaf blocks", "Container blocks"), or one of the GFM blocks the extension
/// layer recognises (tables, callouts, footnote definitions); containers hold blocks, leaf blocks
/// hold inlines or text.
public enum Block: Hashable, Sendable {
    case paragraph(Paragraph)
    case heading(Heading)
    case blockQuote(BlockQuote)
    case unorderedList(UnorderedList)
    case orderedList(OrderedList)
    case codeBlock(CodeBlock)
    case htmlBlock(HTMLBlock)
    case thematicBreak(ThematicBreak)
    case table(Table)
    case callout(Callout)
    case footnoteDefinition(FootnoteDefinition)

    public var range: SourceRange {
        switch self {
        case .paragraph(let node): node.range
        case .heading(let node): node.range
        case .blockQuote(let node): node.range
        case .unorderedList(let node): node.range
        case .orderedList(let node): node.range
        case .codeBlock(let node): node.range
        case .htmlBlock(let node): node.range
        case .thematicBreak(let node): node.range
        case .table(let node): node.range
        case .callout(let node): node.range
        case .footnoteDefinition(let node): node.range
        }
    }

    /// The blocks directly inside this one (list items are looked through), in source order.
    public var childBlocks: [Block] {
        switch self {
        case .blockQuote(let node): node.children
        case .unorderedList(let node): node.items.flatMap(\.children)
        case .orderedList(let node): node.items.flatMap(\.children)
        case .callout(let node): node.children
        case .footnoteDefinition(let node): node.children
        case .paragraph, .heading, .codeBlock, .htmlBlock, .thematicBreak, .table: []
        }
    }

    /// The inline runs this block holds itself: a paragraph's or heading's children, each table
    /// cell's; empty for containers and code.
    public var inlineRuns: [[Inline]] {
        switch self {
        case .paragraph(let node): [node.children]
        case .heading(let node): [node.children]
        case .table(let node): ([node.header] + node.rows).flatMap { $0.cells.map(\.children) }
        default: []
        }
    }
}
