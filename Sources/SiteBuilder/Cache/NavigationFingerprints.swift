import Foundation

/// Each article page's fingerprint up to its own content (`PageFingerprint.of(article:content:)`),
/// worked out once per build. Reusing an unchanged page asks for it twice (`IncrementalReuse.settle`,
/// then the writer), and making an article's navigation context renders its part of the sidebar:
/// on a rebuild of a thousand unchanged pages that was most of the time. Safe to use from several
/// threads (pages are written in parallel).
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

    private let lock = NSLock()
    private var hashers: [Key: FingerprintHasher] = [:]

    /// The hasher `make` returns for this article, made on the first call only.
    func hasher(for article: Article, _ make: () -> FingerprintHasher) -> FingerprintHasher {
        let key = Key(article)
        if let known = lock.withLock({ hashers[key] }) { return known }
        let made = make()
        lock.withLock { hashers[key] = made }
        return made
    }
}
