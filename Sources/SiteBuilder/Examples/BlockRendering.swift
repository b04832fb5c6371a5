import Diagnostics
import LayoutEngine
import MarkdownTree
import ViewEvaluator
import SVGRenderer
import ViewTree

/// One ```swift block on its way from code to figure.
struct BlockRendering {
    struct Output {
        var html = ""
        var diagnostics: [Diagnostic] = []
        var previewCount = 0
        var vocabulary: Set<String> = []
        /// 1 for an `eval=off` block, which the build counts.
        var unevaluatedCount = 0
    }

    /// One variant's code as shown and what evaluating it gave.
    private struct Evaluated {
        let value: String?
        let code: String
        let evaluation: BlockEvaluation
    }

    let drawer: PreviewDrawer
    let file: String
    let position: CodeBlockPosition
    /// 1-based among the article's Swift blocks; names the figure and its SVG ids.
    let number: Int
    /// The page's front matter `preview:` settings.
    let page: PreviewSettings
    private let fence: FenceOptions

    init(drawer: PreviewDrawer, file: String, position: CodeBlockPosition, number: Int, page: PreviewSettings) {
        self.drawer = drawer
        self.file = file
        self.position = position
        self.number = number
        self.page = page
        self.fence = FenceOptions(position.block.fenceInfo)
    }

    var id: String { Self.id(number: number) }

    /// The id of the figure of an article's `number`th Swift block (`example-2`), its page anchor.
    static func id(number: Int) -> String { "example-\(number)" }

    /// 1. Read the fence. 2. Evaluate each variant (the written one last, so later blocks see its
    /// declarations). 3. Check image names. 4. Lay out and draw unless there are errors or no
    /// preview is wanted. 5. Write the figure with every finding under its line.
    func render(in session: EvaluationSession) -> Output {
        var output = Output()
        output.diagnostics = fence.diagnostics.map { $0.located(in: file) }
        guard fence.evaluates else { return unevaluated(output) }
        let slot = variantSlot(&output.diagnostics)
        let variants = evaluate(slot: slot, in: session)
        let written = variants[slot?.writtenIndex ?? 0].evaluation
        output.diagnostics += written.diagnostics.map { moved($0, slot: slot).located(in: position, file: file) }
        output.diagnostics += missingImages(in: written, slot: slot)
        output.vocabulary = written.previews.reduce(into: []) { $0.formUnion(ViewVocabulary.names(in: $1.root)) }
        guard !fence.isHidden else { return output }

        let failed = output.diagnostics.contains { $0.severity == .error }
        output.diagnostics += variantFailures(variants, slot: slot)
        let settings = ResolvedPreviewSettings(fence: fence.preview, page: page)
        let widths = sliderWidths(settings, &output.diagnostics)
        let drawn = failed || !fence.showsPreview
            ? [:] : draw(variants, slot: slot, settings: settings, widths: widths, in: session, diagnostics: &output.diagnostics)
        output.diagnostics = unique(output.diagnostics)
        output.previewCount = drawn.values.map(\.count).reduce(0, +)
        let annotations = annotate(output.diagnostics, slot: slot)
        output.html = failed
            ? failedFigure(variants[slot?.writtenIndex ?? 0], annotations: annotations).html
            : figure(variants, slot: slot, drawn: drawn, annotations: annotations, showsFrames: settings.showsFrames).html
        return output
    }

    /// An `eval=off` block: its code, highlighted, with the fence's own findings and no preview.
    private func unevaluated(_ output: Output) -> Output {
        var output = output
        output.unevaluatedCount = 1
        guard !fence.isHidden else { return output }
        let listing = CodeListing(
            code: position.block.code, annotations: annotate(output.diagnostics, slot: nil), fileLines: position.block.codeLineStarts.map(\.line))
        output.html = ExampleFigure(id: id, variants: [ExampleFigure.Variant(value: nil, listing: listing, display: .codeOnly)], initial: 0, showsFrames: false).html
        return output
    }

    // MARK: Fence options the site checks

    /// Evaluates the block (every variant, the written one last) exactly as `render(in:)` does, and
    /// nothing more: what a later block needs from it when its own figure came from the cache.
    func evaluateOnly(in session: EvaluationSession) {
        guard fence.evaluates else { return }
        var ignored: [Diagnostic] = []
        _ = evaluate(slot: variantSlot(&ignored), in: session)
    }

    /// The `/*variant*/` slot when the fence lists variants; a missing or odd slot is an error
    /// and the block is shown as written.
    private func variantSlot(_ diagnostics: inout [Diagnostic]) -> VariantSlot? {
        guard !fence.variants.isEmpty else { return nil }
        do {
            return try VariantSlot.find(in: position.block.code, variants: fence.variants)
        } catch {
            diagnostics.append(variantsError(error.message))
            return nil
        }
    }

    /// The preview's width and the whole-point widths its slider offers (none for `widths=off`
    /// or a range holding no whole point). A `width=` outside the block's own `widths=` is a
    /// warning; a default width outside the range quietly starts the slider at the nearest end.
    private func sliderWidths(_ settings: ResolvedPreviewSettings, _ diagnostics: inout [Diagnostic]) -> (range: ClosedRange<Int>?, initial: Double) {
        let width = settings.width
        guard let range = settings.widths else { return (nil, width) }
        let initial = min(max(width, range.lowerBound), range.upperBound)
        if initial != width, fence.preview.width != nil {
            let shown = "\(NumberFormat.string(range.lowerBound))...\(NumberFormat.string(range.upperBound))"
            diagnostics.append(Diagnostic(
                .warning, .widthOutsideWidths,
                "the preview's width \(NumberFormat.string(width)) is outside 'widths=\(shown)'; the slider starts at \(NumberFormat.string(initial))",
                file: file, at: fence.widthsPosition ?? position.fence))
        }
        let low = Int(range.lowerBound.rounded(.up)), high = Int(range.upperBound.rounded(.down))
        return (low <= high ? low...high : nil, initial)
    }

    /// An error about the `variants=` option, at its value.
    private func variantsError(_ message: String) -> Diagnostic {
        Diagnostic(.error, .fenceInvalidValue, message, file: file, at: fence.variantsPosition ?? position.fence)
    }

    // MARK: Evaluation

    /// Every variant's code, evaluated; the written variant last.
    private func evaluate(slot: VariantSlot?, in session: EvaluationSession) -> [Evaluated] {
        let code = position.block.code
        guard let slot else {
            return [Evaluated(value: nil, code: code, evaluation: session.evaluate(block: code, startLine: position.startLine))]
        }
        let order = slot.variants.indices.filter { $0 != slot.writtenIndex } + [slot.writtenIndex]
        var evaluated: [Int: Evaluated] = [:]
        for index in order {
            let variantCode = slot.code(index, in: code)
            evaluated[index] = Evaluated(
                value: slot.variants[index], code: variantCode, evaluation: session.evaluate(block: variantCode, startLine: position.startLine))
        }
        return slot.variants.indices.map { evaluated[$0]! }
    }

    /// A variant other than the written one that does not evaluate: an error at the `variants` value.
    private func variantFailures(_ variants: [Evaluated], slot: VariantSlot?) -> [Diagnostic] {
        guard let slot else { return [] }
        return variants.enumerated().compactMap { index, variant in
            guard index != slot.writtenIndex, let error = variant.evaluation.errors.first else { return nil }
            return variantsError("variant '\(slot.variants[index])' does not evaluate: \(error.message)")
        }
    }

    /// An evaluator finding or a value the engine clamped in the written variant's code, moved to
    /// the code as written.
    private func moved(_ diagnostic: Diagnostic, slot: VariantSlot?) -> Diagnostic {
        var moved = diagnostic
        moved.position = diagnostic.position.map { written($0, slot: slot) }
        return moved
    }

    /// A source location in the written variant's code (marker dropped) in the code as written.
    private func written(_ location: SourceLocation, slot: VariantSlot?) -> SourceLocation {
        guard let slot else { return location }
        return SourceLocation(line: location.line, column: slot.writtenColumn(line: position.codeLine(location.line), column: location.column))
    }

    // MARK: Drawing

    /// The variants shown: the written one, and every other that evaluates without errors.
    private func shownVariants(_ variants: [Evaluated], slot: VariantSlot?) -> [Int] {
        variants.indices.filter { $0 == (slot?.writtenIndex ?? 0) || variants[$0].evaluation.errors.isEmpty }
    }

    /// The previews of every shown variant; what the engine clamped in the written one is reported.
    private func draw(
        _ variants: [Evaluated], slot: VariantSlot?, settings: ResolvedPreviewSettings, widths: (range: ClosedRange<Int>?, initial: Double),
        in session: EvaluationSession, diagnostics: inout [Diagnostic]
    ) -> [Int: [PreviewFigure]] {
        var drawn: [Int: [PreviewFigure]] = [:]
        for index in shownVariants(variants, slot: slot) {
            let result = draw(variants[index], index: index, of: variants.count, settings: settings, widths: widths, in: session)
            drawn[index] = result.figures
            if index == (slot?.writtenIndex ?? 0) {
                diagnostics += result.issues.map { moved($0, slot: slot).located(in: position, file: file) }
            }
        }
        return drawn
    }

    /// Each preview of the variant in each look the fence asks for, built as the code builds it in
    /// that look (`PreviewTrees`).
    private func draw(
        _ variant: Evaluated, index: Int, of count: Int, settings: ResolvedPreviewSettings, widths: (range: ClosedRange<Int>?, initial: Double),
        in session: EvaluationSession
    ) -> (figures: [PreviewFigure], issues: [Diagnostic]) {
        let height = settings.height
        let looks = PreviewLook.looks(sizes: settings.dynamicTypeSizes, bothSchemes: settings.showsBothSchemes)
        var trees = PreviewTrees(evaluation: variant.evaluation) { session.evaluateAgain(block: variant.code, startLine: position.startLine, in: $0) }
        var figures: [PreviewFigure] = []
        var issues: [Diagnostic] = []
        for (previewIndex, preview) in variant.evaluation.previews.enumerated() {
            let name = preview.name ?? (variant.evaluation.previews.count == 1 ? fence.name : nil)
            for look in looks {
                let ordinal = figures.count + 1
                let suffix = count > 1 ? "-v\(index + 1)-\(ordinal)" : "-\(ordinal)"
                let request = PreviewDrawer.Request(
                    root: trees.root(previewIndex, in: look.environment), id: id + suffix, svgPrefix: "fg\(number)" + suffix, labels: name.map { [$0] } ?? [],
                    look: look, width: widths.initial, sliderRange: widths.range, height: height, device: settings.device,
                    showsWholeScrollContent: settings.showsWholeScrollContent, zoom: fence.zoom,
                    darkRoot: trees.darkRoot(previewIndex, for: look))
                let drawn = drawer.draw(request)
                issues += drawn.issues
                figures.append(drawn.figure)
            }
        }
        return (figures, issues)
    }

    /// The variant's code, with a span around each view and modifier its previews lay out, where
    /// the evaluator recorded its code (none when it has no previews).
    private func listing(_ variant: Evaluated, annotations: [CodeListing.Annotation], previews: [PreviewFigure]) -> CodeListing {
        let roots = variant.evaluation.previews.map(\.root)
        let placed = previews.reduce(into: Set<SourceLocation>()) { $0.formUnion($1.placedSources) }
        return CodeListing(
            code: variant.code, annotations: annotations, fileLines: position.block.codeLineStarts.map(\.line),
            expressions: CodeExpression.all(in: roots, code: variant.code, startLine: position.startLine, placed: placed),
            syntax: variant.evaluation.syntax)
    }

    /// The figure with each shown variant's code and previews, the written one first on the page.
    private func figure(
        _ variants: [Evaluated], slot: VariantSlot?, drawn: [Int: [PreviewFigure]], annotations: [CodeListing.Annotation], showsFrames: Bool
    ) -> ExampleFigure {
        let writtenIndex = slot?.writtenIndex ?? 0
        let shown = shownVariants(variants, slot: slot)
        let figureVariants = shown.map { index in
            let previews = drawn[index] ?? []
            return ExampleFigure.Variant(
                value: variants[index].value,
                listing: listing(variants[index], annotations: index == writtenIndex ? annotations : [], previews: previews),
                display: previews.isEmpty ? .codeOnly : .previews(previews))
        }
        return ExampleFigure(id: id, variants: figureVariants, initial: shown.firstIndex(of: writtenIndex) ?? 0, showsFrames: showsFrames)
    }

    /// The written code with its findings and the error panel.
    private func failedFigure(_ written: Evaluated, annotations: [CodeListing.Annotation]) -> ExampleFigure {
        let listing = CodeListing(code: written.code, annotations: annotations, fileLines: position.block.codeLineStarts.map(\.line))
        let errors = annotations.filter { $0.diagnostic.severity == .error }
        return ExampleFigure(id: id, variants: [.init(value: nil, listing: listing, display: .failed(errors))], initial: 0, showsFrames: false)
    }

    // MARK: Findings

    /// `Image("name")` without an asset of that name: an error at the call.
    private func missingImages(in evaluation: BlockEvaluation, slot: VariantSlot?) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var pending = evaluation.previews.map(\.root)
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children)
            guard case .image(let image) = node.kind, case .asset(let name, nil) = image.source else { continue }
            let missing = Diagnostic(
                .error, .missingImage, "no image named '\(name)' in the content folder", at: node.source,
                notes: [DiagnosticNote("'Image(\"\(name)\")' shows '\(AssetCatalog.imageFolder)\(name).svg' or '.png'")])
            found.append(moved(missing, slot: slot).located(in: position, file: file))
        }
        return found.sortedBySource()
    }

    /// Each finding under its code line, with the column measured from that line's start (and,
    /// on a variant slot's line, from the code as shown, without the marker).
    private func annotate(_ diagnostics: [Diagnostic], slot: VariantSlot?) -> [CodeListing.Annotation] {
        let starts = position.block.codeLineStarts
        return diagnostics.enumerated().map { ordinal, diagnostic in
            let at = diagnostic.position ?? position.fence
            let line = min(max(position.codeLine(at.line), 1), max(starts.count, 1))
            var column = line <= starts.count && position.codeLine(at.line) == line ? at.column - starts[line - 1].column + 1 : 1
            if let slot, line == slot.line, column > slot.column { column = max(column - VariantSlot.marker.utf8.count, slot.column) }
            return CodeListing.Annotation(diagnostic: diagnostic, line: line, column: column, anchor: "\(id)-diagnostic-\(ordinal + 1)")
        }
    }

    /// Drops repeats (the same clamped value reported by several previews), keeping the first.
    private func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
