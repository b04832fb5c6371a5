import LayoutEngine
import MarkdownTree

/// A layout trace as a nested HTML list: each request (`HStack proposes 125.67 × 100 to
/// Text "Layout is…" → 86 × 40.67`) holds the requests its answer needed, so nesting shows
/// depth. Answers that came from a node's cache repeat an earlier step and are left out (and counted).
struct TraceList {
    let steps: [LayoutTraceStep]
    /// Counted once: a figure's HTML asks for it three times, and filtering copied every step.
    let cachedCount: Int

    init(steps: [LayoutTraceStep]) {
        self.steps = steps
        cachedCount = steps.count(where: \.cached)
    }

    var shownCount: Int { steps.count - cachedCount }

    /// `<ol class="trace-steps">` numbered `index` among a preview's traces; every step names its
    /// node (`data-node`) and the first is the list's tab stop (the page script moves it with the
    /// arrow keys).
    func html(index: Int) -> String {
        var html = "<ol class=\"trace-steps\" data-trace=\"\(index)\">"
        var level = 0
        var itemOpen = false
        var first = true
        for step in steps where !step.cached {
            if itemOpen, step.depth > level {
                html += "<ol>"
                level += 1
            } else if itemOpen {
                html += "</li>"
                while level > step.depth {
                    html += "</ol></li>"
                    level -= 1
                }
            }
            let focus = first ? " tabindex=\"0\"" : ""
            html += "<li><span class=\"trace-step\" data-node=\"\(step.childID)\"\(focus)>\(HTMLEscaping.escape(step.description))</span>"
            itemOpen = true
            first = false
        }
        if itemOpen { html += "</li>" }
        while level > 0 {
            html += "</ol></li>"
            level -= 1
        }
        return html + "</ol>"
    }

    /// "12 steps" or "12 steps, 3 repeats answered from cache not shown".
    var summary: String {
        let shown = shownCount == 1 ? "1 step" : "\(shownCount) steps"
        switch cachedCount {
        case 0: return shown
        case 1: return shown + ", 1 repeat answered from cache not shown"
        default: return shown + ", \(cachedCount) repeats answered from cache not shown"
        }
    }
}
