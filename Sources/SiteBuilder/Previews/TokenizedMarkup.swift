import Foundation

/// A drawing's markup cut at its numbers: the text around them and the numbers as written. Two
/// drawings with equal `pieces` differ only in numbers, so the page can mix one from them.
struct TokenizedMarkup: Equatable {
    /// The text between numbers; one more piece than numbers.
    let pieces: [Substring]
    let numbers: [Substring]

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
    }

    /// Indexes of the numbers inside a frame-outline layer (from its `class="fg-frames"` to the
    /// end of its `<svg>`), which the page writes from snapped frames instead.
    var outlineNumbers: Set<Int> {
        var inside = false, indexes: Set<Int> = []
        for index in numbers.indices {
            let opens = pieces[index].range(of: "class=\"fg-frames\"", options: .backwards)?.lowerBound
            let closes = pieces[index].range(of: "</svg>", options: .backwards)?.lowerBound
            switch (opens, closes) {
            case (let opens?, let closes?): inside = opens > closes
            case (_?, nil): inside = true
            case (nil, _?): inside = false
            case (nil, nil): break
            }
            if inside { indexes.insert(index) }
        }
        return indexes
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
