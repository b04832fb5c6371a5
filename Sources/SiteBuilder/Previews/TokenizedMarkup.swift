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
        let bytes = Array(markup.utf8), utf8 = markup.utf8
        var pieces: [Substring] = [], numbers: [Substring] = []
        var pieceStart = utf8.startIndex, pieceOffset = 0, offset = 0
        while offset < bytes.count {
            // Most bytes cannot start a number; only those that can are looked at further.
            let byte = bytes[offset]
            guard byte == UInt8(ascii: "-") || Self.isDigit(byte), let end = Self.numberEnd(in: bytes, at: offset) else {
                offset += 1
                continue
            }
            let numberStart = utf8.index(pieceStart, offsetBy: offset - pieceOffset)
            let numberEnd = utf8.index(numberStart, offsetBy: end - offset)
            pieces.append(markup[pieceStart..<numberStart])
            numbers.append(markup[numberStart..<numberEnd])
            pieceStart = numberEnd
            pieceOffset = end
            offset = end
        }
        pieces.append(markup[pieceStart..<utf8.endIndex])
        self.pieces = pieces
        self.numbers = numbers
    }

    /// Whether both drawings have the same text around their numbers, byte for byte (markup is
    /// compared as written; `String`'s equality would normalise Unicode on every comparison).
    /// Unlike drawings differ early or in length, so comparing stops soon; a hash of every
    /// drawing's pieces, made to skip that comparison, cost more than it saved.
    func sameText(as other: TokenizedMarkup) -> Bool {
        pieces.count == other.pieces.count && zip(pieces, other.pieces).allSatisfy { Self.sameBytes($0, $1) }
    }

    /// Byte equality with `memcmp` (a byte-by-byte walk of the views was slower than the
    /// normalising comparison it replaced).
    private static func sameBytes(_ one: Substring, _ other: Substring) -> Bool {
        let first = one.utf8, second = other.utf8
        guard first.count == second.count else { return false }
        let compared = first.withContiguousStorageIfAvailable { a in
            second.withContiguousStorageIfAvailable { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
        return (compared ?? nil) ?? first.elementsEqual(second)
    }

    /// For each number, whether it lies inside a frame-outline layer (from its `class="fg-frames"`
    /// to the end of its `<svg>`), which the page writes from snapped frames instead: whether the
    /// last marker before it is an opening one. The markup is searched once for each marker.
    var outlineNumbers: [Bool] {
        guard let markup = numbers.first?.base else { return [] }
        let markers = Self.markers(in: markup)
        var inside = Array(repeating: false, count: numbers.count), next = 0, isOpen = false
        for (index, number) in numbers.enumerated() {
            let offset = markup.utf8.distance(from: markup.startIndex, to: number.startIndex)
            while next < markers.count, markers[next].offset < offset {
                isOpen = markers[next].opens
                next += 1
            }
            inside[index] = isOpen
        }
        return inside
    }

    private static let framesLayer = Array("class=\"fg-frames\"".utf8), svgEnd = Array("</svg>".utf8)

    /// Where a frame-outline layer opens and where an `<svg>` ends, in byte order.
    private static func markers(in markup: String) -> [(offset: Int, opens: Bool)] {
        var markup = markup
        let opening = framesLayer, closing = svgEnd
        return markup.withUTF8 { bytes in
            let found = offsets(of: opening, in: bytes).map { ($0, true) } + offsets(of: closing, in: bytes).map { ($0, false) }
            return found.sorted { $0.0 < $1.0 }
        }
    }

    /// Every offset where `needle` starts in `bytes`: `memchr` finds each candidate first byte.
    private static func offsets(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let base = bytes.baseAddress, let first = needle.first else { return [] }
        var found: [Int] = [], offset = 0
        while offset + needle.count <= bytes.count, let hit = memchr(base + offset, Int32(first), bytes.count - offset) {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            guard at + needle.count <= bytes.count else { break }
            if memcmp(base + at, needle, needle.count) == 0 {
                found.append(at)
                offset = at + needle.count
            } else {
                offset = at + 1
            }
        }
        return found
    }

    /// The end of the number starting at `start`: `-`? digits (`.` digits)?; nil if none starts there.
    private static func numberEnd(in bytes: [UInt8], at start: Int) -> Int? {
        var index = start
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        index = digits(in: bytes, from: index)
        guard index > digitsStart else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            let fraction = digits(in: bytes, from: index + 1)
            if fraction > index + 1 { index = fraction }
        }
        return index
    }

    private static func digits(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}
