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
    /// Ids of the figures shown (`example-3`), which links may name as fragments.
    var anchors: Set<String> = []
}
