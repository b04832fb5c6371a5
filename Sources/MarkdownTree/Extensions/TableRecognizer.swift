import Diagnostics

/// Finds a GFM table in a paragraph ("Tables (extension)"). Plain cmark reads the rows as one
/// paragraph, one line each; the table starts at the first line followed by a delimiter row with
/// as many cells as it has, and runs to the paragraph's end (a blank line or another block ends
/// both). Lines before it stay a paragraph. Short body rows get empty cells; cells past the
/// header's count are dropped with a warning.
struct TableRecognizer {
    let source: ExtensionSource

    /// Whether a table is possible at all: one line break, and a `|` in some text.
    static func mayHoldTable(_ inlines: [Inline]) -> Bool {
        inlines.contains(where: ParagraphLine.isBreak)
            && inlines.contains { if case .text(let text) = $0 { text.string.utf8.contains(UInt8(ascii: "|")) } else { false } }
    }

    /// The paragraph's blocks with its table, or nil when there is none. `inlines` are the
    /// paragraph's children with literal text joined.
    func blocks(_ inlines: [Inline], in paragraph: Paragraph, diagnostics: inout [Diagnostic]) -> (before: Paragraph?, table: Table)? {
        let lines = ParagraphLine.lines(inlines)
        guard lines.count >= 2 else { return nil }
        for index in 0..<(lines.count - 1) {
            guard let alignments = TableRowSplitter.alignments(lines[index + 1].inlines, source),
                  let header = TableRowSplitter.cells(lines[index].inlines, source), header.count == alignments.count
            else { continue }
            let rows = lines[(index + 2)...].compactMap { row($0.inlines, columns: alignments.count, diagnostics: &diagnostics) }
            let headerRow = Table.Row(cells: header, range: lines[index].range)
            let range = SourceRange(start: lines[index].range.start, end: paragraph.range.end)
            let before = index == 0 ? nil : Paragraph(
                children: Array(inlines[..<lines[index].startIndex].dropLast()),
                range: SourceRange(start: paragraph.range.start, end: lines[index - 1].range.end))
            return (before, Table(alignments: alignments, header: headerRow, rows: rows, range: range))
        }
        return nil
    }

    private func row(_ inlines: [Inline], columns: Int, diagnostics: inout [Diagnostic]) -> Table.Row? {
        guard var cells = TableRowSplitter.cells(inlines, source), let first = inlines.first, let last = inlines.last else { return nil }
        if cells.count > columns {
            diagnostics.append(Diagnostic(
                .warning, .tableExtraCells,
                "this row has \(cells.count) cells but the table's header has \(columns); the extra cells are dropped, so add a header cell or remove a '|'",
                at: cells[columns].range.start))
            cells.removeSubrange(columns...)
        }
        let end = SourcePosition(line: last.range.end.line, column: last.range.end.column + 1)
        cells += repeatElement(Table.Cell(children: [], range: SourceRange(start: end, end: end)), count: columns - cells.count)
        return Table.Row(cells: cells, range: SourceRange(start: first.range.start, end: last.range.end))
    }
}
