import Foundation
import MarkdownTree
import SVGRenderer
import ViewTree

/// One preview as a page shows it: the drawing at its first width (in the HTML, so it shows
/// without JavaScript), a width slider when it has several widths, the caption, and the layout
/// trace in a `<details>`. The other widths' drawings and traces wait in a `<template>` (each
/// distinct one once) and a JSON table says which ones each width uses; the page script swaps them.
struct PreviewFigure {
    /// One width the slider can stop at.
    struct Step {
        let width: Double
        /// Indexes into `renders` and `traces`.
        let render: Int
        let trace: Int
        /// "393 × fit → 120 × 40.33": the proposed canvas and the root view's size.
        let sizes: String
    }

    /// A distinct drawing: the inner HTML of `.preview-render` (one or two scheme `<div>`s).
    struct Render: Equatable {
        let html: String
        /// Points the drawing is wide, zoom included.
        let width: Double
    }

    /// Ids of its controls start with it: `example-3-1`.
    let id: String
    /// The preview's name and what sets it apart from its neighbours (`Dark`, `accessibility3`).
    let labels: [String]
    let renders: [Render]
    let traces: [TraceList]
    let steps: [Step]
    /// The step shown first.
    let initial: Int
    let zoom: Double?
    /// The code of every view laid out at some width; a candidate `ViewThatFits` never chooses
    /// is not among them, so its code gets no span that would light nothing.
    let placedSources: Set<SourceLocation>

    /// The widest drawing, for choosing between code beside or above the previews.
    var widestDrawing: Double { renders.map(\.width).max() ?? 0 }

    var html: String {
        let step = steps[initial]
        var html = "<figure class=\"preview\" id=\"\(id)\">\n<div class=\"preview-canvas\">"
        html += "<div class=\"preview-render\" data-render=\"\(step.render)\">\(renders[step.render].html)</div></div>\n"
        if steps.count > 1 { html += sliderHTML }
        html += captionHTML(step)
        html += traceHTML(traces[step.trace], index: step.trace)
        if renders.count > 1 || traces.count > 1 { html += templateHTML(shown: step) }
        if steps.count > 1 { html += "<script type=\"application/json\" class=\"preview-steps\">\(stepsJSON)</script>\n" }
        return html + "</figure>\n"
    }

    /// A range input over the steps' indexes (so every stop is a drawn width), its value said in points.
    private var sliderHTML: String {
        let width = NumberFormat.string(steps[initial].width)
        return "<div class=\"preview-width\"><label for=\"\(id)-width\">Width</label>"
            + "<input type=\"range\" id=\"\(id)-width\" min=\"0\" max=\"\(steps.count - 1)\" step=\"1\" value=\"\(initial)\" aria-valuetext=\"\(width) points\">"
            + "<output for=\"\(id)-width\">\(width)</output></div>\n"
    }

    private func captionHTML(_ step: Step) -> String {
        var html = "<figcaption>"
        for label in labels { html += "<span class=\"preview-name\">\(HTMLEscaping.escape(label))</span> " }
        if let zoom { html += "<span class=\"preview-zoom\">Zoom \(NumberFormat.string(zoom))×</span> " }
        return html + "<span class=\"preview-size\">\(HTMLEscaping.escape(step.sizes))</span></figcaption>\n"
    }

    private func traceHTML(_ trace: TraceList, index: Int) -> String {
        "<details class=\"trace\"><summary>Layout steps <span class=\"trace-count\">(\(trace.summary))</span></summary>"
            + trace.html(index: index) + "</details>\n"
    }

    /// The drawings and traces not shown first.
    private func templateHTML(shown: Step) -> String {
        var html = "<template class=\"preview-parts\">"
        for (index, render) in renders.enumerated() where index != shown.render {
            html += "<div class=\"preview-render\" data-render=\"\(index)\">\(render.html)</div>"
        }
        for (index, trace) in traces.enumerated() where index != shown.trace {
            html += trace.html(index: index)
        }
        return html + "</template>\n"
    }

    /// Per step its width, drawing, trace and sizes; per trace its summary.
    private var stepsJSON: String {
        struct Table: Encodable {
            let widths: [Double]
            let renders: [Int]
            let traces: [Int]
            let sizes: [String]
            let summaries: [String]
        }
        let table = Table(
            widths: steps.map(\.width), renders: steps.map(\.render), traces: steps.map(\.trace),
            sizes: steps.map(\.sizes), summaries: traces.map(\.summary))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(table)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return json.replacingOccurrences(of: "<", with: "\\u003c")
    }
}
