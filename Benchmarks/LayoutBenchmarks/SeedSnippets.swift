import Foundation
import ViewTree

/// The code blocks of the five seed documents, read the way the seed tests read them
/// (Tests/ViewEvaluatorTests/SeedTests.swift): seeds 000 and 004 from their Markdown beside the
/// repository, 001–003 from the reassembled fixtures, with the hidden helpers evaluated first.
struct SeedSnippets {
    struct Page {
        var blocks: [String]
        var assets: [String: Size]
    }

    let pages: [Page]
    let helpers: String

    var snippetCount: Int { pages.reduce(0) { $0 + $1.blocks.count } }

    init() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fixtures = repository.appendingPathComponent("Tests/ViewEvaluatorTests/Seeds")
        let markdown = repository.deletingLastPathComponent().appendingPathComponent("shared/seeds")
        func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }
        helpers = try read(fixtures.appendingPathComponent("helpers.swift"))
        pages = [
            Page(blocks: Self.swiftBlocks(inMarkdown: try read(markdown.appendingPathComponent("000_75ae2b945ab8064b.txt"))), assets: [:]),
            try Self.fixturePage(read(fixtures.appendingPathComponent("001_alignment.swift"))),
            try Self.fixturePage(read(fixtures.appendingPathComponent("002_fixed_width.swift"))),
            try Self.fixturePage(read(fixtures.appendingPathComponent("003_aligning_views.swift"))),
            Page(blocks: Self.swiftBlocks(inMarkdown: try read(markdown.appendingPathComponent("004_2dfc2dc1bc0b0069.txt"))), assets: [:]),
        ]
    }

    /// ```swift fences, also one opened inside a block quote and closed on a bare line (seed 000).
    static func swiftBlocks(inMarkdown text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let unquoted = line.hasPrefix("> ") ? line.dropFirst(2) : line
            if current == nil, unquoted.hasPrefix("```swift") {
                current = []
            } else if let block = current, unquoted.hasPrefix("```") {
                blocks.append(block.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A fixture's blocks are separated by `// ---- block`; a first-line `// assets: name=WxH, …` sizes images.
    static func fixturePage(_ source: String) -> Page {
        var blocks: [String] = []
        var current: [Substring] = []
        var assets: [String: Size] = [:]
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("// ---- block") {
                blocks.append(current.joined(separator: "\n"))
                current = []
            } else if line.hasPrefix("// assets:") {
                for entry in line.dropFirst("// assets:".count).split(separator: ",") {
                    let parts = entry.split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
                    let size = parts[1].split(separator: "x").compactMap { Double($0) }
                    assets[parts[0]] = Size(width: size[0], height: size[1])
                }
            } else {
                current.append(line)
            }
        }
        blocks.append(current.joined(separator: "\n"))
        return Page(blocks: blocks, assets: assets)
    }
}
