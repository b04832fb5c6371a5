import MarkdownTree

/// The on-page table of contents: the article's second- and third-level headings with the ids
/// `HTMLWriter` gives them (the same `HeadingSlugger` run over the headings in document order).
struct TableOfContents {
    struct Entry {
        let id: String
        let title: String
        /// True for `###` headings, indented under the `##` before them.
        let isNested: Bool
    }

    let entries: [Entry]
    /// Every heading id on the page, for checking `#fragment` links.
    let anchors: Set<String>

    init(_ document: MarkdownDocument) {
        var slugger = HeadingSlugger()
        var entries: [Entry] = []
        var anchors: Set<String> = []
        for heading in document.headings {
            let id = slugger.slug(for: heading)
            anchors.insert(id)
            if heading.level == 2 || heading.level == 3 {
                entries.append(Entry(id: id, title: HTMLEscaping.replacingCharactersXMLForbids(heading.children.plainText), isNested: heading.level == 3))
            }
        }
        self.entries = entries
        self.anchors = anchors
    }
}
