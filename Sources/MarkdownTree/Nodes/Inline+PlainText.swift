extension Inline {
    /// The text a reader sees, without markup: used for heading slugs and image `alt` text.
    /// Breaks become spaces and raw HTML is dropped, as GitHub does for heading anchors.
    public var plainText: String {
        switch self {
        case .text(let node): node.string
        case .code(let node): node.code
        case .emphasis(let node): node.children.plainText
        case .strong(let node): node.children.plainText
        case .link(let node): node.children.plainText
        case .image(let node): node.children.plainText
        case .softBreak, .lineBreak: " "
        case .strikethrough(let node): node.children.plainText
        case .html, .footnoteReference: ""
        }
    }
}

extension [Inline] {
    /// The concatenated plain text of these inlines.
    public var plainText: String { map(\.plainText).joined() }
}
