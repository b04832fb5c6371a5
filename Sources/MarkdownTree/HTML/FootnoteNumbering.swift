/// Numbers a document's footnotes in the order their first references are written, and counts
/// each note's references so every one gets its own anchor (`fnref-2`, `fnref-2-2`…) and back link.
struct FootnoteNumbering {
    /// Each defined key's first definition.
    let definitions: [String: FootnoteDefinition]
    /// Keys in the order of their first reference; a note's number is its index + 1.
    private(set) var order: [String] = []
    private var numbers: [String: Int] = [:]
    /// References written so far per key.
    private(set) var referenceCounts: [String: Int] = [:]

    init(_ document: MarkdownDocument) {
        var definitions: [String: FootnoteDefinition] = [:]
        for case .footnoteDefinition(let definition) in document.allBlocks where definitions[definition.key] == nil {
            definitions[definition.key] = definition
        }
        self.definitions = definitions
    }

    /// Records one more reference to `key`: the note's number and this reference's ordinal.
    mutating func reference(_ key: String) -> (number: Int, ordinal: Int) {
        let number: Int
        if let known = numbers[key] {
            number = known
        } else {
            order.append(key)
            number = order.count
            numbers[key] = number
        }
        let ordinal = referenceCounts[key, default: 0] + 1
        referenceCounts[key] = ordinal
        return (number, ordinal)
    }
}
