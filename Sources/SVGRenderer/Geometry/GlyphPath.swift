import LayoutEngine
import ViewTree

/// SVG path data for an icon font glyph: TrueType contours are quadratic B-splines where two
/// off-curve points in a row imply an on-curve point midway (OpenType spec, "glyf"), drawn here
/// as `Q` segments with y turned downwards.
enum GlyphPath {
    /// The glyph's em square scaled into `square` (the em box's top edge at the square's top).
    static func data(_ outline: SymbolOutline, in square: Rect) -> String {
        let scale = square.width / outline.unitsPerEm
        let top = outline.unitsPerEm - outline.descent
        func point(_ p: SymbolOutline.Point) -> (Double, Double) {
            (square.x + p.x * scale, square.y + (top - p.y) * scale)
        }
        return outline.contours.map { contour in contourData(contour.map { (point($0), $0.onCurve) }) }.joined()
    }

    private static func contourData(_ points: [((Double, Double), Bool)]) -> String {
        guard let startIndex = points.firstIndex(where: \.1) else { return impliedStart(points) }
        let rotated = Array(points[startIndex...] + points[..<startIndex])
        var data = "M" + n(rotated[0].0)
        var control: (Double, Double)?
        for (i, (p, onCurve)) in (rotated.dropFirst() + [rotated[0]]).enumerated() {
            if onCurve {
                let closing = i == rotated.count - 1
                data += control.map { "Q" + n($0) + " " + n(p) } ?? (closing ? "" : "L" + n(p))
                control = nil
            } else if let c = control {
                let mid = ((c.0 + p.0) / 2, (c.1 + p.1) / 2)
                data += "Q" + n(c) + " " + n(mid)
                control = p
            } else {
                control = p
            }
        }
        return data + "Z"
    }

    /// A contour of off-curve points only starts at the midpoint of its first two.
    private static func impliedStart(_ points: [((Double, Double), Bool)]) -> String {
        guard points.count >= 2 else { return "" }
        let mid = (((points[0].0.0 + points[1].0.0) / 2, (points[0].0.1 + points[1].0.1) / 2), true)
        return contourData([mid] + Array(points[1...]) + [points[0]])
    }

    private static func n(_ p: (Double, Double)) -> String { NumberFormat.list([p.0, p.1]) }
}
