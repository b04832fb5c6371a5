/// A container `CMarkConverter` has entered but not yet left, collecting its converted children.
struct ConverterFrame {
    /// What the container will become on EXIT.
    enum Kind {
        case document
        case blockQuote
        case list(ListShape)
        case item
        case paragraph
        case heading(level: Int)
        case emphasis
        case strong
        case link(destination: String, title: String)
        case image(source: String, title: String)

        /// Containers dissolved when nesting gets too deep (items go with their list); paragraphs
        /// and headings stay, so an ancestor always receives children of its own kind.
        var isFlattenable: Bool {
            switch self {
            case .blockQuote, .list, .emphasis, .strong, .link, .image: true
            case .document, .item, .paragraph, .heading: false
            }
        }

        var isItem: Bool {
            if case .item = self { true } else { false }
        }

        var isInline: Bool {
            switch self {
            case .emphasis, .strong, .link, .image: true
            case .document, .blockQuote, .list, .item, .paragraph, .heading: false
            }
        }

        var holdsInlines: Bool {
            switch self {
            case .paragraph, .heading: true
            default: false
            }
        }
    }

    /// A list's attributes, known on ENTER.
    struct ListShape {
        let ordered: (start: Int, delimiter: OrderedList.Delimiter)?
        let isTight: Bool

        func block(items: [ListItem], range: SourceRange) -> Block {
            guard let ordered else {
                return .unorderedList(UnorderedList(items: items, isTight: isTight, range: range))
            }
            return .orderedList(OrderedList(start: ordered.start, delimiter: ordered.delimiter, items: items, isTight: isTight, range: range))
        }
    }

    let kind: Kind
    /// Entered after cmark lost count of lines in this paragraph (see `ParagraphPositions`).
    let startsDrifted: Bool
    var blocks: [Block] = []
    var inlines: [Inline] = []
    var items: [ListItem] = []
}
