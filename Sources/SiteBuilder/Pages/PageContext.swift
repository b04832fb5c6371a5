/// What a template sees. swift-mustache reads stored properties by name, so these are plain
/// structs; names never repeat between levels, because a missing (nil) value makes Mustache look
/// further up the context stack.
struct PageContext {
    struct Site {
        let title: String
        let description: String?
        /// Prefix of site-root URLs (`""`, `/` or `/guide/`).
        let root: String
        let homeURL: String
        let stylesheetURL: String
        let fontsStylesheetURL: String
        let scriptURL: String
        let searchIndexURL: String
        let faviconURL: String
        /// The whole sidebar as one file (`SidebarFile`), fetched once by `site.js`.
        let sidebarURL: String
    }

    struct Page {
        let title: String
        let summary: String?
        let section: String?
        /// The page's full URL, when the site has a base URL.
        let canonicalURL: String?
        let isHome: Bool
        /// highlight.js, on a page with blocks it colours (`HighlightScript`).
        var highlightScriptURL: String?
    }

    struct Link {
        let title: String
        let url: String
        let summary: String?
        let isCurrent: Bool
    }

    struct Section {
        let heading: String?
        /// A content folder's section page; nil for a `section` key's group.
        var url: String? = nil
        /// The page is this section's own page.
        var isCurrentPage = false
        /// The section lists its articles: every section on the home page and in the sidebar file,
        /// only the current page's section on other pages (`PageContextBuilder`).
        var isExpanded = true
        let articles: [Link]
        /// The articles' links as HTML (`SidebarLinks`); nil for contexts built without templates.
        let links: String?
        /// Where all of a long section's articles are listed, when `articles` shows only some.
        var more: Link? = nil
    }

    /// An article's "Edit this page" address and "Last updated" day (`EditLinks`).
    struct Edit {
        let url: String?
        let lastUpdated: String?
    }

    /// An article's `og:image` card (`SocialImages`): its full URL and size in pixels.
    struct SocialImage {
        let url: String
        let width: Int
        let height: Int
    }

    struct ContentsEntry {
        let id: String
        let text: String
        let isNested: Bool
    }

    let site: Site
    let page: Page
    /// Sidebar and home page: sections in the articles' order; on a page other than the home page,
    /// only its own section lists articles.
    let sections: [Section]
    let contents: [ContentsEntry]
    /// A table of contents is worth showing from two entries on.
    let hasContents: Bool
    let previous: Link?
    let next: Link?
    /// The page's HTML body.
    let content: String
    /// An article's edit link and last commit day; nil without a repository or git history.
    var edit: Edit? = nil
    /// An article's `og:image` card; nil without a base URL, Chromium or a figure.
    var socialImage: SocialImage? = nil
}
