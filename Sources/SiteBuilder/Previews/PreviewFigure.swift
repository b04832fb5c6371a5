import LayoutEngine
import MarkdownTree
import SVGRenderer
import ViewTree

/// One preview as a page shows it: the drawing at its own width (in the HTML, so it shows
/// without JavaScript), a width slider with the table the page script draws its other widths
/// from (`WidthSlider`), the caption, and the layout trace at its own width in a `<details>`.
struct PreviewFigure {
    /// Ids of its controls start with it: `example-3-1`.
    let id: String
    /// The preview's name and what sets it apart from its neighbours (`Dark`, `accessibility3`).
    let labels: [String]
    /// The inner HTML of `.preview-render` (one or two scheme `<div>`s).
    let drawing: String
    let trace: TraceList
    /// "393 × fit → 120 × 40.33": the proposed canvas and the root view's size.
    let sizes: String
    let slider: WidthSlider?
    /// Points the widest drawing at any slider width is wide, zoom included, for choosing
    /// between code beside or above the previews.
    let widestDrawing: Double
    let zoom: Double?
    /// The code of every view laid out at some width; a candidate `ViewThatFits` never chooses
    /// is not among them, so its code gets no span that would light nothing.
    let placedSources: Set<SourceLocation>

    var html: String {
        var html = "<figure class=\"preview\" id=\"\(id)\">\n<div class=\"preview-canvas\">"
        html += "<div class=\"preview-render\">\(drawing)</div></div>\n"
        if let slider { html += sliderHTML(slider) }
        html += captionHTML
        html += traceHTML
        if let slider { html += "<script type=\"application/json\" class=\"preview-slider\">\(slider.json)</script>\n" }
        return html + "</figure>\n"
    }

    /// A range input over every whole point of the range, its value said in points.
    private func sliderHTML(_ slider: WidthSlider) -> String {
        let width = NumberFormat.string(slider.value)
        return "<div class=\"preview-width\"><label for=\"\(id)-width\">Width</label>"
            + "<input type=\"range\" id=\"\(id)-width\" min=\"\(slider.min)\" max=\"\(slider.max)\" step=\"1\" value=\"\(width)\" aria-valuetext=\"\(width) points\">"
            + "<output for=\"\(id)-width\">\(width)</output></div>\n"
    }

    private var captionHTML: String {
        var html = "<figcaption>"
        for label in labels { html += "<span class=\"preview-name\">\(HTMLEscaping.escape(label))</span> " }
        if let zoom { html += "<span class=\"preview-zoom\">Zoom \(NumberFormat.string(zoom))×</span> " }
        return html + "<span class=\"preview-size\">\(HTMLEscaping.escape(sizes))</span></figcaption>\n"
    }

    /// With a slider, the summary says which width the steps belong to.
    private var traceHTML: String {
        let width = slider.map { " at \(NumberFormat.string($0.value)) pt" } ?? ""
        return "<details class=\"trace\"><summary>Layout steps\(width) <span class=\"trace-count\">(\(trace.summary))</span></summary>"
            + trace.html(index: 0) + "</details>\n"
    }
}
