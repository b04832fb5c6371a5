import ViewTree

/// The code one view or modifier was written as: a byte range of a block's code, keyed by the
/// source location the evaluator gave its node, which the preview's frame outline also carries
/// (`data-line`, `data-column`), so the page can link the two.
struct CodeExpression: Hashable {
    /// UTF-8 offsets into the code, `end` exclusive.
    let start: Int
    let end: Int
    /// The node's source: the Markdown file line and the column within the code line.
    let location: SourceLocation

    /// Neither range reaches into the other without containing it.
    func nestsOrAvoids(_ other: CodeExpression) -> Bool {
        end <= other.start || other.end <= start || (start <= other.start && other.end <= end)
            || (other.start <= start && end <= other.end)
    }
}

extension CodeExpression {
    /// The code of every view and modifier under `roots` that was written in `code` and was laid
    /// out (its source is in `placed`: not `Group`, `ForEach`, `EmptyView` or a candidate
    /// `ViewThatFits` never chose), from the range the evaluator recorded for its node;
    /// ordered by start (outer before inner), each either nested in or apart from every other.
    static func all(in roots: [ViewNode], code: String, startLine: Int, placed: Set<SourceLocation>) -> [CodeExpression] {
        let offsets = LineOffsets(code)
        var found: [SourceLocation: CodeExpression] = [:]
        var pending = roots
        while let node = pending.popLast() {
            pending += node.children
            guard let start = node.source, placed.contains(start), let end = node.sourceEnd, found[start] == nil,
                  let from = offsets.offset(line: start.line - startLine + 1, column: start.column),
                  let to = offsets.offset(line: end.line - startLine + 1, column: end.column, endInclusive: true), from < to
            else { continue }
            found[start] = CodeExpression(start: from, end: to, location: start)
        }
        return nested(Array(found.values))
    }

    /// Sorted outer first; a range crossing one already kept is dropped, so the spans nest.
    private static func nested(_ expressions: [CodeExpression]) -> [CodeExpression] {
        let sorted = expressions.sorted { ($0.start, -$0.end, $0.location.line, $0.location.column) < ($1.start, -$1.end, $1.location.line, $1.location.column) }
        var kept: [CodeExpression] = []
        for expression in sorted where kept.allSatisfy({ $0.nestsOrAvoids(expression) }) {
            kept.append(expression)
        }
        return kept
    }
}
