import Diagnostics
import ViewTree

extension ViewBuilderEvaluator {
    /// `Text("a") + Text("b").bold()`: one Text with two runs. Text-returning modifiers written on
    /// a part (font, weight, italic, colour) move into that part's runs; inner ones win.
    func concatenateText(_ a: Value, _ b: Value, at here: SourceLocation) throws -> Value {
        guard case .view(let left) = a, case .view(let right) = b, let leftRuns = runs(of: left), let rightRuns = runs(of: right) else {
            report(.error, .typeMismatch, "'+' joins only 'Text' views (with text modifiers such as 'bold()' or 'font(_:)')", at: here)
            return .unresolved("+")
        }
        try context.budget.makeCollection(count: leftRuns.count + rightRuns.count, bytesPerElement: MemoryLayout<TextContent.Run>.stride, at: here)
        return .view(try context.node(.text(TextContent(runs: leftRuns + rightRuns)), at: textSource(left) ?? here))
    }

    /// Where the innermost `Text` of a modified text was written: the start of the whole expression.
    private func textSource(_ view: ViewNode) -> SourceLocation? {
        if case .text = view.kind { return view.source }
        return view.children.first.flatMap(textSource) ?? view.source
    }

    private func runs(of view: ViewNode) -> [TextContent.Run]? {
        if case .text(let text) = view.kind { return text.runs }
        guard case .environment(let change) = view.kind, view.children.count == 1, var runs = runs(of: view.children[0]) else { return nil }
        for i in runs.indices {
            guard apply(change, to: &runs[i]) else { return nil }
        }
        return runs
    }

    /// Applies one text modifier to a run unless the run already sets that attribute.
    private func apply(_ change: EnvironmentChange, to run: inout TextContent.Run) -> Bool {
        switch change {
        case .font(let f):
            if run.font == nil { run.font = f }
        case .fontWeight(.bold):
            run.bold = true
        case .fontWeight(let w):
            guard let f = run.font else { return false }
            run.font = f.weight(w)
        case .italic:
            run.italic = true
        case .foregroundStyle(let p):
            if run.foreground == nil { run.foreground = p }
        default:
            return false
        }
        return true
    }
}
