import Foundation

/// The compact JSON the page script searches as the reader types, offline: per page its title,
/// section, summary, headings, prose, and the SwiftUI views and modifiers its code uses, so
/// `alignmentGuide` finds every article whose examples call it.
struct SearchIndex: Encodable {
    struct Entry: Encodable {
        let title: String
        /// URL path from the site root, percent-encoded; the script prefixes the site's root URL.
        let path: String
        let section: String?
        let summary: String?
        let headings: [String]
        let views: [String]
        let text: String
    }

    static let file = "search-index.json"

    let pages: [Entry]

    init(articles: [RenderedArticle]) {
        pages = articles.map(Entry.init)
    }

    /// Sorted keys, no insignificant whitespace: the same index every time. The entries are encoded
    /// in parallel and joined into exactly the bytes encoding the whole index gives.
    func json() throws -> Data {
        Self.json(entries: try pages.parallelMap(Self.encode))
    }

    /// One entry as `json()` writes it inside the index: `JSONText`'s bytes, which are a
    /// `JSONEncoder`'s with sorted keys and unescaped slashes when the members are written in key
    /// order (an encoder per article was 0.5% of a cold build).
    static func encode(_ entry: Entry) -> [UInt8] {
        var json = JSONText()
        json.object { json in
            json.key("headings")
            json.array(entry.headings) { $0.string($1) }
            json.member("path", entry.path)
            json.member("section", entry.section)
            json.member("summary", entry.summary)
            json.member("text", entry.text)
            json.member("title", entry.title)
            json.key("views")
            json.array(entry.views) { $0.string($1) }
        }
        return json.bytes
    }

    /// The index of entries encoded one by one (`encode(_:)`), in order.
    static func json(entries: [[UInt8]]) -> Data {
        var json = Data(#"{"pages":["#.utf8)
        for (index, entry) in entries.enumerated() {
            if index > 0 { json.append(UInt8(ascii: ",")) }
            json.append(contentsOf: entry)
        }
        json.append(contentsOf: Array("]}".utf8))
        return json
    }
}

extension SearchIndex.Entry {
    init(_ rendered: RenderedArticle) {
        self.init(
            title: rendered.article.title, path: SiteURLs.encoded(SiteURLs.folderPath(rendered.article.page)), section: rendered.article.section,
            summary: rendered.article.summary, headings: rendered.contents.entries.map(\.title),
            views: rendered.vocabulary, text: rendered.text)
    }
}
