import Foundation
import MarkdownTree
import Testing
@testable import SiteBuilder

/// The index is written entry by entry in parallel (`JSONText`); joined, the entries must be
/// exactly the bytes `JSONEncoder` gives for the whole index.
@Suite struct SearchIndexEncodingTests {
    private func rendered(_ markdown: String, file: String, text: String, views: [String]) -> RenderedArticle {
        let document = MarkdownParser.parse(markdown)
        return RenderedArticle(article: Article(file: file, document: document), html: "", contents: TableOfContents(document), text: text, vocabulary: views)
    }

    @Test func joinedEntriesAreTheBytesOfTheWholeIndex() throws {
        let index = SearchIndex(articles: [
            rendered("---\ntitle: \"A/B\"\nsection: \"Basics\"\n---\n## One\n", file: "a.md", text: "say \"hi\" — é/ü", views: ["HStack", "padding"]),
            rendered("# Only a heading\n", file: "b.md", text: "", views: []),
            rendered("---\nsummary: \"<s> & t\"\n---\n## Two\n### Three\n", file: "c.md", text: "tab\there", views: ["Text"]),
        ])
        #expect(try index.json() == encoder().encode(index))
        let empty = SearchIndex(articles: [])
        #expect(try empty.json() == encoder().encode(empty))
    }

    /// The index as `JSONEncoder` writes it with sorted keys and unescaped slashes.
    private func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
