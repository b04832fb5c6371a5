import Foundation
import Testing
@testable import SiteBuilder

/// The search index holds each page's words and the SwiftUI vocabulary its code uses.
@Suite struct SearchIndexTests {
    private struct Index: Decodable {
        struct Page: Decodable {
            let title: String
            let path: String
            let section: String?
            let headings: [String]
            let views: [String]
            let text: String
        }
        let pages: [Page]
    }

    private func index(of site: BuiltSite) throws -> Index {
        try JSONDecoder().decode(Index.self, from: Data(try site.text(SearchIndex.file).utf8))
    }

    @Test func indexHoldsTitlesHeadingsTextAndViews() throws {
        let site = try SiteFixture.basic()
        let pages = try index(of: site).pages
        #expect(pages.map(\.path) == ["01-stacks.html", "02-padding.html"])
        let stacks = pages[0]
        #expect(stacks.title == "Stacks" && stacks.section == "Basics")
        #expect(stacks.headings == ["Two squares", "A picture", "Declarations only", "Two previews"])
        #expect(stacks.text.hasPrefix("Two squares An HStack of two squares, with the second one's leading guide moved:"))
        #expect(!stacks.text.contains("Color.red"))
        #expect(stacks.views == ["Color", "HStack", "Image", "Text", "alignmentGuide", "border", "frame", "padding"])
        #expect(pages[1].views == ["Color", "Text", "background", "padding"])
    }

    /// Searching `alignmentGuide` finds exactly the bundled articles whose Swift code calls it.
    @Test func alignmentGuideFindsEveryBundledArticleThatUsesIt() throws {
        let content = SiteFixture.repository.appendingPathComponent("content").path
        let site = try SiteFixture.build(content: content)
        let found = Set(try index(of: site).pages.filter { $0.views.contains("alignmentGuide") }.map(\.path))
        var expected: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: content) where file.hasSuffix(".md") && file != "index.md" {
            let text = try String(contentsOfFile: content + "/" + file, encoding: .utf8)
            let swiftBlocks = text.components(separatedBy: "```swift").dropFirst().map { $0.components(separatedBy: "```").first ?? "" }
            if swiftBlocks.contains(where: { $0.contains(".alignmentGuide(") }) { expected.insert(String(file.dropLast(3)) + ".html") }
        }
        #expect(!expected.isEmpty)
        #expect(found == expected)
    }

    @Test func indexIsCompactSortedJSON() throws {
        let site = try SiteFixture.basic()
        let json = try site.text(SearchIndex.file)
        #expect(json.hasPrefix("{\"pages\":[{\"headings\":["))
        #expect(!json.contains("\n"))
    }
}
