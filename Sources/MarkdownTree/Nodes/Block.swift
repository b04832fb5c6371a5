/// A CommonMark block ("Leaf blocks", "Container blocks"); containers hold blocks, leaf blocks hold
/// inlines or text.
public enum Block: Hashable, Sendable {
    case paragraph(Paragraph)
    case heading(Heading)
    case blockQuote(BlockQuote)
    case unorderedList(UnorderedList)
    case orderedList(OrderedList)
    case codeBlock(CodeBlock)
    case htmlBlock(HTMLBlock)
    case thematicBreak(ThematicBreak)

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
        }
    }

    /// The blocks directly inside this one (list items are looked through), in source order.
    public var childBlocks: [Block] {
        switch self {
        case .blockQuote(let node): node.children
        case .unorderedList(let node): node.items.flatMap(\.children)
        case .orderedList(let node): node.items.flatMap(\.children)
        case .paragraph, .heading, .codeBlock, .htmlBlock, .thematicBreak: []
        }
    }
}
