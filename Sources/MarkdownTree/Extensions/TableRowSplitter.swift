import Diagnostics

/// Cuts one line of a would-be table into cells at its literal `|` characters (GFM "Tables
/// (extension)"). A pipe written `\|` or `&#124;` is its own text node and never cuts. A pipe at
/// either end of the line only closes the row. Pipes inside code spans, emphasis or links do not
/// cut here (GitHub cuts before reading inlines): a cell's markup always stays whole.
enum TableRowSplitter {
    /// The cells of a line, trimmed; nil for a line with no inlines.
    static func cells(_ line: [Inline], _ source: ExtensionSource) -> [Table.Cell]? {
        guard let first = line.first, let last = line.last else { return nil }
        var cells: [[Inline]] = [[]]
        var pipes: [SourcePosition] = []
        for inline in line {
            guard case .text(let text) = inline, let map = source.map(text) else {
                cells[cells.count - 1].append(inline)
                continue
            }
            var start = 0
            for (offset, byte) in map.bytes.enumerated() where byte == UInt8(ascii: "|") && map.isRaw(offset) {
                if let piece = map.slice(start..<offset) { cells[cells.count - 1].append(.text(piece)) }
                pipes.append(map.position(offset))
                cells.append([])
                start = offset + 1
            }
            if let piece = map.slice(start..<map.bytes.count) { cells[cells.count - 1].append(.text(piece)) }
        }
        var ranges = zip([first.range.start] + pipes, pipes + [last.range.end]).map { ($0, $1) }
        if pipes.first != nil, isBlank(cells[0]) {
            cells.removeFirst()
            ranges.removeFirst()
        }
        if !pipes.isEmpty, let lastCell = cells.last, isBlank(lastCell) {
            cells.removeLast()
            ranges.removeLast()
        }
        return zip(cells, ranges).map { cell($0, between: $1, source) }
    }

    /// The alignments of a delimiter row (`| :-- | :-: | --: |`), or nil when the line is not one.
    static func alignments(_ line: [Inline], _ source: ExtensionSource) -> [Table.Alignment]? {
        guard line.count == 1, case .text(let text) = line[0], text.string.utf8.contains(UInt8(ascii: "|")),
              let map = source.map(text), map.bytes.indices.allSatisfy(map.isRaw)
        else { return nil }
        var parts = text.string.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingBlanks }
        if parts.first?.isEmpty == true { parts.removeFirst() }
        if parts.last?.isEmpty == true { parts.removeLast() }
        guard !parts.isEmpty else { return nil }
        var alignments: [Table.Alignment] = []
        for part in parts {
            let leading = part.hasPrefix(":"), trailing = part.hasSuffix(":") && part.count > 1
            let dashes = part.dropFirst(leading ? 1 : 0).dropLast(trailing ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            alignments.append(leading && trailing ? .center : leading ? .left : trailing ? .right : .none)
        }
        return alignments
    }

    private static func isBlank(_ inlines: [Inline]) -> Bool {
        inlines.allSatisfy { if case .text(let text) = $0 { text.string.allSatisfy { $0 == " " || $0 == "\t" } } else { false } }
    }

    /// A cell's inlines without the blanks at either end; an empty cell sits just after its pipe.
    private static func cell(_ inlines: [Inline], between bounds: (SourcePosition, SourcePosition), _ source: ExtensionSource) -> Table.Cell {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var trimmed = inlines
        if case .text(let text)? = trimmed.first, let map = source.map(text) {
            trimmed.removeFirst()
            let blanks = map.bytes.prefix(while: isBlank).count
            if let rest = map.slice(blanks..<map.bytes.count) { trimmed.insert(.text(rest), at: 0) }
        }
        if case .text(let text)? = trimmed.last, let map = source.map(text) {
            trimmed.removeLast()
            let blanks = map.bytes.reversed().prefix(while: isBlank).count
            if let rest = map.slice(0..<(map.bytes.count - blanks)) { trimmed.append(.text(rest)) }
        }
        guard let first = trimmed.first, let last = trimmed.last else {
            let after = SourcePosition(line: bounds.0.line, column: bounds.0.column + 1)
            return Table.Cell(children: [], range: SourceRange(start: after, end: after))
        }
        return Table.Cell(children: trimmed, range: SourceRange(start: first.range.start, end: last.range.end))
    }
}
