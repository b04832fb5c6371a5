import SVGRenderer

/// A text split into its numbers and the literal pieces around them: `x="12.5" y="3"` is
/// `x="`, 12.5, `" y="`, 3, `"`. A number is an optional `-`, digits, and optionally `.` and
/// digits, as `NumberFormat` writes them. Two texts with equal pieces differ only in numbers.
struct NumberedText: Equatable {
    /// One more than `numbers`.
    let pieces: [String]
    let numbers: [Double]
    /// The numbers as written, so a number that stays put is kept exactly as it was.
    let written: [String]

    init(_ text: String) {
        var pieces: [String] = [], numbers: [Double] = [], written: [String] = []
        let bytes = Array(text.utf8)
        var pieceStart = 0, index = 0
        while index < bytes.count {
            guard let end = Self.numberEnd(bytes, from: index) else {
                index += 1
                continue
            }
            pieces.append(String(decoding: bytes[pieceStart..<index], as: UTF8.self))
            let token = String(decoding: bytes[index..<end], as: UTF8.self)
            written.append(token)
            numbers.append(Double(token) ?? 0)
            pieceStart = end
            index = end
        }
        pieces.append(String(decoding: bytes[pieceStart...], as: UTF8.self))
        self.pieces = pieces
        self.numbers = numbers
        self.written = written
    }

    /// Where the number starting at `start` ends, or nil when none starts there. A number never
    /// continues a word or another number (`fg3` and `1.2.3` are not split apart differently
    /// from one text to the next, since the same rule applies to both).
    private static func numberEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        guard index > digitsStart else { return nil }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        return index
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
