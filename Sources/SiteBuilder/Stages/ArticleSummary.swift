import Diagnostics
import MarkdownTree

/// What a build keeps of an article it rendered once its page is written: what the search index,
/// the article's record and the report need, and none of its HTML or figures.
struct ArticleSummary {
    /// Without its document.
    let article: Article
    /// Its page's `PageFingerprint.content`, when the page was written as soon as it was rendered.
    let pageContent: Fingerprint?
    /// Its entry of `search-index.json`, encoded.
    let searchEntry: [UInt8]
    /// The entry's fingerprint, made once for the index and the record (`SearchEntryStore`).
    let searchEntryFingerprint: Fingerprint
    let previewCount: Int
    /// Its `eval=off` blocks.
    let unevaluatedCount: Int
    /// Its page loads `HighlightScript`.
    let needsHighlighting: Bool
    /// The figures its page shows with their lines (`DiagnosticPage`).
    let figures: [DiagnosticPage.Figure]
    /// Its examples' findings.
    let exampleDiagnostics: [Diagnostic]
    /// Its links' and plain code blocks' findings.
    let findings: [Diagnostic]
    /// Its figures came from the builder's memory of the previous run.
    let isRemembered: Bool

    init(_ result: ArticleRendering.Result, document: MarkdownDocument, anchors: Set<String>, pageContent: Fingerprint?) throws {
        article = result.article.article
        self.pageContent = pageContent
        searchEntry = SearchIndex.encode(SearchIndex.Entry(result.article))
        searchEntryFingerprint = SearchEntryStore.fingerprint(of: searchEntry)
        previewCount = result.examples.previewCount
        unevaluatedCount = result.examples.unevaluatedCount
        needsHighlighting = result.article.needsHighlighting
        figures = DiagnosticPage.figures(in: document, anchors: anchors)
        exampleDiagnostics = result.examples.diagnostics
        findings = result.findings
        isRemembered = result.isRemembered
    }
}
