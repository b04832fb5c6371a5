import Diagnostics
import MarkdownTree

/// What one article's ```swift blocks became.
struct ArticleExamples {
    /// Figure HTML by the block's fence position; an empty string leaves a `hidden` block out.
    var figures: [SourcePosition: String] = [:]
    var diagnostics: [Diagnostic] = []
    var previewCount = 0
    /// Blocks with `eval=off`.
    var unevaluatedCount = 0
    /// SwiftUI views and modifiers the article's code uses.
    var vocabulary: Set<String> = []

    /// Ids of the figures a document shows (`example-3`), which links may name as fragments: every
    /// ```swift block's but a `hidden` one's. Read from the fences alone, so links are resolved
    /// before any block is evaluated and each page can be written as soon as it is rendered.
    static func anchors(in document: MarkdownDocument) -> Set<String> {
        let blocks = document.codeBlocks.filter { $0.language == "swift" }
        return Set(blocks.enumerated().compactMap { index, block in
            FenceOptions(block.fenceInfo).isHidden ? nil : BlockRendering.id(number: index + 1)
        })
    }
}
