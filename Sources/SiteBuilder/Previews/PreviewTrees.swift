import ViewEvaluator
import ViewTree

/// A block's preview trees in each look its figure shows. The block is evaluated once, in the
/// standard environment; code that read `@Environment(\.colorScheme)` or
/// `@Environment(\.dynamicTypeSize)` there may build other views in a dark or resized look (an
/// adaptive row that stacks at accessibility sizes), so for such a look it is evaluated again in
/// that look's environment (`EvaluationSession.evaluateAgain`), once per environment.
struct PreviewTrees {
    private let evaluation: BlockEvaluation
    private let evaluate: (PreviewEnvironment) -> BlockEvaluation
    private var others: [PreviewEnvironment: BlockEvaluation] = [:]

    init(evaluation: BlockEvaluation, evaluate: @escaping (PreviewEnvironment) -> BlockEvaluation) {
        self.evaluation = evaluation
        self.evaluate = evaluate
    }

    /// Preview `index` as the code builds it in `environment`; the standard tree when the code read
    /// nothing that environment changes, or when evaluating it there fails or gives other previews.
    mutating func root(_ index: Int, in environment: PreviewEnvironment) -> ViewNode {
        let standard = evaluation.previews[index].root
        guard environment.changes(evaluation.environmentKeysRead) else { return standard }
        let other = others[environment] ?? evaluate(environment)
        others[environment] = other
        guard other.errors.isEmpty, other.previews.count == evaluation.previews.count else { return standard }
        return other.previews[index].root
    }

    /// For a look that follows the page's theme, what code reading the colour scheme builds in
    /// dark mode, drawn for the dark theme beside the light drawing; nil for other code and looks.
    mutating func darkRoot(_ index: Int, for look: PreviewLook) -> ViewNode? {
        guard look.schemes == .matchingPage, evaluation.environmentKeysRead.contains("colorScheme") else { return nil }
        var dark = look.environment
        dark.isDark = true
        return root(index, in: dark)
    }
}
