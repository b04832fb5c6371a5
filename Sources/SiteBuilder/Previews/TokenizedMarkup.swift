import Foundation

/// A drawing's markup cut at its numbers: the text around them and the numbers as written. Two
/// drawings with the same text between numbers differ only in numbers, so the page can mix one
/// from them. The cuts are byte offsets into one copy of the markup: a slider cuts every
/// keyframe's drawing, and a substring per piece and number cost more than the search itself.
struct TokenizedMarkup {
    private let bytes: [UInt8]
    /// Number `k` spans `bounds[2k]..<bounds[2k + 1]`; the pieces are what lies between.
    private let bounds: [Int]

    /// Cuts at every run of digits with an optional fraction and minus sign, wherever it stands
    /// (in ids and text too: those are the same at every width, so they stay literal).
    init(_ markup: String) {
        self.init(utf8: Array(markup.utf8))
    }

    /// The markup's UTF-8, cut as `init(_:)` cuts the string.
    init(utf8 bytes: [UInt8]) {
        var bounds: [Int] = [], offset = 0
        while offset < bytes.count {
            // Most bytes cannot start a number; only those that can are looked at further.
            let byte = bytes[offset]
            guard byte == UInt8(ascii: "-") || Self.isDigit(byte), let end = Self.numberEnd(in: bytes, at: offset) else {
                offset += 1
                continue
            }
            bounds.append(offset)
            bounds.append(end)
            offset = end
        }
        self.bytes = bytes
        self.bounds = bounds
    }

    var numberCount: Int { bounds.count / 2 }

    /// The text between numbers; one more piece than numbers.
    var pieceCount: Int { numberCount + 1 }

    func number(_ index: Int) -> String { text(bounds[2 * index]..<bounds[2 * index + 1]) }

    /// How many pieces at its start and at its end this drawing shares with `other`, the ends
    /// not overlapping: the rest of its pieces are what an edit of `other` writes.
    func sharedPieces(with other: TokenizedMarkup) -> (prefix: Int, suffix: Int) {
        let shorter = min(pieceCount, other.pieceCount)
        var prefix = 0
        while prefix < shorter, samePiece(prefix, other, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, samePiece(pieceCount - 1 - suffix, other, other.pieceCount - 1 - suffix) { suffix += 1 }
        return (prefix, suffix)
    }

    /// Pieces `range`, each followed by `separator` but the last, with every `escaped` byte in
    /// them written as `replacement`.
    func pieces(_ range: Range<Int>, separator: UInt8, escaping escaped: UInt8, as replacement: [UInt8]) -> String {
        var written: [UInt8] = []
        for index in range {
            if index > range.lowerBound { written.append(separator) }
            for byte in bytes[pieceRange(index)] {
                if byte == escaped { written += replacement } else { written.append(byte) }
            }
        }
        return String(decoding: written, as: UTF8.self)
    }

    /// The numbers as written, separated by spaces; with `base`, a number written the same at its
    /// index there is left empty.
    func numbers(sparseOver base: TokenizedMarkup? = nil) -> String {
        var written: [UInt8] = []
        for index in 0..<numberCount {
            if index > 0 { written.append(UInt8(ascii: " ")) }
            if let base, index < base.numberCount, hasSameNumber(index, as: base) { continue }
            written += bytes[bounds[2 * index]..<bounds[2 * index + 1]]
        }
        return String(decoding: written, as: UTF8.self)
    }

    private func samePiece(_ index: Int, _ other: TokenizedMarkup, _ otherIndex: Int) -> Bool {
        Self.sameBytes(bytes, pieceRange(index), other.bytes, other.pieceRange(otherIndex))
    }

    func value(ofNumber index: Int) -> Double? { Double(number(index)) }

    /// Whether number `index` is written the same in both drawings.
    func hasSameNumber(_ index: Int, as other: TokenizedMarkup) -> Bool {
        Self.sameBytes(bytes, bounds[2 * index]..<bounds[2 * index + 1], other.bytes, other.bounds[2 * index]..<other.bounds[2 * index + 1])
    }

    /// Whether both drawings have the same text around their numbers, byte for byte (markup is
    /// compared as written; `String`'s equality would normalise Unicode on every comparison).
    /// Unlike drawings differ early or in length, so comparing stops soon.
    func sameText(as other: TokenizedMarkup) -> Bool {
        bounds.count == other.bounds.count
            && (0...numberCount).allSatisfy { Self.sameBytes(bytes, pieceRange($0), other.bytes, other.pieceRange($0)) }
    }

    private func pieceRange(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : bounds[2 * index - 1])..<(index == numberCount ? bytes.count : bounds[2 * index])
    }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Byte equality with `memcmp`.
    private static func sameBytes(_ one: [UInt8], _ first: Range<Int>, _ other: [UInt8], _ second: Range<Int>) -> Bool {
        guard first.count == second.count else { return false }
        guard !first.isEmpty else { return true }
        return one.withUnsafeBufferPointer { a in
            other.withUnsafeBufferPointer { b in memcmp(a.baseAddress! + first.lowerBound, b.baseAddress! + second.lowerBound, first.count) == 0 }
        }
    }

    /// For each number, whether it lies inside a frame-outline layer (from its `class="fg-frames"`
    /// to the end of its `<svg>`), which the page writes from snapped frames instead: whether the
    /// last marker before it is an opening one. The markup is searched once for each marker.
    var outlineNumbers: [Bool] {
        let markers = Self.markers(in: bytes)
        var inside = Array(repeating: false, count: numberCount), next = 0, isOpen = false
        for index in inside.indices {
            let offset = bounds[2 * index]
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
    private static func markers(in markup: [UInt8]) -> [(offset: Int, opens: Bool)] {
        let opening = framesLayer, closing = svgEnd
        return markup.withUnsafeBufferPointer { bytes in
            let found = ByteSearch.all(opening, in: bytes).map { ($0, true) } + ByteSearch.all(closing, in: bytes).map { ($0, false) }
            return found.sorted { $0.0 < $1.0 }
        }
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
