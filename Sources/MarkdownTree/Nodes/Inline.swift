/// A CommonMark inline ("Inlines"), the content of paragraphs and headings.
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
        }
    }
}
