/// The typed metadata at the top of an article (a `---` YAML block).
///
/// | key       | type              | meaning                                              |
/// |-----------|-------------------|------------------------------------------------------|
/// | `title`   | string            | page title; defaults to the first heading elsewhere  |
/// | `summary` | string            | one-line description for lists and social cards     |
/// | `order`   | integer           | position within its section                         |
/// | `section` | string            | the sidebar group the article belongs to            |
/// | `draft`   | bool              | drafts are left out of published builds             |
/// | `preview` | mapping           | defaults for every block: `width`, `height`, `widths`, `frames` (spelled as in `FenceInfo`) |
///
/// Unknown keys are kept out of the struct and reported as warnings, so typos don't pass silently.
public struct FrontMatter: Hashable, Sendable {
    public let title: String?
    public let summary: String?
    public let order: Int?
    public let section: String?
    public let isDraft: Bool
    public let preview: PreviewSettings
    /// From the opening `---` to the end of the closing line.
    public let range: SourceRange

    public init(
        title: String? = nil,
        summary: String? = nil,
        order: Int? = nil,
        section: String? = nil,
        isDraft: Bool = false,
        preview: PreviewSettings = PreviewSettings(),
        range: SourceRange
    ) {
        self.title = title
        self.summary = summary
        self.order = order
        self.section = section
        self.isDraft = isDraft
        self.preview = preview
        self.range = range
    }
}
