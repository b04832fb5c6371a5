/// Where each line of a piece of code starts, in UTF-8 bytes.
struct LineOffsets {
    private let starts: [Int]
    private let count: Int

    init(_ code: String) {
        var starts = [0]
        for (index, byte) in code.utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        self.starts = starts
        self.count = code.utf8.count
    }

    /// The offset of a 1-based line and UTF-8 column, nil outside the code; with `endInclusive`,
    /// the position just past the line's last character counts too (where a range may end).
    func offset(line: Int, column: Int, endInclusive: Bool = false) -> Int? {
        guard line >= 1, line <= starts.count, column >= 1 else { return nil }
        let offset = starts[line - 1] + column - 1
        let lineEnd = line < starts.count ? starts[line] - 1 : count
        return offset < lineEnd || (endInclusive && offset == lineEnd) ? offset : nil
    }

    /// The 1-based line and UTF-8 column of an offset in the code.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let line = (starts.lastIndex { $0 <= offset } ?? 0) + 1
        return (line, offset - starts[line - 1] + 1)
    }
}
