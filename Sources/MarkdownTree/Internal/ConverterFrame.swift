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

        /// Containers that may be dissolved into their parent when nesting gets too deep; items,
        /// paragraphs and headings stay, so a parent always receives children of its own kind.
        var isFlattenable: Bool {
            switch self {
            case .blockQuote, .list, .emphasis, .strong, .link, .image: true
            case .document, .item, .paragraph, .heading: false
            }
        }

        /// Everything but the document counts towards the nesting depth.
        var isNested: Bool {
            if case .document = self { false } else { true }
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
    /// Dissolved into the parent on EXIT instead of becoming a node.
    let isFlattened: Bool
    /// Entered after cmark lost count of lines in this paragraph (see `ParagraphPositions`).
    let startsDrifted: Bool
    var blocks: [Block] = []
    var inlines: [Inline] = []
    var items: [ListItem] = []
}
