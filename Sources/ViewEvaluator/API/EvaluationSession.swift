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

    public init(assets: [String: Size] = [:], limits: EvaluationLimits = EvaluationLimits()) {
        self.assets = assets
        self.limits = limits
    }

    /// Evaluates one block; `startLine` is the file line of the block's first line, so
    /// diagnostics and view sources point into the Markdown file.
    public func evaluate(block source: String, startLine: Int = 1) -> BlockEvaluation {
        LargeStack.run { evaluateOnThisThread(block: source, startLine: startLine) }
    }

    private func evaluateOnThisThread(block source: String, startLine: Int) -> BlockEvaluation {
        let parsed = SnippetParser(maximumBytes: limits.maxSourceBytes).parse(source, startLine: startLine)
        page.sourceMaps[parsed.file.root.id] = parsed.sourceMap
        let context = EvaluationContext(page: page, assets: assets, limits: limits)
        var previews = BlockEvaluator(context: context, file: parsed.file).evaluate()
        SourceRangeRecorder(file: parsed.file, map: parsed.sourceMap).record(&previews)
        page = context.page
        return BlockEvaluation(previews: previews, diagnostics: (parsed.diagnostics + context.diagnostics).sortedBySource())
    }
}
