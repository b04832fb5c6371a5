import Diagnostics
import LayoutEngine
import MarkdownTree
import OpenTypeFonts
@testable import SiteBuilder
import SVGRenderer
import ViewEvaluator
import ViewTree

/// Runs an input through every stage the site uses: a Markdown file becomes HTML with each
/// `swift` fence evaluated in one page session, laid out and drawn as SVG in place of its code;
/// a Swift file is one block, laid out on the iPhone canvas.
struct Pipeline {
    /// The only image asset the content folder has; every other name is missing.
    static let assets = ["photo": Size(width: 120, height: 80)]
    static let imageURLs = ["photo": "assets/photo.png"]
    static let limits = EvaluationLimits()
    static let maximumNestingDepth = MarkdownParser.Options().maximumNestingDepth

    /// Real fonts when installed (Scripts/setup.sh), so hostile text also goes through the
    /// OpenType measurer; the Ahem measurer otherwise.
    static let measurer: any TextMeasurer = (try? FontTextMeasurer()) ?? AhemTextMeasurer()

    /// What one run produced.
    struct Output {
        /// The article's HTML (Markdown inputs only).
        var html: String?
        var svgs: [String] = []
        /// Every Markdown, fence and evaluator diagnostic, with its 1-based line and column in the input.
        var diagnostics: [Reported] = []
        var layoutIssues: [String] = []
        /// View nodes in the largest preview.
        var largestPreview = 0
        /// Block nesting of the Markdown tree.
        var blockDepth = 0

        /// One diagnostic as the checks need it.
        struct Reported {
            var id: String
            var isError: Bool
            var line: Int
            var column: Int
        }

        var reportedIDs: Set<String> { Set(diagnostics.map(\.id) + layoutIssues) }
        var errorIDs: [String] { diagnostics.filter(\.isError).map(\.id) }
    }

    private let layout = PreviewLayout(engine: LayoutEngine(options: LayoutOptions(textMeasurer: Pipeline.measurer)))
    private let renderer = SVGRenderer(options: RenderOptions(imageURLs: Pipeline.imageURLs))

    /// A `.md`/`.bin` file goes through Markdown; anything else is a Swift block.
    func run(_ bytes: [UInt8], isMarkdown: Bool) -> Output {
        isMarkdown ? markdown(bytes) : swift(String(decoding: bytes, as: UTF8.self))
    }

    /// Evaluation limits; the fuzz test lowers the time limit so a mutated endless loop costs less.
    var limits = Pipeline.limits

    func swift(_ source: String) -> Output {
        var output = Output()
        let session = EvaluationSession(assets: Self.assets, limits: limits)
        output.svgs = previews(session.evaluate(block: source, startLine: 1), width: LayoutEngine.defaultCanvas.width, height: .fixed(LayoutEngine.defaultCanvas.height), into: &output)
        return output
    }

    func markdown(_ bytes: [UInt8]) -> Output {
        let document = MarkdownParser.parse(utf8: bytes)
        let defaults = PreviewSettings.pageDefaults(document.frontMatter?.preview)
        let page = PageRun(pipeline: self, defaults: defaults.settings)
        page.output.diagnostics = (document.diagnostics + defaults.diagnostics).map(Self.reported)
        page.output.blockDepth = Self.depth(of: document.blocks)
        let html = HTMLWriter(codeBlockRenderer: page.render).render(document)
        page.output.html = html
        return page.output
    }

    /// Lays out and draws every preview of an evaluated block.
    fileprivate func previews(_ evaluation: BlockEvaluation, width: Double, height: LayoutEngine.CanvasHeight, into output: inout Output) -> [String] {
        output.diagnostics += evaluation.diagnostics.map(Self.reported)
        output.largestPreview = max(output.largestPreview, evaluation.previews.map { Self.count($0.root) }.max() ?? 0)
        return layout.layout(evaluation, width: width, height: height).map { preview in
            output.layoutIssues += preview.layout.issues.map(\.id.rawValue)
            return renderer.render(preview.layout)
        }
    }

    fileprivate static func reported(_ diagnostic: Diagnostic) -> Output.Reported {
        Output.Reported(
            id: diagnostic.id.rawValue, isError: diagnostic.severity == .error, line: diagnostic.position?.line ?? 0,
            column: diagnostic.position?.column ?? 0)
    }

    private static func count(_ root: ViewNode) -> Int {
        var count = 0
        var pending = [root]
        while let node = pending.popLast() {
            count += 1
            pending += node.children
        }
        return count
    }

    private static func depth(of blocks: [Block]) -> Int {
        var deepest = 0
        var pending = blocks.map { ($0, 1) }
        while let (block, depth) = pending.popLast() {
            deepest = max(deepest, depth)
            pending += block.childBlocks.map { ($0, depth + 1) }
        }
        return deepest
    }
}

/// One article's state while `HTMLWriter` asks for its code blocks: the page's evaluation
/// session (declarations carry over between blocks) and what has been found so far.
private final class PageRun {
    let pipeline: Pipeline
    let defaults: PreviewSettings
    let session: EvaluationSession
    var output = Pipeline.Output()

    init(pipeline: Pipeline, defaults: PreviewSettings) {
        self.pipeline = pipeline
        self.defaults = defaults
        session = EvaluationSession(assets: Pipeline.assets, limits: pipeline.limits)
    }

    /// A `swift` fence becomes a figure with its previews (the code itself is the site's concern);
    /// every other block keeps the default rendering.
    func render(_ block: CodeBlock) -> String? {
        guard block.fenceInfo.language == "swift" else { return nil }
        let fence = FenceOptions(block.fenceInfo)
        output.diagnostics += fence.diagnostics.map(Pipeline.reported)
        let evaluation = session.evaluate(block: block.code, startLine: block.codeLineStarts.first?.line ?? block.range.start.line)
        let settings = fence.preview.withDefaults(defaults)
        let height = settings.height ?? .fit
        let svgs = pipeline.previews(evaluation, width: settings.width ?? LayoutEngine.defaultCanvas.width, height: height, into: &output)
        output.svgs += svgs
        guard fence.showsPreview else { return nil }
        return "<figure>\n" + svgs.joined() + "</figure>\n"
    }
}
