/// Where a block with `variants=` takes its values: a `/*variant*/` comment right before one of
/// them, as in `HStack(alignment: /*variant*/.top)`. The code stays valid Swift as written (and
/// that value is the one shown first); each variant's code puts its value in place of the written
/// one and drops the comment.
struct VariantSlot {
    static let marker = "/*variant*/"

    enum Problem: Error, Equatable {
        case noMarker
        case severalMarkers
        /// The code after the marker does not start with any listed value.
        case unlistedValue(String)

        var message: String {
            switch self {
            case .noMarker:
                "'variants' needs a '\(VariantSlot.marker)' comment in the code, right before the value to replace"
            case .severalMarkers:
                "'variants' takes one '\(VariantSlot.marker)' comment; the code has several"
            case .unlistedValue(let found):
                "the value after '\(VariantSlot.marker)' ('\(found)') must be one of the 'variants'"
            }
        }
    }

    let variants: [String]
    /// The variant written in the code.
    let writtenIndex: Int
    /// UTF-8 offsets of the marker and of the end of the written value.
    let markerStart: Int
    let valueEnd: Int
    /// The marker's 1-based code line and UTF-8 column.
    let line: Int
    let column: Int

    /// Finds the one marker in `code` and the listed value after it (the longest, if several
    /// match, and only a whole one: `.top` does not match in `.topLeading`).
    static func find(in code: String, variants: [String]) throws(Problem) -> VariantSlot {
        let bytes = Array(code.utf8), marker = Array(marker.utf8)
        let starts = bytes.indices.filter { bytes[$0...].starts(with: marker) }
        guard let start = starts.first else { throw .noMarker }
        guard starts.count == 1 else { throw .severalMarkers }
        let after = bytes[(start + marker.count)...]
        let matching = variants.indices.filter { index in
            let value = Array(variants[index].utf8)
            guard after.starts(with: value) else { return false }
            let following = after.dropFirst(value.count).first
            return following.map { !isIdentifierByte($0) || !isIdentifierByte(value.last ?? 0) } ?? true
        }
        guard let written = matching.max(by: { variants[$0].utf8.count < variants[$1].utf8.count }) else {
            let word = after.prefix { !isBlankOrBreak($0) }.prefix(40)
            throw .unlistedValue(String(decoding: word, as: UTF8.self))
        }
        let lineStart = bytes[..<start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return VariantSlot(
            variants: variants, writtenIndex: written, markerStart: start,
            valueEnd: start + marker.count + variants[written].utf8.count,
            line: bytes[..<start].filter { $0 == UInt8(ascii: "\n") }.count + 1, column: start - lineStart + 1)
    }

    /// The code of variant `index`: the marker and written value replaced by its value.
    func code(_ index: Int, in code: String) -> String {
        let bytes = Array(code.utf8)
        return String(decoding: bytes[..<markerStart] + Array(variants[index].utf8) + bytes[valueEnd...], as: UTF8.self)
    }

    /// Moves a code column of the written variant (marker dropped) to the code as written:
    /// columns after the slot on its line shift right by the marker's length.
    func writtenColumn(line: Int, column: Int) -> Int {
        line == self.line && column >= self.column ? column + Self.marker.utf8.count : column
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isBlankOrBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: ")") || byte == UInt8(ascii: ",")
    }
}
