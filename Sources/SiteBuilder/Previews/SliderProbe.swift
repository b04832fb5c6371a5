import LayoutEngine

/// A preview laid out at one whole-point width of its slider, unrounded, with its shape and
/// numbers; its drawing is made only when asked for, since most probes only check a line.
final class SliderProbe {
    let width: Int
    let layout: LayoutResult
    let shape: LayoutShape
    let numbers: [Double]
    private let draw: (LayoutResult) -> String
    private var drawn: (markup: String, tokens: TokenizedMarkup)?

    init(width: Int, layout: LayoutResult, draw: @escaping (LayoutResult) -> String) {
        self.width = width
        self.layout = layout
        self.shape = LayoutShape(layout)
        self.numbers = LayoutShape.numbers(layout)
        self.draw = draw
    }

    /// The drawing's markup as the page would hold it, cut at its numbers.
    var tokens: TokenizedMarkup {
        if let drawn { return drawn.tokens }
        let markup = draw(layout)
        let tokens = TokenizedMarkup(markup)
        drawn = (markup, tokens)
        return tokens
    }
}
