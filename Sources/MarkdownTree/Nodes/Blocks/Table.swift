/// A GFM table ("Tables (extension)"): a header row, a delimiter row that sets each column's
/// alignment, and body rows. Plain cmark reads one as a paragraph; `TableRecognizer` finds it.
public struct Table: Hashable, Sendable {
    /// How a column's cells are aligned, from the colons of its delimiter cell (`:--`, `:-:`, `--:`).
    public enum Alignment: String, Hashable, Sendable {
        case none
        case left
        case center
        case right
    }

    /// One row; every row has exactly one cell per column (short rows are padded with empty cells).
    public struct Row: Hashable, Sendable {
        public let cells: [Cell]
        public let range: SourceRange

        public init(cells: [Cell], range: SourceRange) {
            self.cells = cells
            self.range = range
        }
    }

    /// One cell's inlines, trimmed of the blanks around them.
    public struct Cell: Hashable, Sendable {
        public let children: [Inline]
        public let range: SourceRange

        public init(children: [Inline], range: SourceRange) {
            self.children = children
            self.range = range
        }
    }

    public let alignments: [Alignment]
    public let header: Row
    public let rows: [Row]
    public let range: SourceRange

    public init(alignments: [Alignment], header: Row, rows: [Row], range: SourceRange) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
        self.range = range
    }
}
