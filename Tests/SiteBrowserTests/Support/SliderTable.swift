import Foundation

/// A figure's width-slider table as the page holds it (`WidthSlider`), read independently of the
/// page script: the outlines' frames at a whole-point width, mixed from the keyframes and snapped
/// to the pixel grid. Tests compare them with a figure laid out directly at that width.
struct SliderTable: Decodable {
    struct Shape: Decodable {
        let base: Int?
        let frames: String
        let movingFrames: [Int]?
    }

    struct Key: Decodable {
        let shape: Int
        let frames: String?
    }

    let height: Double?
    let displayScale: Double
    let widths: [Int]
    let interpolates: String
    let shapes: [Shape]
    let keys: [Key]

    /// Every `<script class="preview-slider">` table of a page, by its figure's id.
    static func all(in html: String) throws -> [String: SliderTable] {
        let pattern = try NSRegularExpression(
            pattern: #"<figure class="preview" id="([^"]+)">(?:(?!</figure>).)*?<script type="application/json" class="preview-slider">(.*?)</script>"#,
            options: [.dotMatchesLineSeparators])
        var tables: [String: SliderTable] = [:]
        for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            let id = String(html[Range(match.range(at: 1), in: html)!])
            let json = String(html[Range(match.range(at: 2), in: html)!]).replacingOccurrences(of: "\\u003c", with: "<")
            tables[id] = try JSONDecoder().decode(SliderTable.self, from: Data(json.utf8))
        }
        return tables
    }

    /// Outline frames at `width` in the drawing's order, each "x y width height" as the SVG
    /// writes numbers, and the caption's sizes ("250 × fit → 250 × 40.33").
    func drawn(at width: Int) -> (frames: [String], sizes: String) {
        var i = 0
        while i + 1 < widths.count, widths[i + 1] <= width { i += 1 }
        let next = min(i + 1, widths.count - 1)
        let fraction = next > i && Array(interpolates)[i] == "1" ? Double(width - widths[i]) / Double(widths[next] - widths[i]) : 0
        let shape = keys[i].shape
        var frames = start(of: shape)
        if let moving = shapes[shape].movingFrames, let from = keys[i].frames {
            let a = from.split(separator: " ").map(Self.number)
            let b = fraction == 0 ? a : (keys[next].frames ?? "").split(separator: " ").map(Self.number)
            for (k, index) in moving.enumerated() { frames[index] = fraction == 0 ? a[k] : a[k] + (b[k] - a[k]) * fraction }
        }
        var drawn: [String] = []
        var root = (0.0, 0.0)
        for index in 0..<(frames.count / 4) {
            let x0 = snap(frames[4 * index]), y0 = snap(frames[4 * index + 1])
            let w = snap(frames[4 * index] + frames[4 * index + 2]) - x0, h = snap(frames[4 * index + 1] + frames[4 * index + 3]) - y0
            if index == 0 { root = (w, h) } else { drawn.append([x0, y0, w, h].map(Self.written).joined(separator: " ")) }
        }
        let proposed = height.map(Self.written) ?? "fit"
        return (drawn, "\(width) × \(proposed) → \(Self.written(root.0)) × \(Self.written(root.1))")
    }

    private func start(of shape: Int) -> [Double] {
        let values = shapes[shape].frames.split(separator: " ", omittingEmptySubsequences: false)
        let base = shapes[shape].base.flatMap { $0 >= 0 ? start(of: $0) : nil }
        return values.enumerated().map { index, value in value.isEmpty ? base![index] : Self.number(value) }
    }

    private func snap(_ value: Double) -> Double {
        let pixel = 1 / displayScale
        let snapped = (value / pixel + 0.5 + 1e-9).rounded(.down) * pixel
        return snapped == 0 ? 0 : snapped
    }

    /// "97/6", "12" or "16.1234567891".
    private static func number(_ text: Substring) -> Double {
        let parts = text.split(separator: "/")
        return parts.count == 2 ? Double(parts[0])! / Double(parts[1])! : Double(text)!
    }

    /// Two decimals, no trailing zeros, no "-0": the SVG's way.
    static func written(_ value: Double) -> String {
        let units = Int((value * 100).rounded(.toNearestOrAwayFromZero))
        if units == 0 { return "0" }
        let whole = abs(units) / 100, fraction = abs(units) % 100
        var text = "\(units < 0 ? "-" : "")\(whole)"
        if fraction > 0 { text += "." + (fraction % 10 == 0 ? "\(fraction / 10)" : String(format: "%02d", fraction)) }
        return text
    }
}
