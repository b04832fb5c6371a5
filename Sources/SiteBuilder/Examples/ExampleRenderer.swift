import LayoutEngine
import MarkdownTree
import SVGRenderer
import ViewEvaluator
import ViewTree

/// Turns an article's ```swift blocks into figures. Blocks are evaluated in document order in one
/// session, so later blocks see earlier declarations; every preview is laid out and drawn in the
/// light and in the dark colour scheme; every finding is mapped into the Markdown file.
struct ExampleRenderer {
    /// A preview's defaults: an iPhone 15/16 Pro's safe area as the canvas (reference §1.5,
    /// content/01-how-layout-works.md), frames outlined. Front matter and fence options override them.
    static let defaults = PreviewSettings(width: defaultWidth, height: .points(759), showsFrames: true)
    static let defaultWidth = 393.0

    let fonts: FontLoader
    let assets: AssetCatalog
    let urls: SiteURLs
    /// Figures of earlier builds, and the fingerprint of this build's environment (`FigureKey`).
    var cache: (figures: FigureCache, environment: Fingerprint)?

    func render(_ article: Article) -> ArticleExamples {
        let session = EvaluationSession(assets: assets.imageSizes)
        let pageDefaults = (article.document.frontMatter?.preview ?? PreviewSettings()).withDefaults(Self.defaults)
        let codeBlocks = article.document.codeBlocks.filter { $0.language == "swift" }
        let blocks = codeBlocks.enumerated().map { index, block in
            BlockRendering(
                renderer: self, file: article.file, position: CodeBlockPosition(block: block),
                number: index + 1, defaults: pageDefaults)
        }
        let keys = cache.map { FigureKey.chain(codeBlocks, file: article.file, defaults: pageDefaults, environment: $0.environment) }
        let outputs = FigureReplay(blocks: blocks, session: session, cache: cache?.figures, keys: keys).outputs()
        var result = ArticleExamples()
        for (block, output) in zip(blocks, outputs) {
            result.figures[block.position.fence] = output.html
            if !output.html.isEmpty { result.anchors.insert(block.id) }
            result.diagnostics += output.diagnostics
            result.previewCount += output.previewCount
            result.vocabulary.formUnion(output.vocabulary)
        }
        return result
    }

    /// The layout engine for one colour scheme.
    func engine(dark: Bool) -> LayoutEngine {
        LayoutEngine(options: LayoutOptions(textMeasurer: fonts.measurer(), dark: dark))
    }
}

/// One block on its way from code to figure.
struct BlockRendering {
    struct Output {
        var html = ""
        var diagnostics: [SiteDiagnostic] = []
        var previewCount = 0
        var vocabulary: Set<String> = []
    }

    let renderer: ExampleRenderer
    let file: String
    let position: CodeBlockPosition
    /// 1-based among the article's Swift blocks; names the figure and its SVG ids.
    let number: Int
    let defaults: PreviewSettings

    var id: String { "example-\(number)" }

    /// 1. Read the fence. 2. Evaluate. 3. Check image names. 4. Lay out and draw unless there are
    /// errors or no preview is wanted. 5. Write the figure with every finding under its line.
    func render(in session: EvaluationSession) -> Output {
        let fence = position.block.fenceInfo
        var output = Output()
        output.diagnostics = fence.diagnostics.map { SiteDiagnostic($0, file: file) }
        let evaluation = session.evaluate(block: position.block.code, startLine: position.startLine)
        output.diagnostics += evaluation.diagnostics.map { SiteDiagnostic($0, in: position, file: file) }
        output.diagnostics += missingImages(in: evaluation)
        output.vocabulary = evaluation.previews.reduce(into: []) { $0.formUnion(ViewVocabulary.names(in: $1.root)) }
        guard !fence.isHidden else { return output }

        let failed = output.diagnostics.contains { $0.severity == .error }
        var previews: [ExampleFigure.RenderedPreview] = []
        if !failed, fence.showsPreview {
            let settings = fence.preview.withDefaults(defaults)
            for (index, preview) in evaluation.previews.enumerated() {
                let name = preview.name ?? (evaluation.previews.count == 1 ? fence.name : nil)
                previews.append(draw(preview, name: name, index: index, settings: settings, diagnostics: &output.diagnostics))
            }
        }
        output.diagnostics = unique(output.diagnostics)
        let annotations = annotate(output.diagnostics)
        let display: ExampleFigure.Display =
            failed ? .failed(annotations.filter { $0.diagnostic.severity == .error }) : previews.isEmpty ? .codeOnly : .previews(previews)
        let listing = CodeListing(code: position.block.code, annotations: annotations, fileLines: position.block.codeLineStarts.map(\.line))
        output.html = ExampleFigure(id: id, listing: listing, display: display).html
        output.previewCount = previews.count
        return output
    }

    /// Lays the preview out in both schemes, crops both to the light layout's views (the schemes
    /// differ only in colour), and reports values the engine clamped as warnings.
    private func draw(
        _ preview: Preview, name: String?, index: Int, settings: PreviewSettings, diagnostics: inout [SiteDiagnostic]
    ) -> ExampleFigure.RenderedPreview {
        let width = settings.width ?? ExampleRenderer.defaultWidth
        let height: LayoutEngine.CanvasHeight = switch settings.height {
        case .points(let points)?: .fixed(points)
        case .fit?, nil: .fit
        }
        let light = renderer.engine(dark: false).layout(preview.root, width: width, height: height)
        let dark = renderer.engine(dark: true).layout(preview.root, width: width, height: height)
        diagnostics += light.issues.map { SiteDiagnostic($0, in: position, file: file) }
        let viewport = PreviewCrop.viewport(for: light)
        return ExampleFigure.RenderedPreview(
            name: name,
            lightSVG: svg(light, viewport: viewport, settings: settings, idPrefix: "fg\(number)-\(index + 1)-light"),
            darkSVG: svg(dark, viewport: viewport, settings: settings, idPrefix: "fg\(number)-\(index + 1)-dark"),
            sizes: sizes(proposed: width, height: height, root: light.root.frame.size),
            width: viewport.width)
    }

    private func svg(_ layout: LayoutResult, viewport: Rect, settings: PreviewSettings, idPrefix: String) -> String {
        let assets = renderer.assets, urls = renderer.urls
        let options = RenderOptions(
            showsFrames: settings.showsFrames ?? true,
            imageURL: { name in assets.imagePath(named: name).map(urls.url) },
            idPrefix: idPrefix,
            viewport: viewport)
        return SVGRenderer(options: options).render(layout)
    }

    /// "393 × 759 → 120 × 40.33" or "393 × fit → …": what the root was offered and what it took.
    private func sizes(proposed width: Double, height: LayoutEngine.CanvasHeight, root: Size) -> String {
        let proposedHeight = if case .fixed(let points) = height { NumberFormat.string(points) } else { "fit" }
        return "\(NumberFormat.string(width)) × \(proposedHeight) → \(NumberFormat.string(root.width)) × \(NumberFormat.string(root.height))"
    }

    /// `Image("name")` without an asset of that name: an error at the call.
    private func missingImages(in evaluation: BlockEvaluation) -> [SiteDiagnostic] {
        var found: [SiteDiagnostic] = []
        var pending = evaluation.previews.map(\.root)
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children)
            guard case .image(let image) = node.kind, case .asset(let name, nil) = image.source else { continue }
            let at = node.source.map { position.filePosition(line: $0.line, column: $0.column) } ?? position.fence
            found.append(SiteDiagnostic(
                .error, "asset.missing-image", "no image named '\(name)' in the content folder",
                file: file, at: at, notes: ["'Image(\"\(name)\")' shows '\(AssetCatalog.imageFolder)\(name).svg' or '.png'"]))
        }
        return found.sorted { $0.position < $1.position }
    }

    /// Each finding under its code line, with the column measured from that line's start.
    private func annotate(_ diagnostics: [SiteDiagnostic]) -> [CodeListing.Annotation] {
        let starts = position.block.codeLineStarts
        return diagnostics.enumerated().map { ordinal, diagnostic in
            let line = min(max(position.codeLine(diagnostic.position.line), 1), max(starts.count, 1))
            let column = line <= starts.count && position.codeLine(diagnostic.position.line) == line
                ? diagnostic.position.column - starts[line - 1].column + 1 : 1
            return CodeListing.Annotation(diagnostic: diagnostic, line: line, column: column, anchor: "\(id)-diagnostic-\(ordinal + 1)")
        }
    }

    /// Drops repeats (the same clamped value reported by several previews), keeping the first.
    private func unique(_ diagnostics: [SiteDiagnostic]) -> [SiteDiagnostic] {
        var seen: Set<SiteDiagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
