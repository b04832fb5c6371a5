/// The inputs of an article's page, as `PageContextBuilder.article(_:)` and the templates use them:
/// the templates, the site's URLs and name, the sidebar (every published article's file, title,
/// page, summary and section, in order), and the article's own HTML and table of contents. Its
/// title, summary, section and neighbours are part of the sidebar. Equal fingerprints, equal pages.
struct PageFingerprint {
    /// Bump when the page context gains an input that is not listed here.
    static let version = 1

    /// What every page shares: templates, URLs, the site's name and the sidebar.
    let shared: Fingerprint

    init(templates: TemplateSet, urls: SiteURLs, navigation: SiteNavigation, home: Article?) {
        var hasher = FingerprintHasher()
        hasher.combine(Self.version)
        hasher.combine(templates.fingerprint)
        hasher.combine(urls.root)
        hasher.combine(urls.absolute("index.html"))
        let frontMatter = home?.document?.frontMatter
        Self.combine(frontMatter?.title, into: &hasher)
        Self.combine(frontMatter?.summary, into: &hasher)
        for section in navigation.sections {
            Self.combine(section.title, into: &hasher)
            hasher.combine(section.articles.count)
            for article in section.articles {
                hasher.combine(article.file)
                hasher.combine(article.title)
                hasher.combine(article.page)
                Self.combine(article.summary, into: &hasher)
            }
        }
        shared = hasher.finalize()
    }

    /// The page of an article whose own content has this fingerprint (`content(of:)`).
    func of(content: Fingerprint) -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(shared)
        hasher.combine(content)
        return hasher.finalize()
    }

    /// A page with nothing of an article's own but this HTML: the home page (`index.md`'s HTML)
    /// and `404.html` (none).
    func of(sitePath: String, html: String) -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(shared)
        hasher.combine(sitePath)
        hasher.combine(html)
        return hasher.finalize()
    }

    /// What is the article's own on its page: its HTML and its table of contents.
    static func content(of rendered: RenderedArticle) -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(rendered.article.file)
        hasher.combine(rendered.html)
        hasher.combine(rendered.contents.entries.count)
        for entry in rendered.contents.entries {
            hasher.combine(entry.id)
            hasher.combine(entry.title)
            hasher.combine(entry.isNested ? 1 : 0)
        }
        return hasher.finalize()
    }

    /// A marker for nil, so `nil` and `""` differ.
    private static func combine(_ text: String?, into hasher: inout FingerprintHasher) {
        hasher.combine(text == nil ? 0 : 1)
        hasher.combine(text ?? "")
    }
}
