import Diagnostics

/// The typed metadata at the top of an article (a `---` YAML block).
///
/// | key       | type              | meaning                                              |
/// |-----------|-------------------|------------------------------------------------------|
/// | `title`   | string            | page title; defaults to the first heading elsewhere  |
/// | `summary` | string            | one-line description for lists and social cards     |
/// | `order`   | integer           | position within its section; `weight` is a synonym, and `order` wins when both are set |
/// | `slug`    | string            | the page's URL name instead of its file name         |
/// | `aliases` | list of strings   | old site paths that redirect to the page             |
/// | `section` | string            | the sidebar group the article belongs to            |
/// | `draft`   | bool              | drafts are left out of published builds             |
/// | `preview` | mapping           | handed over unread (`RawMapping`): the site reads it as fence options |
/// | `repository` | string (URL)   | in `index.md`: the site's source repository, for "Edit this page" links |
/// | `branch`  | string            | in `index.md`: the repository's branch those links edit (default `main`) |
/// | `urls`    | `pretty` or `files` | in `index.md`: pages at `frames/` or at `05-frames.html` (the default) |
/// | `redirects` | bool            | in `index.md`: with pretty URLs, a redirect page at each article's `.html` path |
/// | `og-image` | bool             | in `index.md`: `false` gives pages no `og:image` card, `true` draws cards for a site of any size |
///
/// Unknown keys are kept out of the struct and reported as warnings, so typos don't pass silently.
public struct FrontMatter: Hashable, Sendable {
    public let title: String?
    public let summary: String?
    public let order: Int?
    public let section: String?
    public let isDraft: Bool
    /// `preview:` as written; nil without the key.
    public let preview: RawMapping?
    public let repository: String?
    public let branch: String?
    /// The URL name that replaces the file name; nil without the key.
    public let slug: String?
    /// Site paths (`old/frames.html`, `/frames-old/`) that redirect to this page.
    public let aliases: [String]
    /// `urls:` as written (`pretty` or `files`, checked); nil without the key.
    public let urls: String?
    public let redirects: Bool
    /// `og-image:` as written; nil without the key.
    public let socialImages: Bool?
    /// From the opening `---` to the end of the closing line.
    public let range: SourceRange

    public init(
        title: String? = nil,
        summary: String? = nil,
        order: Int? = nil,
        section: String? = nil,
        isDraft: Bool = false,
        preview: RawMapping? = nil,
        repository: String? = nil,
        branch: String? = nil,
        slug: String? = nil,
        aliases: [String] = [],
        urls: String? = nil,
        redirects: Bool = false,
        socialImages: Bool? = nil,
        range: SourceRange
    ) {
        self.title = title
        self.summary = summary
        self.order = order
        self.section = section
        self.isDraft = isDraft
        self.preview = preview
        self.repository = repository
        self.branch = branch
        self.slug = slug
        self.aliases = aliases
        self.urls = urls
        self.redirects = redirects
        self.socialImages = socialImages
        self.range = range
    }
}

extension FrontMatter {
    /// A front matter value handed over unread, for the application to interpret with its own
    /// rules (the site reads `preview:` as fence options): a mapping's entries as fence tokens, or
    /// where a value that is not a mapping starts.
    public enum RawMapping: Hashable, Sendable {
        /// Each `key: value` line in order, as a `key=value` token at the key's and the value's
        /// positions; a value that is not a single scalar (a list, a mapping) has no value.
        case entries([FenceInfo.Token])
        case notAMapping(at: SourcePosition)
    }
}
