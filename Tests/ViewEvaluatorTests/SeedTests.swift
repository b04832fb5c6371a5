import Foundation
import Testing
import TestSupport
import ViewEvaluator
import ViewTree

/// Every code block of the five seed documents evaluates verbatim with zero errors, given the
/// hidden helpers a reader expects (`Seeds/helpers.swift`), and matches its golden dump.
@Suite struct SeedTests {
    /// The seed pages: Markdown seeds are read from `shared/seeds`; the scraped web pages were
    /// reassembled into `Seeds/*.swift`.
    static let pages: [(name: String, markdown: String?, fixture: String?)] = [
        ("000", "000_75ae2b945ab8064b.txt", nil),
        ("001", nil, "001_alignment.swift"),
        ("002", nil, "002_fixed_width.swift"),
        ("003", nil, "003_aligning_views.swift"),
        ("004", "004_2dfc2dc1bc0b0069.txt", nil),
    ]

    static var sharedSeeds: URL {
        Fixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("shared").appendingPathComponent("seeds")
    }

    struct Page {
        var blocks: [(text: String, startLine: Int)]
        var assets: [String: Size]
    }

    static func load(_ name: String) throws -> Page {
        let entry = try #require(pages.first { $0.name == name })
        if let markdown = entry.markdown {
            let text = try #require(Fixtures.read(sharedSeeds.appendingPathComponent(markdown)), "seed \(markdown) not found beside the repository")
            return Page(blocks: MarkdownBlocks.swiftBlocks(in: text), assets: [:])
        }
        let source = try #require(Fixtures.read(Fixtures.seedsDirectory.appendingPathComponent(entry.fixture!)))
        return Page(blocks: SnippetBlocks.split(source), assets: SnippetFile.assets(in: source))
    }

    static var helpers: String { Fixtures.read(Fixtures.seedsDirectory.appendingPathComponent("helpers.swift")) ?? "" }

    @Test(arguments: ["000", "001", "002", "003", "004"])
    func seedBlocksHaveNoErrors(_ name: String) throws {
        let page = try Self.load(name)
        #expect(!page.blocks.isEmpty)
        let session = EvaluationSession(assets: page.assets)
        #expect(session.evaluate(block: Self.helpers).errors.isEmpty)
        for block in page.blocks {
            let result = session.evaluate(block: block.text, startLine: block.startLine)
            #expect(result.errors.isEmpty, "seed \(name) block at line \(block.startLine): \(result.errors.map(\.description))")
        }
    }

    @Test(arguments: ["000", "001", "002", "003", "004"])
    func seedMatchesGolden(_ name: String) throws {
        let page = try Self.load(name)
        let actual = SnippetFile.render(blocks: page.blocks, assets: page.assets, preludes: [Self.helpers])
        let expected = Fixtures.read(Fixtures.seedsDirectory.appendingPathComponent(name + ".expected"))
        #expect(actual == expected, "seed \(name): expected\n\(expected ?? "<missing>")\nactual\n\(actual)")
    }

    @Test func seedBlockCounts() throws {
        #expect(try Self.load("000").blocks.count == 11)
        #expect(try Self.load("001").blocks.count == 6)
        #expect(try Self.load("002").blocks.count == 2)
        #expect(try Self.load("003").blocks.count == 4)
        #expect(try Self.load("004").blocks.count == 5)
    }
}
