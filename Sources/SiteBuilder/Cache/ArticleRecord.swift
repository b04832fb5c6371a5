import Diagnostics
import Foundation

/// What a build learnt about one article that the next build needs when the article is unchanged:
/// its sidebar entry, the anchors other pages may link to, its findings, its preview count, the
/// count of blocks left unevaluated, the fingerprint of its page's own content, its search-index
/// entry, its figures' lines and its og:image card's key. With these a rebuild neither parses nor renders the article; it
/// links the previous page into the new site.
struct ArticleRecord: Equatable, Sendable {
    /// The article's Markdown and everything its figures depend on (`key(source:file:page:environment:)`).
    let key: Fingerprint
    /// The Markdown the record was made from, and the file's identity when last read.
    private(set) var source: ArticleSource
    let file: String
    let title: String
    let summary: String?
    let order: Int?
    let section: String?
    /// The front matter's `slug` and `aliases`, which place the page and its redirects.
    let customSlug: String?
    let aliases: [String]
    /// Heading ids and figure ids (written sorted): kept as the set links are checked against, so
    /// a process that builds again makes each set once, not once a build.
    let anchors: Set<String>
    let previewCount: Int
    /// Its `eval=off` blocks.
    let unevaluatedCount: Int
    /// `PageFingerprint.content(of:)` of its page.
    let pageContent: Fingerprint
    /// Every finding the article's Markdown, examples and links gave, in build order.
    let diagnostics: [Diagnostic]
    /// The fingerprint of its entry of `search-index.json`, encoded; the entry is in `SearchEntryStore`.
    let searchEntry: Fingerprint
    /// Its page loads `HighlightScript`.
    let needsHighlighting: Bool
    /// The figures its page shows with their lines, to link its findings to (`DiagnosticPage`).
    let figures: [DiagnosticPage.Figure]
    /// The key of its page's `og:image` card (`SocialImages`); nil for a page without one.
    var socialImage: Fingerprint? = nil

    /// Ties stored records to this layout; a record of another layout fails to read.
    private static let format = 9

    /// An article's key: its file name and Markdown, what else its page shows (`EditLinks`), and
    /// the inputs every figure shares (the program, fonts, images and URLs: `FigureKey.environment`).
    static func key(source: ArticleSource, file: String, page: String, environment: Fingerprint) -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(format)
        hasher.combine(environment)
        hasher.combine(file)
        hasher.combine(page)
        hasher.combine(source.digest)
        return hasher.finalize()
    }

    /// This record for its file read again with the same key: the file's identity now is kept, so
    /// a file that was too new to trust when the record was made need not be read next time.
    func reading(_ source: ArticleSource) -> ArticleRecord {
        var record = self
        record.source = source
        return record
    }

    func encode(into writer: inout ByteRecordWriter) {
        writer.write(Self.format)
        writer.write(key)
        writer.write(source.digest)
        writer.write(source.identity == nil ? 0 : 1)
        writer.write(source.identity ?? Fingerprint(high: 0, low: 0))
        writer.write(file)
        writer.write(title)
        writer.write(summary)
        writer.write(order == nil ? 0 : 1)
        writer.write(order ?? 0)
        writer.write(section)
        writer.write(customSlug)
        writer.write(aliases)
        writer.write(anchors.sorted())
        writer.write(previewCount)
        writer.write(unevaluatedCount)
        writer.write(pageContent)
        writer.write(diagnostics)
        writer.write(searchEntry)
        writer.write(needsHighlighting ? 1 : 0)
        writer.write(figures)
        writer.write(socialImage == nil ? 0 : 1)
        writer.write(socialImage ?? Fingerprint(high: 0, low: 0))
    }

    /// The next record `encode` wrote, or nil when the bytes are not a complete record.
    static func decode(from reader: inout ByteRecordReader) -> ArticleRecord? {
        guard reader.readInt() == format, let key = reader.readFingerprint(), let digest = reader.readFingerprint(),
              let hasIdentity = reader.readInt(), let identity = reader.readFingerprint(), let file = reader.readString(),
              let title = reader.readString(), let summary = reader.readOptionalString(), let hasOrder = reader.readInt(),
              let order = reader.readInt(), let section = reader.readOptionalString(),
              let customSlug = reader.readOptionalString(), let aliases = reader.readStrings(),
              let anchors = reader.readStrings(), let previewCount = reader.readInt(), let unevaluatedCount = reader.readInt(), let pageContent = reader.readFingerprint(),
              let diagnostics = reader.readDiagnostics(), let searchEntry = reader.readFingerprint(), let needsHighlighting = reader.readInt(),
              let figures = reader.readFigures(), let hasSocialImage = reader.readInt(), let socialImage = reader.readFingerprint()
        else { return nil }
        return ArticleRecord(
            key: key, source: ArticleSource(digest: digest, identity: hasIdentity == 1 ? identity : nil), file: file, title: title, summary: summary, order: hasOrder == 1 ? order : nil, section: section,
            customSlug: customSlug, aliases: aliases, anchors: Set(anchors), previewCount: previewCount, unevaluatedCount: unevaluatedCount, pageContent: pageContent,
            diagnostics: diagnostics, searchEntry: searchEntry, needsHighlighting: needsHighlighting == 1, figures: figures,
            socialImage: hasSocialImage == 1 ? socialImage : nil)
    }
}
