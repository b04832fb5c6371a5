import Diagnostics
import SwiftSyntax
import ViewTree

/// The state of one evaluation, shared by the evaluators that do its jobs: one block, or one
/// layout-time callback such as a `GeometryReader` closure, with its own budget and diagnostics
/// over a snapshot of the page's declarations.
///
/// Evaluators keep no state of their own; everything that outlives one call lives here.
final class EvaluationContext {
    var page: PageState
    let assets: [String: Size]
    var budget: Budget
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<Diagnostic> = []
    /// Pickers built so far, for the implicit tagging of their options and the style warning.
    let pickers = PickerState()
    /// Observable objects that `.environment(model)` or `.environmentObject(model)` put in the
    /// environment of the view being built, by type name.
    var environmentObjects: [String: Value] = [:]
    /// What `.environment(\.key, value)` and `.dynamicTypeSize(_:)` wrote for the view being
    /// built, by key, for `@Environment(\.key)` to read (`BuiltinValues.environmentWrite`).
    var environmentValues: [String: Value] = [:]
    /// Keys `@Environment` read from the preview's environment (no enclosing modifier wrote them).
    var environmentKeysRead: Set<String> = []
    /// `UUID()` calls so far, so generated ids are deterministic.
    private var uuidCount = 0

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

    /// Every evaluated expression and statement asks for its position; most ask about the block
    /// asked about last, so its map is kept at hand rather than looked up by hashing the root's id.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        sourceMap(of: node)?.location(of: node) ?? SourceLocation(line: 0, column: 0)
    }

    /// The node's code without the trivia around it, as `trimmedDescription`, worked out once per node.
    func code(of node: some SyntaxProtocol) -> String {
        sourceMap(of: node)?.code(of: node) ?? node.trimmedDescription
    }

    private func sourceMap(of node: some SyntaxProtocol) -> SourceMap? {
        let root = node.root.id
        if let last = lastMap, last.root == root { return last.map }
        guard let map = page.sourceMaps[root] else { return nil }
        lastMap = (root, map)
        return map
    }

    private var lastMap: (root: SyntaxIdentifier, map: SourceMap)?

    /// Creates a view node, counting it against the node limit. A symbol Fieldguide has no glyph
    /// for (`SymbolCatalog`) is drawn as a placeholder square, which the reader is told about.
    func node(_ kind: ViewKind, _ children: [ViewNode] = [], at source: SourceLocation?, displayName: String? = nil) throws -> ViewNode {
        try budget.countNode(at: source)
        if case .image(let image) = kind, case .systemSymbol(let name) = image.source, SymbolCatalog.codepoint(for: name) == nil, let source {
            report(.warning, .approximated, "symbol '\(name)' is not in Fieldguide's symbol table; it is drawn as a placeholder square", at: source)
        }
        return ViewNode(kind, children: children, source: source, displayName: displayName)
    }

    /// Runs `body` one level deeper, so endless recursion ends in a diagnostic, not a crash.
    func nested<T>(at location: SourceLocation, _ body: () throws -> T) throws -> T {
        try budget.enter(at: location)
        defer { budget.leave() }
        return try body()
    }

    /// The next generated UUID: zeros, then the count of `UUID()` calls in its last digits.
    func nextUUID() -> String {
        uuidCount += 1
        let digits = String(uuidCount)
        return "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - digits.count)) + digits
    }
}
