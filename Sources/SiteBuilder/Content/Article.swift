import MarkdownTree

/// One published article: its file, parsed document and the front matter fields pages need.
struct Article {
    /// Path relative to the content folder (`05-frames.md`).
    let file: String
    let document: MarkdownDocument
    let title: String
    let summary: String?
    let order: Int?
    let section: String?

    /// Title, summary and section reach every page's sidebar through the templates, so characters
    /// XML forbids are replaced here (issue #7).
    init(file: String, document: MarkdownDocument) {
        self.file = file
        self.document = document
        let frontMatter = document.frontMatter
        self.title = HTMLEscaping.replacingCharactersXMLForbids(frontMatter?.title ?? document.headings.first?.children.plainText ?? Self.slug(of: file))
        self.summary = frontMatter?.summary.map(HTMLEscaping.replacingCharactersXMLForbids)
        self.order = frontMatter?.order
        self.section = frontMatter?.section.map(HTMLEscaping.replacingCharactersXMLForbids)
    }

    /// The file name without `.md`: the page's name and its stable id (`05-frames`).
    var slug: String { Self.slug(of: file) }

    /// The page's path in the site (`05-frames.html`).
    var page: String { slug + ".html" }

    var isDraft: Bool { document.frontMatter?.isDraft ?? false }

    static func slug(of file: String) -> String {
        file.lowercased().hasSuffix(".md") ? String(file.dropLast(3)) : file
    }

    /// Articles by `order` (articles without one come after those with one), then by file name.
    static func precedes(_ a: Article, _ b: Article) -> Bool {
        switch (a.order, b.order) {
        case let (x?, y?) where x != y: x < y
        case (.some, nil): true
        case (nil, .some): false
        default: a.file < b.file
        }
    }
}
