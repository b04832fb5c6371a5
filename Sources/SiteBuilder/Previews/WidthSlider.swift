import Foundation
import LayoutEngine
import SVGRenderer
import ViewTree

/// What the page script needs to draw a preview at any whole-point width of its slider: the
/// keyframes' drawings, split into markup shared by a stretch and the numbers that move, and
/// their unrounded frames. Between two keyframes the script mixes the numbers linearly; frames
/// it then snaps to the pixel grid as the engine does (Layout.md §1.6), so the outlines equal
/// `fieldguide layout --width` at every whole-point width. The drawing's other numbers are mixed
/// from the unrounded drawings, within a sixth of a point of the snapped one.
struct WidthSlider: Encodable, Equatable {
    /// Markup shared by keyframes that differ only in some numbers.
    struct Shape: Encodable, Equatable {
        /// The drawing with `slot` where a number moves.
        let markup: String
        /// The root's id, then every outlined node's, in the order of `Key.frames`.
        let nodes: [String]
    }

    struct Key: Encodable, Equatable {
        let shape: Int
        /// The moving numbers of the shape's markup, in order.
        let values: [Double]
        /// x, y, width, height of each of the shape's nodes, unrounded.
        let frames: [Double]
    }

    /// Stands for a moving number in `Shape.markup`; never in SVG, which forbids control characters.
    static let slot = "\u{1}"

    let min: Int
    let max: Int
    /// The width the preview is first drawn at.
    let value: Double
    /// The proposed canvas height for the caption; nil for `fit`.
    let height: Double?
    /// Pixels per point of the grid frames snap to.
    let displayScale: Double
    let widths: [Int]
    let interpolates: [Bool]
    let shapes: [Shape]
    let keys: [Key]

    init(keyframes: WidthKeyframes, value: Double, height: LayoutEngine.CanvasHeight, displayScale: Double) {
        let probes = keyframes.keyframes
        min = probes.first?.width ?? 0
        max = probes.last?.width ?? 0
        self.value = value
        self.height = if case .fixed(let points) = height { points } else { nil }
        self.displayScale = displayScale
        widths = probes.map(\.width)
        interpolates = keyframes.interpolates
        let grouped = Self.group(probes)
        shapes = grouped.shapes
        keys = zip(probes, grouped.indexes).map { probe, shape in
            let moving = grouped.moving[shape]
            let nodes = Self.frames(of: probe.layout.root)
            return Key(
                shape: shape,
                values: moving.map { Double(probe.tokens.numbers[$0]) ?? 0 },
                frames: grouped.shapes[shape].nodes.flatMap { id in nodes[id].map(Self.numbers) ?? [0, 0, 0, 0] })
        }
    }

    /// Keyframes with the same markup pieces and nodes share a shape; a number moves in a
    /// shape when its keyframes write it differently.
    private static func group(_ probes: [SliderProbe]) -> (shapes: [Shape], moving: [[Int]], indexes: [Int]) {
        var members: [[SliderProbe]] = [], nodeLists: [[String]] = [], indexes: [Int] = []
        for probe in probes {
            let nodes = outlinedIDs(probe.layout.root)
            if let found = members.indices.first(where: { members[$0][0].tokens.pieces == probe.tokens.pieces && nodeLists[$0] == nodes }) {
                members[found].append(probe)
                indexes.append(found)
            } else {
                members.append([probe])
                nodeLists.append(nodes)
                indexes.append(members.count - 1)
            }
        }
        var shapes: [Shape] = [], moving: [[Int]] = []
        for (group, nodes) in zip(members, nodeLists) {
            let tokens = group[0].tokens
            let moves = tokens.numbers.indices.filter { index in group.contains { $0.tokens.numbers[index] != tokens.numbers[index] } }
            var markup = String(tokens.pieces[0])
            for index in tokens.numbers.indices {
                markup += moves.contains(index) ? slot : String(tokens.numbers[index])
                markup += tokens.pieces[index + 1]
            }
            shapes.append(Shape(markup: markup, nodes: nodes))
            moving.append(moves)
        }
        return (shapes, moving, indexes)
    }

    /// The root's id and every outlined (author-written) node's, depth first.
    private static func outlinedIDs(_ root: PlacedNode) -> [String] {
        var ids = [root.id]
        root.forEach { if !$0.isSynthetic, $0.id != root.id { ids.append($0.id) } }
        return ids
    }

    private static func frames(of root: PlacedNode) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        root.forEach { frames[$0.id] = $0.frame }
        return frames
    }

    /// JSON has no infinities: an infinite edge is written as far off as the SVG writes it.
    private static func numbers(_ rect: Rect) -> [Double] {
        [rect.x, rect.y, rect.width, rect.height].map { $0.isNaN ? 0 : Swift.min(Swift.max($0, -1e15), 1e15) }
    }

    /// The table as the page holds it, `<` escaped so it cannot end its `<script>`.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return json.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
