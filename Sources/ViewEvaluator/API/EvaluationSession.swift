import Diagnostics
import ViewTree

/// Evaluates the Swift code blocks of one page in order. Declarations from earlier blocks stay
/// visible to later ones, and a later declaration of the same name replaces the earlier one.
///
/// Evaluation never throws and never hangs: problems become diagnostics, and runaway code is cut
/// off by `limits`. No SwiftSyntax type appears in this API.
public final class EvaluationSession {
    /// Point sizes of image assets, by name, for `Image("name")`.
    public let assets: [String: Size]
    public let limits: EvaluationLimits
    private var page = PageState()
    /// The page as it was before the last block evaluated (`evaluateAgain`).
    private var beforeLastBlock = PageState()

    public init(assets: [String: Size] = [:], limits: EvaluationLimits = EvaluationLimits()) {
        self.assets = assets
        self.limits = limits
    }

    /// Evaluates one block; `startLine` is the file line of the block's first line, so
    /// diagnostics and view sources point into the Markdown file.
    public func evaluate(block source: String, startLine: Int = 1) -> BlockEvaluation {
        beforeLastBlock = page.detached()
        return LargeStack.run {
            let (evaluation, after) = evaluateOnThisThread(block: source, startLine: startLine, over: page)
            page = after
            return evaluation
        }
    }

    /// The last block evaluated (or another version of it, such as a variant), evaluated again
    /// over the page as it was before that block, as a preview in `environment` shows it. The
    /// page keeps what the last `evaluate(block:)` left: later blocks never see this evaluation.
    public func evaluateAgain(block source: String, startLine: Int = 1, in environment: PreviewEnvironment) -> BlockEvaluation {
        var over = beforeLastBlock.detached()
        over.previewEnvironment = environment
        return LargeStack.run { evaluateOnThisThread(block: source, startLine: startLine, over: over).evaluation }
    }

    private func evaluateOnThisThread(block source: String, startLine: Int, over page: PageState) -> (evaluation: BlockEvaluation, page: PageState) {
        let parsed = SnippetParser(maximumBytes: limits.maxSourceBytes).parse(source, startLine: startLine)
        var page = page
        page.sourceMaps[parsed.file.root.id] = parsed.sourceMap
        let context = EvaluationContext(page: page, assets: assets, limits: limits)
        var previews = BlockEvaluator(context: context, file: parsed.file).evaluate()
        SourceRangeRecorder(file: parsed.file, map: parsed.sourceMap).record(&previews)
        let evaluation = BlockEvaluation(
            previews: previews, diagnostics: (parsed.diagnostics + context.diagnostics).sortedBySource(), environmentKeysRead: context.environmentKeysRead,
            syntax: parsed.cleanSyntax)
        return (evaluation, context.page)
    }
}
