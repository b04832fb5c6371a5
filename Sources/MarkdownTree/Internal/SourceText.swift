import Diagnostics

/// UTF-8 bytes with an index of line starts, for the byte-level questions cmark's positions raise
/// (what is at this column, how long is this line). Line endings are `\n`, `\r\n` or `\r`, as in
/// CommonMark ("Characters and lines").
struct SourceText {
    let bytes: [UInt8]
    /// Byte offset where each line starts; line 1 starts at 0.
    let lineStarts: [Int]

    init(_ bytes: some Collection<UInt8>) {
        self.bytes = Array(bytes)
        self.lineStarts = Self.indexLines(self.bytes)
    }

    var lineCount: Int { lineStarts.count }

    /// The bytes of a 1-based line without its line ending; empty outside the text.
    func line(_ number: Int) -> ArraySlice<UInt8> {
        guard number >= 1, number <= lineCount else { return [] }
        let start = lineStarts[number - 1]
        var end = number < lineCount ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return bytes[start..<end]
    }

    /// The byte at a 1-based line and column, if there is one.
    func byte(line number: Int, column: Int) -> UInt8? {
        let line = line(number)
        guard column >= 1, column <= line.count else { return nil }
        return line[line.startIndex + column - 1]
    }

    /// The line and column of a byte offset.
    func position(ofOffset offset: Int) -> SourcePosition {
        let line = lineIndex(containing: offset)
        return SourcePosition(line: line + 1, column: offset - lineStarts[line] + 1)
    }

    /// The UTF-8 column of a column counted in Unicode scalars (libyaml's unit).
    func utf8Column(line number: Int, scalarColumn: Int) -> Int {
        let scalars = String(decoding: line(number), as: UTF8.self).unicodeScalars
        return scalars.prefix(max(scalarColumn - 1, 0)).reduce(1) { $0 + UTF8.width($1) }
    }

    /// Where the first byte that is not valid UTF-8 sits (1:1 if all are valid).
    func firstInvalidUTF8Position() -> SourcePosition {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return position(ofOffset: offset)
            case .emptyInput: return SourcePosition(line: 1, column: 1)
            }
        }
    }

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private static func indexLines(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
                index += 1
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r"), index < bytes.count {
                starts.append(index)
            }
        }
        return starts
    }
}
