import Diagnostics

/// The footnote definitions of a document, found before any reference is read (a reference may
/// come first): every paragraph, at any depth, that starts with `[^label]:`.
struct FootnoteDefinitions {
    /// Each defined key's first definition: its label as written and where it starts.
    private var first: [String: (label: String, position: SourcePosition)] = [:]
    private var duplicates: [Diagnostic] = []

    init(_ blocks: [Block], _ source: ExtensionSource) {
        var pending = Array(blocks.reversed())
        while let block = pending.popLast() {
            pending.append(contentsOf: block.childBlocks.reversed())
            guard case .paragraph(let paragraph) = block,
                  let found = FootnoteScanner.definitions(in: LiteralText.merged(paragraph.children, restoring: source.isMasked), source)?.definitions
            else { continue }
            for definition in found { add(definition) }
        }
    }

    private mutating func add(_ definition: FootnoteScanner.Found) {
        let key = FootnoteDefinition.key(for: definition.label)
        if let earlier = first[key] {
            duplicates.append(Diagnostic(
                .warning, .footnoteDuplicate,
                "footnote [^\(definition.label)] is defined twice; the definition at \(earlier.position) is used, so remove or rename this one",
                at: definition.range.start))
        } else {
            first[key] = (definition.label, definition.range.start)
        }
    }

    var keys: Set<String> { Set(first.keys) }

    /// Duplicates, and definitions no reference uses (GitHub does not show those).
    func diagnostics(used: Set<String>) -> [Diagnostic] {
        let unused = first.filter { !used.contains($0.key) }.map { _, definition in
            Diagnostic(
                .warning, .footnoteUnused,
                "footnote [^\(definition.label)] is never referenced, so it is not shown; add '[^\(definition.label)]' where it belongs or remove it",
                at: definition.position)
        }
        return duplicates + unused
    }
}
