import Diagnostics
import ViewTree

/// Shared state of one layout run: options, pixel grid, reported issues and the trace.
final class LayoutContext {
    let options: LayoutOptions
    let pixel: Double
    private(set) var issues: [Diagnostic] = []
    private var issueKeys: Set<IssueKey> = []
    private(set) var trace: [LayoutTraceStep] = []
    /// The nodes whose algorithm is running, innermost last (the trace's "parent").
    private var requesters: [(id: String, kind: String)] = []
    /// The size `containerRelativeFrame` measures against: the innermost container's, set while
    /// that container measures or places its content (Containers.md §5.1).
    private(set) var container = ProposedViewSize.unspecified

    init(options: LayoutOptions) {
        self.options = options
        self.pixel = 1 / max(options.displayScale, 1)
    }

    /// The [U] values in effect.
    var estimates: EstimatedConstants { options.estimates }

    /// Rounds up to a whole pixel; text measures itself this way (Layout.md §1.6).
    func ceilToPixel(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value / pixel - 1e-9).rounded(.up) * pixel
    }

    /// Records an invalid value once per node and message; a clamped value still shows, so it is a warning.
    func report(_ id: DiagnosticID, _ message: String, node: LayoutNode) {
        report(id, message, nodeID: node.id, source: node.source)
    }

    func report(_ id: DiagnosticID, _ message: String, nodeID: String, source: SourceLocation?) {
        let issue = Diagnostic(.warning, id, message, at: source)
        if issueKeys.insert(IssueKey(nodeID: nodeID, issue: issue)).inserted { issues.append(issue) }
    }

    /// Each node's findings are kept once; nodes built from the same code (a `ForEach`) each keep theirs.
    private struct IssueKey: Hashable {
        let nodeID: String
        let issue: Diagnostic
    }

    /// Runs `body` as `node`'s computation, recording the request and its answer when tracing.
    func measure(_ node: LayoutNode, _ proposal: ProposedViewSize, cached: Bool, _ body: () -> Size) -> Size {
        guard options.recordsTrace else { return body() }
        let index = trace.count
        trace.append(LayoutTraceStep(
            parentID: requesters.last?.id, parentKind: requesters.last?.kind, childID: node.id, childKind: node.traceLabel,
            proposal: proposal, response: .zero, cached: cached, depth: requesters.count))
        requesters.append((node.id, node.traceLabel))
        let size = body()
        requesters.removeLast()
        trace[index].response = size
        return size
    }

    /// Records a decision `node` made while answering `proposal` (which ViewThatFits candidate it
    /// chose and why), nested under the node's own request.
    func note(_ text: String, node: LayoutNode, proposal: ProposedViewSize) {
        guard options.recordsTrace else { return }
        trace.append(LayoutTraceStep(
            parentID: node.id, parentKind: node.traceLabel, childID: node.id, childKind: node.traceLabel,
            proposal: proposal, response: .zero, cached: false, depth: requesters.count, note: text))
    }

    /// Runs `body` as `node` placing its children, so the sizes it asks for there are recorded
    /// as its requests (nested under it) rather than as the canvas's.
    func placing(_ node: LayoutNode, _ body: () -> Void) {
        guard options.recordsTrace else { return body() }
        requesters.append((node.id, node.traceLabel))
        body()
        requesters.removeLast()
    }

    /// Runs `body` with `size` as the container size, when a node establishes one.
    func within<T>(container size: ProposedViewSize?, _ body: () -> T) -> T {
        guard let size else { return body() }
        let outer = container
        container = size
        defer { container = outer }
        return body()
    }
}
