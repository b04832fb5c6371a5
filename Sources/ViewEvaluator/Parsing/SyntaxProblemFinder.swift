import SwiftSyntax

/// Finds a parsed block's first syntax problems (missing tokens, unexpected code, malformed
/// tokens) in one pass that only descends into nodes containing an error.
///
/// Why: swift-syntax's `ParseDiagnosticsGenerator` builds fix-its and checks every node against
/// every problem handled so far, so 2,000 lines of `let = 1` take a minute. `SnippetParser` asks it
/// for its well-worded messages only when this finder counts few problems.
final class SyntaxProblemFinder: SyntaxAnyVisitor {
    /// One problem: where it is and a plain description.
    struct Problem {
        let position: AbsolutePosition
        let message: String
    }

    /// swift-syntax's words for the parser's nesting limit. Past it the parser stops, so every
    /// later problem (a missing ')' for each open one) follows from it and is not listed.
    static let nestingOverflow = "parsing has exceeded the maximum nesting level"

    private let limit: Int
    private(set) var problems: [Problem] = []
    private var reachedNestingLimit = false

    /// Finds at most `limit` problems in `tree`.
    static func problems(in tree: some SyntaxProtocol, limit: Int) -> [Problem] {
        let finder = SyntaxProblemFinder(limit: limit)
        finder.walk(tree)
        return finder.problems
    }

    private init(limit: Int) {
        self.limit = limit
        super.init(viewMode: .all)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard node.hasError, problems.count < limit, !reachedNestingLimit else { return .skipChildren }
        if node.is(UnexpectedNodesSyntax.self), node.hasMaximumNestingLevelOverflow {
            problems.append(Problem(position: node.positionAfterSkippingLeadingTrivia, message: Self.nestingOverflow))
            reachedNestingLimit = true
            return .skipChildren
        }
        if node.is(UnexpectedNodesSyntax.self) {
            problems.append(Problem(position: node.positionAfterSkippingLeadingTrivia, message: "unexpected code '\(excerpt(node))'"))
            return .skipChildren
        }
        if let token = node.as(TokenSyntax.self) {
            let message = token.presence == .missing
                ? (token.text.isEmpty ? "expected a name or value here" : "expected '\(token.text)'")
                : "invalid '\(excerpt(token))'"
            problems.append(Problem(position: token.positionAfterSkippingLeadingTrivia, message: message))
        }
        return .visitChildren
    }

    /// The node's first line, shortened.
    private func excerpt(_ node: some SyntaxProtocol) -> String {
        let line = node.trimmedDescription.prefix { $0 != "\n" }
        return line.count > 30 ? line.prefix(30) + "…" : String(line)
    }
}
