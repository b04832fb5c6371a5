import LayoutEngine
import MarkdownTree
import ViewEvaluator
import ViewTree

/// Turns an article's ```swift blocks into figures. Blocks are evaluated in document order in one
/// session, so later blocks see earlier declarations; every preview is laid out and drawn in the
/// light and in the dark colour scheme (at every width of its slider); every finding is mapped
/// into the Markdown file.
struct ExampleRenderer {
    /// A preview's defaults: an iPhone 15/16 Pro's safe area as the canvas (reference §1.5,
    /// content/01-how-layout-works.md), frames outlined, no width slider. Front matter and fence
    /// options override them.
    static let defaults = PreviewSettings(width: defaultWidth, height: .points(759), showsFrames: true)
    static let defaultWidth = 393.0

    let drawer: PreviewDrawer

    init(measurer: any TextMeasurer, assets: AssetCatalog, urls: SiteURLs) {
        drawer = PreviewDrawer(measurer: measurer, assets: assets, urls: urls)
    }

    func render(_ article: Article) -> ArticleExamples {
        let session = EvaluationSession(assets: drawer.assets.imageSizes)
        let pageDefaults = (article.document.frontMatter?.preview ?? PreviewSettings()).withDefaults(Self.defaults)
        var result = ArticleExamples()
        for (index, block) in article.document.codeBlocks.filter({ $0.language == "swift" }).enumerated() {
            let block = BlockRendering(
                drawer: drawer, file: article.file, position: CodeBlockPosition(block: block),
                number: index + 1, defaults: pageDefaults)
            let output = block.render(in: session)
            result.figures[block.position.fence] = output.html
            if !output.html.isEmpty { result.anchors.insert(block.id) }
            result.diagnostics += output.diagnostics
            result.previewCount += output.previewCount
            result.vocabulary.formUnion(output.vocabulary)
        }
        return result
    }
}
