import Diagnostics
import Foundation
import LayoutEngine
import TestSupport
import ViewEvaluator
import ViewTree

/// Evaluates a corpus snippet as one page and lays out each preview with the exact Ahem measurer
/// (every character 1 em wide, line height 1 em), timing both in this thread's CPU time, so
/// other processes on a busy machine don't count against the one-second bound.
struct CorpusRun {
    struct LaidOutPreview {
        var name: String?
        /// One line per placed node, depth first, in the frame-line format.
        var nodes: [String]
    }

    var previews: [LaidOutPreview] = []
    var diagnostics: [String] = []
    var issues: [String] = []
    var duration: Duration = .zero

    init(source: String) {
        let start = Self.threadCPUTime()
        let session = EvaluationSession(assets: CorpusCase.assets(in: source), limits: Self.limits)
        let canvas = CorpusCase.canvas(in: source)
        let engine = LayoutEngine()
        for block in SnippetBlocks.split(source) {
            let result = session.evaluate(block: block.text, startLine: block.startLine)
            diagnostics += result.diagnostics.flatMap { $0.description.split(separator: "\n").map(String.init) }
            for preview in result.previews {
                let layout = engine.layout(preview.root, width: canvas.width, height: canvas.height.map { .fixed($0) } ?? .fit)
                var nodes: [String] = []
                layout.root.forEach { nodes.append(Self.line(for: $0)) }
                previews.append(LaidOutPreview(name: preview.name, nodes: nodes))
                issues += layout.issues.map(Self.line(for:))
            }
        }
        duration = Self.threadCPUTime() - start
    }

    private static func threadCPUTime() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// Runaway snippets must stop by count, not by the clock, so their diagnostics are the same on
    /// every machine: step and view budgets small enough to end well inside the one-second bound in
    /// a debug build on a busy machine, and a time limit that only backs them up.
    static let limits = EvaluationLimits(maxSteps: 30_000, maxNodes: 2_000, timeLimit: .seconds(10))

    /// `Kind #tag "line 1" / "line 2" (x, y, w, h)`.
    static func line(for node: PlacedNode) -> String {
        var parts = [node.kind]
        if let tag = node.tag { parts.append("#" + tag) }
        if let text = node.text { parts.append(text.lines.map { "\"\($0.text)\"" }.joined(separator: " / ")) }
        parts.append(PlacedTreeDumper.format(node.frame))
        return parts.joined(separator: " ")
    }

    /// `line:col: message [id]`, or `-: …` for an issue without a source location.
    static func line(for issue: Diagnostic) -> String {
        let place = issue.position.map { "\($0.line):\($0.column)" } ?? "-"
        return "\(place): \(issue.message) [\(issue.id)]"
    }

    /// The expected frame lines that are not found, in order, among `nodes`.
    static func unmatched(_ frames: [String], in nodes: [String]) -> [String] {
        var remaining = nodes[...]
        var missing: [String] = []
        for frame in frames {
            if let index = remaining.firstIndex(of: frame) {
                remaining = remaining[(index + 1)...]
            } else {
                missing.append(frame)
            }
        }
        return missing
    }
}
