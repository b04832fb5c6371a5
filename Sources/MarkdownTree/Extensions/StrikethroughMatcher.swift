import Diagnostics

/// GFM strikethrough ("Strikethrough (extension)"): a run of one or two `~` that can open (a
/// non-blank follows) pairs with the nearest later run of the same length that can close (a
/// non-blank precedes), within one list of sibling inlines; runs of three or more are text.
/// Openers left between a matched pair stay text, so pairs always nest properly.
enum StrikethroughMatcher {
    private enum Piece {
        case inline(Inline)
        case tildes(Text, canOpen: Bool, canClose: Bool)
    }

    static func matched(_ inlines: [Inline], _ source: ExtensionSource) -> [Inline] {
        guard inlines.contains(where: { if case .text(let text) = $0 { text.string.utf8.contains(UInt8(ascii: "~")) } else { false } }) else {
            return inlines
        }
        let pieces = split(inlines, source)
        guard pieces.contains(where: { if case .tildes = $0 { true } else { false } }) else { return inlines }
        let pairs = pairs(pieces)
        guard !pairs.isEmpty else { return inlines }
        return build(pieces, pairs, 0..<pieces.count)
    }

    /// Literal texts cut into plain pieces and tilde runs; each run knows its neighbours.
    private static func split(_ inlines: [Inline], _ source: ExtensionSource) -> [Piece] {
        var pieces: [Piece] = []
        for (position, inline) in inlines.enumerated() {
            guard case .text(let text) = inline, text.string.utf8.contains(UInt8(ascii: "~")), let map = source.map(text) else {
                pieces.append(.inline(inline))
                continue
            }
            let bytes = map.bytes
            let isDelimiter = { (offset: Int) in bytes[offset] == UInt8(ascii: "~") && map.isRaw(offset) }
            var start = 0
            while start < bytes.count {
                let isTilde = isDelimiter(start)
                let end = (start..<bytes.count).first { isDelimiter($0) != isTilde } ?? bytes.count
                guard let piece = map.slice(start..<end) else { break }
                if isTilde, end - start <= 2 {
                    let before = start > 0 ? bytes[start - 1] : neighbour(inlines, position - 1, last: true)
                    let after = end < bytes.count ? bytes[end] : neighbour(inlines, position + 1, last: false)
                    pieces.append(.tildes(piece, canOpen: !isBlank(after), canClose: !isBlank(before)))
                } else {
                    pieces.append(.inline(.text(piece)))
                }
                start = end
            }
        }
        return pieces
    }

    /// The byte next to a run across a node boundary: blank at either end and at line breaks,
    /// a letter for any other inline.
    private static func neighbour(_ inlines: [Inline], _ index: Int, last: Bool) -> UInt8 {
        guard inlines.indices.contains(index) else { return UInt8(ascii: " ") }
        switch inlines[index] {
        case .text(let text): return (last ? text.string.utf8.last : text.string.utf8.first) ?? UInt8(ascii: " ")
        case .softBreak, .lineBreak: return UInt8(ascii: " ")
        default: return UInt8(ascii: "a")
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
    }

    /// Opener index → closer index.
    private static func pairs(_ pieces: [Piece]) -> [Int: Int] {
        var openers: [(index: Int, length: Int)] = []
        var pairs: [Int: Int] = [:]
        for (index, piece) in pieces.enumerated() {
            guard case .tildes(let text, let canOpen, let canClose) = piece else { continue }
            let length = text.string.utf8.count
            if canClose, let match = openers.lastIndex(where: { $0.length == length }) {
                pairs[openers[match].index] = index
                openers.removeSubrange(match...)
            } else if canOpen {
                openers.append((index, length))
            }
        }
        return pairs
    }

    private static func build(_ pieces: [Piece], _ pairs: [Int: Int], _ range: Range<Int>) -> [Inline] {
        var result: [Inline] = []
        var index = range.lowerBound
        while index < range.upperBound {
            switch pieces[index] {
            case .inline(let inline):
                result.append(inline)
            case .tildes(let opener, _, _):
                guard let closer = pairs[index], case .tildes(let closing, _, _) = pieces[closer] else {
                    result.append(.text(opener))
                    break
                }
                let children = build(pieces, pairs, (index + 1)..<closer)
                result.append(.strikethrough(Strikethrough(children: children, range: SourceRange(start: opener.range.start, end: closing.range.end))))
                index = closer
            }
            index += 1
        }
        return LiteralText.merged(result)
    }
}
