import MarkdownTree

/// One ```swift block as a page shows it: the highlighted code with its diagnostics and beside it
/// the previews, an error panel in place of the previews, or nothing more when the block has no
/// preview. A block with `variants=` holds one such pair per variant: the written one in the
/// HTML, the others in a `<template>`, and a picker (shown with JavaScript) to switch between them.
/// Frame outlines show while the reader points at or focuses the figure; under the previews,
/// "Always show frames" keeps them on (through CSS, with or without script; the page's script
/// remembers the reader's choice).
struct ExampleFigure {
    enum Display {
        case codeOnly
        case previews([PreviewFigure])
        case failed([CodeListing.Annotation])
    }

    /// One variant's code and what it shows.
    struct Variant {
        /// The value put in the code's slot; nil for a block without variants.
        let value: String?
        let listing: CodeListing
        let display: Display

        var previews: [PreviewFigure] {
            if case .previews(let previews) = display { previews } else { [] }
        }
    }

    /// Previews wider than this go under the code rather than beside it.
    static let sideBySideLimit = 440.0

    let id: String
    let variants: [Variant]
    /// The variant shown first: the one written in the code.
    let initial: Int
    /// Whether "Always show frames" starts on (the reader's remembered choice wins).
    let showsFrames: Bool

    var html: String {
        var html = "<figure class=\"\(classes.joined(separator: " "))\" id=\"\(id)\">\n"
        html += variantHTML(variants[initial], index: initial, hidden: false)
        if variants.count > 1 {
            html += "<template class=\"example-variants\">"
            for (index, variant) in variants.enumerated() where index != initial {
                html += variantHTML(variant, index: index, hidden: true)
            }
            html += "</template>\n"
        }
        if hasPreviews { html += controlsHTML }
        return html + "</figure>"
    }

    private var hasPreviews: Bool {
        variants.contains { !$0.previews.isEmpty }
    }

    /// Code beside the previews unless a variant shows several previews or a wide one.
    private var classes: [String] {
        if case .codeOnly = variants[initial].display { return ["example", "example-code-only"] }
        let stacked = variants.contains { variant in
            variant.previews.count > 1 || variant.previews.contains { $0.widestDrawing > Self.sideBySideLimit }
        }
        return stacked ? ["example", "example-stacked"] : ["example"]
    }

    /// The variant's code and previews, in a `display: contents` wrapper so they sit in the figure's grid.
    private func variantHTML(_ variant: Variant, index: Int, hidden: Bool) -> String {
        var html = "<div class=\"example-variant\" data-variant=\"\(index)\"\(hidden ? " hidden" : "")>\n"
        html += "<div class=\"example-code\">\(variant.listing.html)</div>\n"
        switch variant.display {
        case .codeOnly: break
        case .previews(let previews): html += "<div class=\"example-previews\">\n" + previews.map(\.html).joined() + "</div>\n"
        case .failed(let errors): html += failureHTML(errors)
        }
        return html + "</div>\n"
    }

    /// The variant picker (radio buttons, so arrow keys move between them) and the frames toggle.
    private var controlsHTML: String {
        var html = "<div class=\"example-controls\">"
        if variants.count > 1 {
            html += "<fieldset class=\"variant-picker\"><legend>Variant</legend>"
            for (index, variant) in variants.enumerated() {
                let checked = index == initial ? " checked" : ""
                html += "<label><input type=\"radio\" name=\"\(id)-variant\" value=\"\(index)\"\(checked)>"
                html += "<code>\(HTMLEscaping.escape(variant.value ?? ""))</code></label>"
            }
            html += "</fieldset>"
        }
        html += "<label class=\"frames-toggle\"><input type=\"checkbox\"\(showsFrames ? " checked" : "")> Always show frames</label>"
        return html + "</div>\n"
    }

    private func failureHTML(_ errors: [CodeListing.Annotation]) -> String {
        let count = errors.count == 1 ? "an error" : "\(errors.count) errors"
        var html = "<div class=\"example-failed\">\n<p class=\"example-failed-title\">No preview: the code has \(count)</p>\n<ul>\n"
        for error in errors {
            let diagnostic = error.diagnostic
            let location = diagnostic.position?.description ?? ""
            html += "<li><a href=\"#\(error.anchor)\">\(location)</a> \(HTMLEscaping.escape(diagnostic.message))</li>\n"
        }
        return html + "</ul>\n</div>\n"
    }
}
