import Foundation
import LayoutEngine
import ViewTree

/// Keyframes of a slider whose drawings have the same markup apart from numbers and the same
/// outlined nodes: the page draws every width between them from one markup.
final class SliderShapeGroup {
    private(set) var members: [SliderProbe]
    /// The root's id, then every outlined (author-written) node's in the order the drawing
    /// outlines them (depth first, parents first); ids may repeat, so the page goes by order.
    let nodes: [String]
    /// Indexes of the drawing's numbers that differ between members, outlines' numbers left
    /// out: the page writes those from the snapped frames.
    private(set) var movingValues: [Int] = []
    /// Indexes into `frames(of:)` that differ between members.
    private(set) var movingFrames: [Int] = []

    private init(first: SliderProbe, nodes: [String]) {
        members = [first]
        self.nodes = nodes
    }

    /// The keyframes grouped in order of first appearance.
    static func groups(_ probes: [SliderProbe]) -> [SliderShapeGroup] {
        var groups: [SliderShapeGroup] = []
        for probe in probes {
            let nodes = probe.outlined.ids, tokens = probe.tokens
            if let group = groups.first(where: { $0.members[0].tokens.sameText(as: tokens) && $0.nodes == nodes }) {
                group.members.append(probe)
            } else {
                groups.append(SliderShapeGroup(first: probe, nodes: nodes))
            }
        }
        for group in groups { group.findMoving() }
        return groups
    }

    /// The first member's drawing, cut at its numbers: neighbouring groups differ in a few pieces
    /// of text (a line break), not in the numbers all over the drawing.
    var tokens: TokenizedMarkup { members[0].tokens }

    /// True when the members' drawings leave out the outline layer (all or none do: they share
    /// their markup); nil otherwise, as the table writes it.
    var borrowsOutlines: Bool? { members[0].borrowsOutlines ? true : nil }

    /// x, y, width, height of the root and each outline in `probe`'s unrounded layout, as the
    /// page reads them (`written`).
    func frames(of probe: SliderProbe) -> [String] {
        probe.writtenFrames
    }

    /// The moving ones of `frames(of:)`, written without writing the rest.
    func writtenMovingFrames(of probe: SliderProbe) -> [String] {
        let frames = probe.outlined.frames
        return movingFrames.map { Self.written(frames[$0]) }
    }

    /// A frame number for the page: sixths, thirds and halves of a point (most frames: centred
    /// text a pixel-ceiled width) as an exact fraction such as `97/6`, anything else to ten
    /// decimals, a billionth of a pixel, below which the page's snapping (a billionth of a pixel
    /// of slack, as the engine's) cannot tell values apart. JSON has no infinities, so an
    /// infinite edge is written as far off as the SVG writes it.
    static func written(_ value: Double) -> String {
        guard !value.isNaN else { return "0" }
        let clamped = min(max(value, -1e15), 1e15)
        guard abs(clamped) < 1e9 else { return String(Int(clamped.rounded())) }
        for denominator in [1.0, 2, 3, 6] {
            let scaled = clamped * denominator
            if abs(scaled - scaled.rounded()) < 1e-9 {
                let numerator = Int(scaled.rounded())
                return denominator == 1 ? "\(numerator)" : "\(numerator)/\(Int(denominator))"
            }
        }
        return "\((clamped * 1e10).rounded() / 1e10)"
    }

    private func findMoving() {
        let first = members[0].tokens, outlines = first.outlineNumbers, others = members.dropFirst().map(\.tokens)
        movingValues = (0..<first.numberCount).filter { index in
            !outlines[index] && others.contains { !$0.hasSameNumber(index, as: first) }
        }
        // Equal numbers are written alike; only unequal ones are written to compare.
        let frames = members.map(\.outlined.frames), start = frames[0]
        movingFrames = start.indices.filter { index in
            frames.contains { $0[index] != start[index] && Self.written($0[index]) != Self.written(start[index]) }
        }
    }
}
