import ViewTree

/// The intrinsic point size of an image asset, which `Image("name")` reports to layout as SwiftUI
/// reports a 1x asset's pixel size: SVG `width`/`height` attributes (or the `viewBox` when they
/// are missing or relative), PNG's IHDR width and height.
enum ImageSize {
    /// The size of an `.svg` or `.png` file's bytes, or nil when it cannot be read.
    static func of(_ bytes: [UInt8], fileExtension: String) -> Size? {
        switch fileExtension.lowercased() {
        case "png": png(bytes)
        case "svg": svg(String(decoding: bytes, as: UTF8.self))
        default: nil
        }
    }

    /// PNG: an 8-byte signature, then the IHDR chunk whose data starts with big-endian width and height.
    static func png(_ bytes: [UInt8]) -> Size? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Double { Double(bytes[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
        let size = Size(width: word(16), height: word(20))
        return size.width > 0 && size.height > 0 ? size : nil
    }

    /// SVG: the root element's `width` and `height` in user units or `px`; otherwise the `viewBox` size.
    static func svg(_ text: String) -> Size? {
        guard let tag = rootTag(text) else { return nil }
        let attributes = SVGAttributes(tag)
        if let width = attributes.length("width"), let height = attributes.length("height") {
            return Size(width: width, height: height)
        }
        let box = (attributes["viewBox"] ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard box.count == 4, box[2] > 0, box[3] > 0 else { return nil }
        return Size(width: box[2], height: box[3])
    }

    /// The text of the first `<svg …>` start tag.
    private static func rootTag(_ text: String) -> Substring? {
        guard let start = text.range(of: "<svg") else { return nil }
        guard let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
        return text[start.upperBound..<end]
    }
}

/// The `name="value"` pairs of one start tag.
private struct SVGAttributes {
    private var values: [String: String] = [:]

    init(_ tag: Substring) {
        var rest = tag[...]
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
            let afterEquals = rest[rest.index(after: equals)...].drop(while: \.isWhitespace)
            guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
            let valueStart = afterEquals.index(after: afterEquals.startIndex)
            guard let valueEnd = afterEquals[valueStart...].firstIndex(of: quote) else { break }
            values[name] = String(afterEquals[valueStart..<valueEnd])
            rest = afterEquals[afterEquals.index(after: valueEnd)...]
        }
    }

    subscript(name: String) -> String? { values[name] }

    /// A positive length in user units or `px`; percentages and other units don't give a size.
    func length(_ name: String) -> Double? {
        guard var text = values[name]?.trimmingWhitespace() else { return nil }
        if text.hasSuffix("px") { text.removeLast(2) }
        guard let value = Double(text), value.isFinite, value > 0 else { return nil }
        return value
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
