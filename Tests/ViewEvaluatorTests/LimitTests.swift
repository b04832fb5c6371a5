import Diagnostics
import Foundation
import Testing
@testable import ViewEvaluator

/// Runaway code ends quickly with one limit diagnostic instead of hanging or crashing.
@Suite struct LimitTests {
    /// Evaluates `source` and checks it stopped within a second with the given limit id.
    private func expectStopped(
        _ source: String, with id: DiagnosticID, limits: EvaluationLimits = EvaluationLimits(), sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let clock = ContinuousClock()
        var result: BlockEvaluation?
        let elapsed = clock.measure { result = EvaluationSession(limits: limits).evaluate(block: source) }
        #expect(elapsed < .seconds(1), "took \(elapsed)", sourceLocation: sourceLocation)
        #expect(result?.previews.isEmpty == true, sourceLocation: sourceLocation)
        #expect(result?.errors.map(\.id) == [id], "\(result?.diagnostics.map(\.description) ?? [])", sourceLocation: sourceLocation)
    }

    @Test func hugeForEachHitsTheNodeLimit() {
        let limits = EvaluationLimits(maxNodes: 1_000, timeLimit: .seconds(5))
        expectStopped("ForEach(0..<10_000_000) { i in Text(\"\\(i)\") }", with: .nodeLimit, limits: limits)
    }

    /// With the default limits the same ForEach stops by node count or by time (500 ms): within
    /// seconds, where running it through would take minutes. The bound leaves room for a loaded
    /// machine (a 1 s bound failed now and then while other builds ran).
    @Test func hugeForEachStopsQuicklyWithDefaultLimits() {
        let clock = ContinuousClock()
        var result: BlockEvaluation?
        let elapsed = clock.measure { result = EvaluationSession().evaluate(block: "ForEach(0..<10_000_000) { i in Text(\"\\(i)\") }") }
        #expect(elapsed < .seconds(3))
        #expect([DiagnosticID.nodeLimit, .timeLimit].contains(result?.errors.first?.id))
    }

    @Test func endlessLoopHitsTheStepOrTimeLimit() {
        let source = "func spin() -> Int {\n    var n = 0\n    while true { n += 1 }\n    return n\n}\nText(\"\\(spin())\")"
        let result = EvaluationSession().evaluate(block: source)
        #expect(result.errors.count == 1)
        #expect([DiagnosticID.stepLimit, .timeLimit].contains(result.errors.first?.id))
    }

    @Test func endlessRecursionHitsTheDepthLimit() {
        expectStopped("func f(_ n: Int) -> Int { f(n + 1) }\nText(\"\\(f(0))\")", with: .depthLimit)
    }

    @Test func selfContainingViewHitsTheDepthLimit() {
        expectStopped("struct Loop: View {\n    var body: some View { VStack { Loop() } }\n}\nLoop()", with: .depthLimit)
    }

    @Test func hugeRangeMapHitsALimit() {
        let result = EvaluationSession(limits: EvaluationLimits(maxSteps: 50_000)).evaluate(block: "let a = (0..<10_000_000).map { $0 * 2 }\nText(\"\\(a.count)\")")
        #expect(result.errors.map(\.id) == [.stepLimit])
    }

    /// The step at which processor time runs out differs from run to run, so the limit is
    /// reported where the outermost statement running starts: the same page every time.
    @Test(arguments: [
        ("var n = 0\nwhile true {\n    n += 1\n}", SourcePosition(line: 11, column: 1)),
        ("var total = 0\nfor a in 0..<100_000 {\n    for b in 0..<100_000 {\n        total += a ^ b\n    }\n}", SourcePosition(line: 11, column: 1)),
        ("func spin() -> Int {\n    var n = 0\n    while true { n += 1 }\n    return n\n}\nText(\"\\(spin())\")", SourcePosition(line: 15, column: 1)),
    ])
    func timeLimitIsReportedAtTheOutermostStatementRunning(source: String, position: SourcePosition) {
        let limits = EvaluationLimits(maxSteps: .max, maxDepth: 120, maxNodes: .max, timeLimit: .milliseconds(20))
        for _ in 0..<4 {
            let result = EvaluationSession(limits: limits).evaluate(block: source, startLine: 10)
            #expect(result.errors.map(\.id) == [.timeLimit])
            #expect(result.errors.first?.position == position)
        }
    }

    /// A thread that waits uses no processor time: code that an idle machine finishes in time is
    /// not stopped because a busy machine kept it waiting (same input, same page).
    @Test func theTimeLimitCountsProcessorTimeNotWaiting() throws {
        var budget = Budget(limits: EvaluationLimits(timeLimit: .milliseconds(50)))
        Thread.sleep(forTimeInterval: 0.12)
        for _ in 0..<1_024 { try budget.step(at: SourceLocation(line: 1, column: 1)) }
    }

    @Test func limitsDoNotLeakIntoTheNextBlock() {
        let session = EvaluationSession()
        _ = session.evaluate(block: "ForEach(0..<10_000_000) { i in Text(\"\\(i)\") }")
        #expect(session.evaluate(block: "Text(\"fine\")").diagnostics.isEmpty)
    }
}
