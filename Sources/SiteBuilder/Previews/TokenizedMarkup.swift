/// A drawing's markup cut at its numbers: the text around them and the numbers as written. Two
/// drawings with equal `pieces` differ only in numbers, so the page can mix one from them.
struct TokenizedMarkup: Equatable {
    /// The text between numbers; one more piece than numbers.
    let pieces: [Substring]
    let numbers: [Substring]
    /// A hash of `pieces`, to tell most unlike drawings apart without comparing them.
    private let piecesHash: Int

    /// Cuts at every run of digits with an optional fraction and minus sign, wherever it stands
    /// (in ids and text too: those are the same at every width, so they stay literal).
    init(_ markup: String) {
        var pieces: [Substring] = [], numbers: [Substring] = []
        let bytes = markup.utf8
        var pieceStart = bytes.startIndex, index = bytes.startIndex
        while index < bytes.endIndex {
            guard let end = Self.numberEnd(in: bytes, at: index) else {
                index = bytes.index(after: index)
                continue
            }
            pieces.append(markup[pieceStart..<index])
            numbers.append(markup[index..<end])
            pieceStart = end
            index = end
        }
        pieces.append(markup[pieceStart..<bytes.endIndex])
        self.pieces = pieces
        self.numbers = numbers
        var hasher = Hasher()
        for piece in pieces { hasher.combine(piece) }
        piecesHash = hasher.finalize()
    }

    /// Whether both drawings have the same text around their numbers.
    func sameText(as other: TokenizedMarkup) -> Bool {
        piecesHash == other.piecesHash && pieces == other.pieces
    }

    /// Indexes of the numbers inside a frame-outline layer (from its `class="fg-frames"` to the
    /// end of its `<svg>`), which the page writes from snapped frames instead.
    var outlineNumbers: Set<Int> {
        var inside = false, indexes: Set<Int> = []
        for index in numbers.indices {
            let piece = pieces[index].utf8
            let opens = Self.lastOffset(of: Self.framesLayer, in: piece), closes = Self.lastOffset(of: Self.svgEnd, in: piece)
            if let opens, opens > (closes ?? -1) { inside = true } else if closes != nil { inside = false }
            if inside { indexes.insert(index) }
        }
        return indexes
    }

    private static let framesLayer = Array("class=\"fg-frames\"".utf8), svgEnd = Array("</svg>".utf8)

    /// Where `needle` last starts in `text`, in bytes; nil if nowhere.
    private static func lastOffset(of needle: [UInt8], in text: Substring.UTF8View) -> Int? {
        let bytes = Array(text)
        guard bytes.count >= needle.count else { return nil }
        for start in stride(from: bytes.count - needle.count, through: 0, by: -1) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start }
        }
        return nil
    }

    /// The end of the number starting at `start`: `-`? digits (`.` digits)?; nil if none starts there.
    private static func numberEnd(in bytes: String.UTF8View, at start: String.Index) -> String.Index? {
        var index = start
        if bytes[index] == UInt8(ascii: "-") { index = bytes.index(after: index) }
        let digitsStart = index
        index = digits(in: bytes, from: index)
        guard index > digitsStart else { return nil }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            let fraction = digits(in: bytes, from: bytes.index(after: index))
            if fraction > bytes.index(after: index) { index = fraction }
        }
        return index
    }

    private static func digits(in bytes: String.UTF8View, from start: String.Index) -> String.Index {
        var index = start
        while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index = bytes.index(after: index) }
        return index
    }
}
