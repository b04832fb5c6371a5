import LayoutEngine
import MarkdownTree
import ViewEvaluator
import ViewTree

/// Turns an article's ```swift blocks into figures. Blocks are evaluated in document order in one
/// session, so later blocks see earlier declarations; every preview is laid out and drawn once for
/// both colour schemes (`PreviewDrawer`); every finding is mapped into the Markdown file.
struct ExampleRenderer {
    let drawer: PreviewDrawer
    /// Figures of earlier builds, and the fingerprint of this build's environment (`FigureKey`).
    var cache: (figures: FigureCache, environment: Fingerprint)?

    init(fonts: FontLoader, assets: AssetCatalog, urls: SiteURLs) {
        drawer = PreviewDrawer(fonts: fonts, assets: assets, urls: urls)
    }

    func render(_ article: Article, document: MarkdownDocument) -> ArticleExamples {
        let session = EvaluationSession(assets: drawer.assets.imageSizes)
        let page = PreviewSettings.pageDefaults(document.frontMatter?.preview)
        let codeBlocks = document.codeBlocks.filter { $0.language == "swift" }
        let blocks = codeBlocks.enumerated().map { index, block in
            BlockRendering(
                drawer: drawer, file: article.file, position: CodeBlockPosition(block: block),
                number: index + 1, page: page.settings)
        }
        let keys = cache.map { FigureKey.chain(codeBlocks, file: article.file, page: page.settings, environment: $0.environment) }
        let outputs = FigureReplay(blocks: blocks, session: session, cache: cache?.figures, file: article.file, keys: keys).outputs()
        var result = ArticleExamples()
        result.diagnostics = page.diagnostics.map { $0.located(in: article.file) }
        for (block, output) in zip(blocks, outputs) {
            result.figures[block.position.fence] = output.html
            result.diagnostics += output.diagnostics
            result.previewCount += output.previewCount
            result.unevaluatedCount += output.unevaluatedCount
            result.vocabulary.formUnion(output.vocabulary)
        }
        return result
    }
}
