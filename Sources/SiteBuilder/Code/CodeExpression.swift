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
