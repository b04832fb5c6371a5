/// A figure's first preview drawing, the SVG its page shows first, taken from the figure's HTML
/// (`PreviewFigure`): the figure cache keeps only that HTML, so reading it back serves drawn and
/// cached figures alike. For a drawing laid out in each scheme this is the light one, which
/// comes first.
struct FigureDrawing: Equatable {
    /// The `<svg>` element, as the page has it.
    let svg: String
    /// Its `width` and `height` in CSS pixels (zoom included).
    let width: Double
    let height: Double

    /// Where a preview's drawing starts in a figure's HTML.
    static let marker = "<div class=\"preview-render\">"

    /// The first drawing of the first figure that has one, in the order of `figures`.
    static func first(in figures: [String]) -> FigureDrawing? {
        for html in figures {
            if let drawing = FigureDrawing(figureHTML: html) { return drawing }
        }
        return nil
    }

    /// The first `<svg>` after the first preview marker, up to its own `</svg>` (nested `<svg>`s
    /// counted). Searched as bytes (`ByteSearch`): every article page looks for one.
    init?(figureHTML html: String) {
        let bytes = Array(html.utf8), open = Array("<svg".utf8), close = Array("</svg>".utf8), marker = Array(Self.marker.utf8)
        let found = bytes.withUnsafeBufferPointer { buffer in
            ByteSearch.first(marker, in: buffer).flatMap { ByteSearch.first(open, in: buffer, from: $0 + marker.count) }
        }
        guard let start = found else { return nil }
        var depth = 0, cursor = start
        while let tag = bytes[cursor...].firstIndex(of: UInt8(ascii: "<")) {
            if bytes[tag...].starts(with: open) {
                depth += 1
            } else if bytes[tag...].starts(with: close) {
                depth -= 1
                if depth == 0 {
                    self.init(svg: String(decoding: bytes[start..<(tag + close.count)], as: UTF8.self))
                    return
                }
            }
            cursor = tag + 1
        }
        return nil
    }

    /// A drawing with its size read from the root element's `width` and `height`.
    init?(svg: String) {
        guard let close = svg.firstIndex(of: ">") else { return nil }
        let root = svg[..<close]
        guard let width = Self.number(root, attribute: "width"), let height = Self.number(root, attribute: "height"), width > 0, height > 0
        else { return nil }
        self.svg = svg
        self.width = width
        self.height = height
    }

    /// The value of ` name="…"` in a start tag, as a number.
    private static func number(_ tag: Substring, attribute name: String) -> Double? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...].prefix { $0 != "\"" }
        return Double(value).flatMap { $0.isFinite ? $0 : nil }
    }
}
