import LayoutEngine
import ViewTree

/// What stays put while a layout changes smoothly with the canvas width (which nodes are
/// placed, the lines each Text breaks into, which ScrollViews clip), and the numbers that move:
/// frames, scroll extents, line positions, the canvas. Between two widths of one shape whose
/// numbers at the width halfway lie on the line between theirs, the site takes the layout as
/// linear in the width (issue 14: "piecewise linear between the widths where a discrete decision
/// changes"). Frames must be the engine's unrounded ones: pixel snapping is a staircase.
struct LayoutShape: Equatable {
    /// One node's part: the strings it is made of are the layout's own, compared without being
    /// joined (a slider makes a shape per probe, and joining them was 2% of a cold build).
    private struct Part: Equatable {
        let id: String
        let kind: String
        let isSynthetic: Bool
        let source: SourceLocation?
        /// Whether a ScrollView clips; nil for any other node.
        let clips: Bool?
        /// Each line's text, segment by segment.
        let lines: [[String]]
    }

    private let parts: [Part]

    init(_ result: LayoutResult) {
        var parts: [Part] = []
        result.root.forEach { node in
            let lines = node.text?.lines.map { line in line.segments.map(\.text) } ?? []
            parts.append(Part(id: node.id, kind: node.kind, isSynthetic: node.isSynthetic, source: node.source, clips: node.scroll?.clips, lines: lines))
        }
        self.parts = parts
    }

    /// Whether both layouts have the same frame-outline layer apart from its numbers: the same
    /// nodes in the same order with the same kinds, code and clipping, which is all `FrameOverlay`
    /// draws besides the frames. Lines of text may differ.
    func hasSameOutlines(as other: LayoutShape) -> Bool {
        parts.count == other.parts.count && zip(parts, other.parts).allSatisfy { one, two in
            one.id == two.id && one.kind == two.kind && one.isSynthetic == two.isSynthetic && one.source == two.source && one.clips == two.clips
        }
    }

    /// Every number of the layout that the width can move, in a fixed order.
    static func numbers(_ result: LayoutResult) -> [Double] {
        var numbers = [result.canvas.width, result.canvas.height]
        result.root.forEach { node in
            append(node.frame, to: &numbers)
            if let scroll = node.scroll {
                append(scroll.viewport, to: &numbers)
                append(scroll.content, to: &numbers)
            }
            for line in node.text?.lines ?? [] {
                numbers.append(line.x)
                numbers.append(line.baseline)
                numbers.append(line.width)
            }
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

    private static func append(_ rect: Rect, to numbers: inout [Double]) {
        numbers.append(rect.x)
        numbers.append(rect.y)
        numbers.append(rect.width)
        numbers.append(rect.height)
    }
}
