import LayoutEngine
import ViewTree

/// What stays put while a layout changes smoothly with the canvas width (which nodes are
/// placed, the lines each Text breaks into, which ScrollViews clip), and the numbers that move:
/// frames, scroll extents, line positions, the canvas. Between two widths of one shape whose
/// numbers at the width halfway lie on the line between theirs, the site takes the layout as
/// linear in the width (issue 14: "piecewise linear between the widths where a discrete decision
/// changes"). Frames must be the engine's unrounded ones: pixel snapping is a staircase.
struct LayoutShape: Equatable {
    private let parts: [String]

    init(_ result: LayoutResult) {
        var parts: [String] = []
        result.root.forEach { node in
            var part = "\(node.id) \(node.kind) \(node.isSynthetic)"
            if let scroll = node.scroll { part += " scroll \(scroll.clips)" }
            for line in node.text?.lines ?? [] { part += "\n" + line.segments.map(\.text).joined(separator: "\u{1}") }
            parts.append(part)
        }
        self.parts = parts
    }

    /// Every number of the layout that the width can move, in a fixed order.
    static func numbers(_ result: LayoutResult) -> [Double] {
        var numbers = [result.canvas.width, result.canvas.height]
        result.root.forEach { node in
            numbers += rectNumbers(node.frame)
            if let scroll = node.scroll { numbers += rectNumbers(scroll.viewport) + rectNumbers(scroll.content) }
            for line in node.text?.lines ?? [] { numbers += [line.x, line.baseline, line.width] }
        }
        return numbers
    }

    /// Whether `middle` lies where the line from `start` to `end` is at `fraction`, each number
    /// to within a billionth of its size (equal infinities count as on the line).
    static func lies(_ middle: [Double], between start: [Double], and end: [Double], at fraction: Double) -> Bool {
        guard middle.count == start.count, start.count == end.count else { return false }
        for index in middle.indices {
            let a = start[index], b = end[index], m = middle[index]
            if a == b, m == a { continue }
            guard a.isFinite, b.isFinite, m.isFinite else { return false }
            let expected = a + (b - a) * fraction
            if abs(m - expected) > 1e-9 * max(1, abs(a), abs(b)) { return false }
        }
        return true
    }

    private static func rectNumbers(_ rect: Rect) -> [Double] { [rect.x, rect.y, rect.width, rect.height] }
}
