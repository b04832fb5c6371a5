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
struct WidthSlider: Equatable {
    /// Markup shared by keyframes that differ only in some numbers, and their frames.
    struct Shape: Equatable {
        /// The drawing's markup between its numbers, separated by `slot`; with `base`, only the
        /// pieces that differ from that shape's (-1: the drawing on the page), which keeps its
        /// first `prefix` and last `suffix` pieces.
        let pieces: String
        /// The numbers in the markup's slots at the shape's first keyframe, as written,
        /// separated by spaces; with `base`, empty where that shape's are the same.
        let numbers: String
        /// Which of `numbers` move within the shape; nil for none.
        let movingNumbers: [Int]?
        let base: Int?
        let prefix: Int?
        let suffix: Int?
        /// x, y, width, height of the root and then of each outline in the drawing's order (the
        /// page goes by order: ids may repeat), at the shape's first keyframe, unrounded, separated
        /// by spaces; with `base`, empty where that shape's are the same.
        let frames: String
        /// Which of `frames` move within the shape; nil for none.
        let movingFrames: [Int]?
        /// True when the pieces leave out the frame-outline layer, which the page copies from the
        /// drawing it shows (`SliderProbe.borrowsOutlines`); nil when they hold it.
        let borrowsOutlines: Bool?

        /// Its members in key order (`json`).
        fileprivate func writeMembers(into json: inout JSONText) {
            json.member("base", base)
            json.member("borrowsOutlines", borrowsOutlines)
            json.member("frames", frames)
            json.member("movingFrames", movingFrames)
            json.member("movingNumbers", movingNumbers)
            json.member("numbers", numbers)
            json.member("pieces", pieces)
            json.member("prefix", prefix)
            json.member("suffix", suffix)
        }
    }

    struct Key: Equatable {
        let shape: Int
        /// The shape's moving numbers; nil for none.
        let numbers: [Double]?
        /// The shape's moving frame numbers, separated by spaces; nil for none.
        let frames: String?

        /// Its members in key order (`json`).
        fileprivate func writeMembers(into json: inout JSONText) {
            json.member("frames", frames)
            json.member("numbers", numbers)
            json.member("shape", shape)
        }
    }

    /// Separates `Shape.pieces`.
    static let slot = UInt8(ascii: "`")

    /// The width the preview is first drawn at; the page reads it from the slider's `value`.
    let value: Double
    /// The proposed canvas height for the caption; nil for `fit`.
    let height: Double?
    /// Pixels per point of the grid frames snap to.
    let displayScale: Double
    let widths: [Int]
    /// Per pair of neighbouring keyframes, "1" when the widths between are mixed from them.
    let interpolates: String
    let shapes: [Shape]
    let keys: [Key]

    /// The slider's ends, the first and last keyframes.
    var min: Int { widths.first ?? 0 }
    var max: Int { widths.last ?? 0 }

    /// `drawing` is the markup of the drawing the page shows; the first shape is written as an
    /// edit of it unless it holds character references, which the browser reads back differently.
    init(keyframes: WidthKeyframes, drawing: String, value: Double, height: LayoutEngine.CanvasHeight, displayScale: Double) {
        let probes = keyframes.keyframes
        self.value = value
        self.height = if case .fixed(let points) = height { points } else { nil }
        self.displayScale = displayScale
        widths = probes.map(\.width)
        interpolates = String(keyframes.interpolates.map { $0 ? "1" : "0" })
        let groups = SliderShapeGroup.groups(probes)
        let drawn = Self.holdsCharacterReference(drawing) ? nil : TokenizedMarkup(drawing)
        var shapes: [Shape] = []
        for (index, group) in groups.enumerated() {
            let previous = index > 0 ? groups[index - 1] : nil
            shapes.append(Self.shape(group, after: previous, at: index, drawing: drawn))
        }
        self.shapes = shapes
        var shapeOf: [ObjectIdentifier: Int] = [:]
        for (index, group) in groups.enumerated() {
            for member in group.members { shapeOf[ObjectIdentifier(member)] = index }
        }
        keys = probes.map { probe in
            let shape = shapeOf[ObjectIdentifier(probe)] ?? 0
            return Key(
                shape: shape, numbers: groups[shape].movingValues.map { probe.tokens.value(ofNumber: $0) ?? 0 }.nonEmpty,
                frames: groups[shape].writtenMovingFrames(of: probe).nonEmpty?.joined(separator: " "))
        }
    }

    /// A group's shape: its pieces an edit of the previous group's, or for the first, of the
    /// drawing the page shows (whose pieces the script reads from the page, numbers being the
    /// only difference); its numbers and frames say only what differs from the previous group's.
    private static func shape(_ group: SliderShapeGroup, after previous: SliderShapeGroup?, at index: Int, drawing: TokenizedMarkup?) -> Shape {
        let frames = group.frames(of: group.members[0]), tokens = group.tokens
        guard let previous else {
            let edit = drawing.map { tokens.sharedPieces(with: $0) }
            return Shape(
                pieces: joined(tokens, skipping: edit), numbers: tokens.numbers(), movingNumbers: group.movingValues.nonEmpty,
                base: edit == nil ? nil : -1, prefix: edit?.prefix, suffix: edit?.suffix,
                frames: frames.joined(separator: " "), movingFrames: group.movingFrames.nonEmpty, borrowsOutlines: group.borrowsOutlines)
        }
        let edit = tokens.sharedPieces(with: previous.tokens)
        let previousFrames = previous.frames(of: previous.members[0])
        return Shape(
            pieces: joined(tokens, skipping: edit), numbers: tokens.numbers(sparseOver: previous.tokens), movingNumbers: group.movingValues.nonEmpty,
            base: index - 1, prefix: edit.prefix, suffix: edit.suffix,
            frames: sparse(frames, over: previousFrames), movingFrames: group.movingFrames.nonEmpty, borrowsOutlines: group.borrowsOutlines)
    }

    /// Whether the markup holds `&#`, looked for byte by byte (Foundation's `contains` took 1% of a cold build).
    private static func holdsCharacterReference(_ markup: String) -> Bool {
        var previous: UInt8 = 0
        for byte in markup.utf8 {
            if previous == UInt8(ascii: "&"), byte == UInt8(ascii: "#") { return true }
            previous = byte
        }
        return false
    }

    /// The pieces between the shared ones at the start and the end, separated by `slot`; a
    /// backtick of the drawing itself is written `&#96;`.
    private static func joined(_ tokens: TokenizedMarkup, skipping shared: (prefix: Int, suffix: Int)?) -> String {
        let middle = (shared?.prefix ?? 0)..<(tokens.pieceCount - (shared?.suffix ?? 0))
        return tokens.pieces(middle, separator: slot, escaping: slot, as: Array("&#96;".utf8))
    }

    /// `values` separated by spaces, each left empty where `base` holds the same at its index;
    /// written into one string (a shape's numbers run to thousands).
    private static func sparse(_ values: [String], over base: [String]) -> String {
        var text = ""
        for index in values.indices {
            if index > 0 { text.append(" ") }
            if index >= base.count || base[index] != values[index] { text.append(values[index]) }
        }
        return text
    }

    /// The table as the page holds it, `<` escaped so it cannot end its `<script>`; keys sorted,
    /// empty lists and nils left out.
    var json: String {
        var json = JSONText(escapesLessThan: true)
        json.object { table in
            table.member("displayScale", displayScale)
            table.member("height", height)
            table.member("interpolates", interpolates)
            table.key("keys")
            table.array(keys) { json, key in json.object(key.writeMembers) }
            table.key("shapes")
            table.array(shapes) { json, shape in json.object(shape.writeMembers) }
            table.member("widths", widths)
        }
        return json.isValid ? json.string : "{}"
    }
}

extension Array {
    /// The array, or nil when empty: the slider table leaves empty lists out.
    fileprivate var nonEmpty: [Element]? { isEmpty ? nil : self }
}
