import MarkdownTree

/// Walks a document's prose without recursion: the inlines of every paragraph, heading and table cell, for
/// link checking and for the search index's text. Code blocks and raw HTML are not prose.
enum DocumentWalk {
    /// Every link and image, in document order.
    static func destinations(in document: MarkdownDocument) -> [(destination: String, range: SourceRange, isImage: Bool)] {
        var found: [(String, SourceRange, Bool)] = []
        for inline in inlines(of: document) {
            switch inline {
            case .link(let link): found.append((link.destination, link.range, false))
            case .image(let image): found.append((image.source, image.range, true))
            default: break
            }
        }
        return found
    }

    /// The prose a reader sees, whitespace collapsed to single spaces.
    static func text(of document: MarkdownDocument) -> String {
        let pieces = document.allBlocks.flatMap { $0.inlineRuns.map(\.plainText) }
        return collapsingWhitespace(pieces.joined(separator: " "))
    }

    /// Runs of whitespace as one space, none at either end. ASCII text (most prose) goes byte by
    /// byte, because `Character.isWhitespace` was a tenth of a rebuild; other text is split by
    /// `Character` (Unicode's White_Space: 0x09–0x0D and 0x20 are its only ASCII members).
    static func collapsingWhitespace(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var spaceBefore = false
        for byte in text.utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                spaceBefore = !bytes.isEmpty
                continue
            }
            if spaceBefore { bytes.append(0x20) }
            spaceBefore = false
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// All inlines of paragraphs and headings, nested ones included, in document order.
    private static func inlines(of document: MarkdownDocument) -> [Inline] {
        var result: [Inline] = []
        for run in document.allBlocks.flatMap(\.inlineRuns) {
            var pending = Array(run.reversed())
            while let inline = pending.popLast() {
                result.append(inline)
                if case .image = inline { continue }
                pending.append(contentsOf: inline.childInlines.reversed())
            }
        }
        return result
    }
}
