/// A CommonMark inline ("Inlines"), or a GFM one (strikethrough, footnote references), the content
/// of paragraphs, headings and table cells.
public enum Inline: Hashable, Sendable {
    case text(Text)
    case emphasis(Emphasis)
    case strong(Strong)
    case code(InlineCode)
    case link(Link)
    case image(Image)
    case softBreak(SoftBreak)
    case lineBreak(LineBreak)
    case html(InlineHTML)
    case strikethrough(Strikethrough)
    case footnoteReference(FootnoteReference)

    public var range: SourceRange {
        switch self {
        case .text(let node): node.range
        case .emphasis(let node): node.range
        case .strong(let node): node.range
        case .code(let node): node.range
        case .link(let node): node.range
        case .image(let node): node.range
        case .softBreak(let node): node.range
        case .lineBreak(let node): node.range
        case .html(let node): node.range
        case .strikethrough(let node): node.range
        case .footnoteReference(let node): node.range
        }
    }

    /// The inlines directly inside this one, in source order.
    public var childInlines: [Inline] {
        switch self {
        case .emphasis(let node): node.children
        case .strong(let node): node.children
        case .link(let node): node.children
        case .image(let node): node.children
        case .strikethrough(let node): node.children
        case .text, .code, .softBreak, .lineBreak, .html, .footnoteReference: []
        }
    }
}
