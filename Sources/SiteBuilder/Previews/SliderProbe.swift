import LayoutEngine

/// A preview laid out at one whole-point width of its slider, unrounded, with its shape and
/// numbers; its drawing is made only when asked for, since most probes only check a line.
final class SliderProbe {
    let width: Int
    let layout: LayoutResult
    let shape: LayoutShape
    let numbers: [Double]
    /// Drawn without its frame-outline layer: the page copies the layer of the drawing it shows,
    /// which outlines the same nodes, and writes its numbers from the frames as for any keyframe.
    /// Outlines are about half of a drawing's bytes, and of the work of drawing and cutting one.
    let borrowsOutlines: Bool
    private let draw: (LayoutResult, _ outlines: Bool) -> [UInt8]
    private var drawn: TokenizedMarkup?
    private var outlines: (ids: [String], frames: [Double])?
    private var written: [String]?

    /// `shown` is the shape of the drawing the page shows when its outline layer may be borrowed.
    init(width: Int, layout: LayoutResult, shown: LayoutShape?, draw: @escaping (LayoutResult, _ outlines: Bool) -> [UInt8]) {
        self.width = width
        self.layout = layout
        self.shape = LayoutShape(layout)
        self.numbers = LayoutShape.numbers(layout)
        self.borrowsOutlines = shown.map(shape.hasSameOutlines) ?? false
        self.draw = draw
    }

    /// Each Text's offer and the offers that keep its lines, in tree order (nil where unknown).
    private(set) lazy var lineBreaks: [LineBreakRange?] = {
        var breaks: [LineBreakRange?] = []
        layout.root.forEach { node in if let text = node.text { breaks.append(text.lineBreaks) } }
        return breaks
    }()

    /// The drawing's markup as the page would hold it, cut at its numbers.
    var tokens: TokenizedMarkup {
        if let drawn { return drawn }
        let tokens = TokenizedMarkup(utf8: draw(layout, !borrowsOutlines))
        drawn = tokens
        return tokens
    }

    /// The root, then every node the drawing outlines (`FrameOverlay`: author-written nodes,
    /// depth first, parents first): their ids, and their x, y, width and height, unrounded.
    var outlined: (ids: [String], frames: [Double]) {
        if let outlines { return outlines }
        var ids: [String] = [], frames: [Double] = []
        func add(_ node: PlacedNode) {
            ids.append(node.id)
            frames += [node.frame.x, node.frame.y, node.frame.width, node.frame.height]
        }
        add(layout.root)
        layout.root.forEach { if !$0.isSynthetic { add($0) } }
        outlines = (ids, frames)
        return (ids, frames)
    }

    /// `outlined.frames` as the page reads them (`SliderShapeGroup.written`), written once.
    var writtenFrames: [String] {
        if let written { return written }
        let frames = outlined.frames.map(SliderShapeGroup.written)
        written = frames
        return frames
    }
}
