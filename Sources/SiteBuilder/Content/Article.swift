import MarkdownTree

/// One article: its file, the front matter fields pages need and, while this build needs it, its
/// document. An article unchanged since the previous build comes from its `ArticleRecord` without
/// a document (its page is the previous one); a parsed one drops its document once the site has
/// what it needs of it (`outline`), so a large site never holds every document at once.
struct Article {
    /// Path relative to the content folder (`05-frames.md`, `stacks/hstack.md`).
    let file: String
    /// nil for an article reused from the previous build, and for an outline.
    var document: MarkdownDocument? { held?.document }
    /// The document behind a reference: articles are copied into the navigation, pages and
    /// records, and a document held inline made each copy three times as large.
    private let held: HeldDocument?
    let title: String
    let summary: String?
    let order: Int?
    let section: String?
    let isDraft: Bool
    /// The front matter's `slug`: the URL name instead of the file name.
    let customSlug: String?
    /// The front matter's `aliases`: old paths that redirect to this page.
    let aliases: [String]
    /// The page's path in the site (`05-frames.html`, `frames/index.html`: `PagePaths`).
    let page: String

    /// Title, summary and section reach every page's sidebar through the templates, so characters
    /// XML forbids are replaced here (issue #7).
    /// An opening `# Title` that says the title is left out of the document: the page shows the
    /// title as its `<h1>` already (`TitleChecks`).
    /// `folderSection`: the title of the folder's section, for an article in a folder (its folder
    /// is its section, whatever its `section` key says).
    init(file: String, document: MarkdownDocument, paths: PagePaths = PagePaths(), folderSection: String? = nil) {
        self.file = file
        let frontMatter = document.frontMatter
        let title = HTMLEscaping.replacingCharactersXMLForbids(frontMatter?.title ?? document.headings.first?.children.plainText ?? Self.slug(of: Self.fileName(file)))
        self.title = title
        held = HeldDocument(document: TitleChecks.withoutTitleHeading(document, title: title))
        self.summary = frontMatter?.summary.map(HTMLEscaping.replacingCharactersXMLForbids)
        self.order = frontMatter?.order
        self.section = (folderSection ?? frontMatter?.section).map(HTMLEscaping.replacingCharactersXMLForbids)
        self.isDraft = frontMatter?.isDraft ?? false
        customSlug = frontMatter?.slug
        aliases = frontMatter?.aliases ?? []
        page = paths.article(file: file, slug: customSlug)
    }

    /// A published article unchanged since the previous build (drafts are not recorded).
    init(record: ArticleRecord, paths: PagePaths = PagePaths()) {
        file = record.file
        held = nil
        title = record.title
        summary = record.summary
        order = record.order
        section = record.section
        isDraft = false
        customSlug = record.customSlug
        aliases = record.aliases
        page = paths.article(file: file, slug: customSlug)
    }

    /// This article without its document: what the sidebar, links and records need of it.
    var outline: Article {
        Article(file: file, title: title, summary: summary, order: order, section: section, isDraft: isDraft, customSlug: customSlug, aliases: aliases, page: page)
    }

    private init(file: String, title: String, summary: String?, order: Int?, section: String?, isDraft: Bool, customSlug: String?, aliases: [String], page: String) {
        self.file = file
        held = nil
        self.title = title
        self.summary = summary
        self.order = order
        self.section = section
        self.isDraft = isDraft
        self.customSlug = customSlug
        self.aliases = aliases
        self.page = page
    }

    /// The file name without `.md`: the page's name and its stable id (`05-frames`).
    var slug: String { Self.slug(of: file) }

    /// The content folder holding the article (`stacks`), empty at the top.
    var folder: String {
        guard let slash = file.lastIndex(of: "/") else { return "" }
        return String(file[..<slash])
    }

    /// The last part of a content path (`hstack.md` of `stacks/hstack.md`).
    static func fileName(_ file: String) -> String {
        file.split(separator: "/").last.map(String.init) ?? file
    }

    /// Whether the title came from the file rather than the front matter or a heading.
    var hasOwnTitle: Bool { title != Self.slug(of: Self.fileName(file)) }

    static func slug(of file: String) -> String {
        let bytes = file.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            // ASCII, the usual case, byte by byte: lowercasing a copy of each name added up.
            let isMarkdown = bytes.count >= 3 && bytes.suffix(3).map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }.elementsEqual(".md".utf8)
            return isMarkdown ? String(decoding: bytes.dropLast(3), as: UTF8.self) : file
        }
        return file.lowercased().hasSuffix(".md") ? String(file.dropLast(3)) : file
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

/// An article's parsed document, shared by the article's copies.
private final class HeldDocument: Sendable {
    let document: MarkdownDocument

    init(document: MarkdownDocument) {
        self.document = document
    }
}
