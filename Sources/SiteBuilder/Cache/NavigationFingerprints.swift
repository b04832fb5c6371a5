import Foundation

/// Each article page's navigation fingerprint (`PageFingerprint.of(article:content:)` before its
/// own content), worked out once per build, or taken from the previous build when the site's
/// navigation is as it was then. Reusing an unchanged page asks for it twice
/// (`IncrementalReuse.settle`, then the writer), and making an article's navigation context walks
/// its part of the sidebar: on a rebuild of a thousand unchanged pages that was most of the time.
/// Safe to use from several threads (pages are written in parallel).
final class NavigationFingerprints: @unchecked Sendable {
    /// What an article's navigation context is made of besides the build's fixed reading order.
    struct Key: Hashable {
        let file: String
        let page: String
        let title: String
        let summary: String?
        let section: String?

        init(_ article: Article) {
            file = article.file
            page = article.page
            title = article.title
            summary = article.summary
            section = article.section
        }
    }

    /// A build's navigation fingerprints as the next build needs them: the digest of everything
    /// they were made from (`digest(site:contexts:)`), and each article's, by file.
    struct Stored: Equatable, Sendable {
        let digest: Fingerprint
        let articles: [String: Fingerprint]
    }

    /// Everything an article's navigation context is made of (`PageContextBuilder.articleNavigation`):
    /// what every page shares, the URLs, and the reading order with every section's and article's
    /// place, title and summary. While it is unchanged, so is every article's navigation fingerprint.
    let digest: Fingerprint
    private let lock = NSLock()
    private var made: [Key: Fingerprint] = [:]
    /// The previous build's fingerprints, by file, when its digest was this one.
    private let previous: [String: Fingerprint]

    init(site: Fingerprint, contexts: PageContextBuilder, previous: Stored?) {
        digest = Self.digest(site: site, contexts: contexts)
        self.previous = previous?.digest == digest ? previous?.articles ?? [:] : [:]
    }

    /// The fingerprint `make` returns for this article, made on the first call only, and not at
    /// all when the previous build made it under the same digest.
    func fingerprint(for article: Article, _ make: () -> Fingerprint) -> Fingerprint {
        if let known = previous[article.file] { return known }
        let key = Key(article)
        if let known = lock.withLock({ made[key] }) { return known }
        let fingerprint = make()
        lock.withLock { made[key] = fingerprint }
        return fingerprint
    }

    /// What the next build may take: every fingerprint taken or made for these articles.
    func stored(for articles: [Article]) -> Stored {
        let made = lock.withLock { self.made }
        var byFile: [String: Fingerprint] = [:]
        for article in articles {
            if let fingerprint = previous[article.file] ?? made[Key(article)] { byFile[article.file] = fingerprint }
        }
        return Stored(digest: digest, articles: byFile)
    }

    private static func digest(site: Fingerprint, contexts: PageContextBuilder) -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(site)
        (contexts.urls.baseURL?.description).combine(into: &hasher)
        hasher.combine(contexts.urls.root)
        let navigation = contexts.navigation
        hasher.combine(navigation.sections.count)
        for section in navigation.sections {
            section.title.combine(into: &hasher)
            section.folder.combine(into: &hasher)
            section.page.combine(into: &hasher)
            hasher.combine(section.articles.count)
            for article in section.articles {
                hasher.combine(article.file)
                hasher.combine(article.page)
                hasher.combine(article.title)
                article.summary.combine(into: &hasher)
                article.section.combine(into: &hasher)
            }
        }
        return hasher.finalize()
    }
}
