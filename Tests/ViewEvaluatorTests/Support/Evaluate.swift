import ViewEvaluator
import ViewTree

/// Evaluates one block in a fresh session and returns its single preview's root.
func evaluateRoot(_ source: String, assets: [String: Size] = [:], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> ViewNode {
    let result = EvaluationSession(assets: assets).evaluate(block: source)
    #expect(result.errors.isEmpty, "\(result.errors.map(\.description))", sourceLocation: sourceLocation)
    return try #require(result.previews.first, sourceLocation: sourceLocation).root
}

import Testing
