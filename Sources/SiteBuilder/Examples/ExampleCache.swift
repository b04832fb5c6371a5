import Foundation

/// Each article's figures from a builder's previous run, reused while the article's Markdown and
/// the images its code can name are unchanged.
///
/// Evaluating, laying out and drawing the examples is most of a build's time, so `serve` redoes
/// only the articles that were edited. Everything else a figure depends on (base URL, fonts) is
/// fixed for the builder's lifetime. One entry per article: the newest.
final class ExampleCache: @unchecked Sendable {
    /// What an article's figures are made from.
    struct Key: Hashable {
        let markdown: [UInt8]
        let images: [String: AssetCatalog.NamedImage]
    }

    private let lock = NSLock()
    private var entries: [String: (key: Key, examples: ArticleExamples)] = [:]

    /// The figures made last time from exactly this input, if any.
    func examples(for file: String, key: Key) -> ArticleExamples? {
        lock.withLock {
            guard let entry = entries[file], entry.key == key else { return nil }
            return entry.examples
        }
    }

    /// Remembers an article's figures in place of older ones.
    func store(_ examples: ArticleExamples, for file: String, key: Key) {
        lock.withLock { entries[file] = (key, examples) }
    }

    /// Forgets articles the latest build did not render (deleted, renamed or turned into drafts).
    func keepOnly(_ files: Set<String>) {
        lock.withLock { entries = entries.filter { files.contains($0.key) } }
    }
}
