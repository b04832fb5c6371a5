import Diagnostics
import SwiftSyntax
import ViewTree

/// Walks a block's syntax tree and computes values and views directly; nothing is compiled.
///
/// One interpreter evaluates one block (or one layout-time callback such as a `GeometryReader`
/// closure) with its own budget and diagnostics, over a snapshot of the page's declarations.
final class Interpreter {
    var page: PageState
    let assets: [String: Size]
    var budget: Budget
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<Diagnostic> = []
    /// Pickers not yet followed by `.pickerStyle`; they are drawn segmented, with a warning.
    var unstyledPickers: Set<SourceLocation> = []
    /// Above zero while a Picker's options are built: ForEach then tags each option with its id.
    var pickerContentDepth = 0
    /// True while the arguments of a CGFloat-taking modifier are evaluated: integer literals there
    /// are CGFloat, as Swift infers them (`.frame(width: 100 / 3)` is 33.33, not 33).
    var integerLiteralsAreCGFloat = false
    /// Counts `UUID()` calls so generated ids are deterministic.
    var uuidCounter = 0

    init(page: PageState, assets: [String: Size], limits: EvaluationLimits) {
        self.page = page
        self.assets = assets
        self.budget = Budget(limits: limits)
    }

    var limits: EvaluationLimits { budget.limits }

    /// Records a diagnostic once, however often a loop or ForEach reaches the same spot.
    func report(_ severity: DiagnosticSeverity, _ id: DiagnosticID, _ message: String, at location: SourceLocation, notes: [DiagnosticNote] = []) {
        let d = Diagnostic(severity, id, message, at: location, notes: notes)
        if reported.insert(d).inserted { diagnostics.append(d) }
    }

    /// Every evaluated expression and statement asks for its position; loops ask again for the
    /// same nodes, so positions are remembered (finding a node's root and trivia is not cheap).
    private var locations: [SyntaxIdentifier: SourceLocation] = [:]

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        if let known = locations[node.id] { return known }
        guard let map = page.sourceMaps[node.root.id] else { return SourceLocation(line: 0, column: 0) }
        let found = map.location(of: node)
        locations[node.id] = found
        return found
    }

    /// Creates a view node, counting it against the node limit.
    func node(_ kind: ViewKind, _ children: [ViewNode] = [], at source: SourceLocation?, displayName: String? = nil) throws -> ViewNode {
        try budget.countNode(at: source)
        return ViewNode(kind, children: children, source: source, displayName: displayName)
    }

    /// Wraps content in a modifier node, as SwiftUI's modifiers wrap their content in a new view.
    func wrap(_ content: ViewNode, _ kind: ViewKind, at source: SourceLocation) throws -> Value {
        .view(try node(kind, [content], at: source))
    }

    /// Runs `body` one level deeper, so endless recursion ends in a diagnostic, not a crash.
    func nested<T>(at location: SourceLocation, _ body: () throws -> T) throws -> T {
        try budget.enter(at: location)
        defer { budget.leave() }
        return try body()
    }
}
