import MarkdownTree
import SVGRenderer

/// One ```swift block as a page shows it: the highlighted code with its diagnostics, and beside it
/// the previews (light and dark, the page's CSS shows the one matching its theme), an error panel
/// in place of the previews, or nothing more when the block has no preview.
struct ExampleFigure {
    /// One preview drawn in both colour schemes.
    struct RenderedPreview {
        let name: String?
        let lightSVG: String
        let darkSVG: String
        /// "393 × 759 → 120 × 40.33": the proposed canvas and the root view's size.
        let sizes: String
        /// Points the cropped preview is wide.
        let width: Double
    }

    enum Display {
        case codeOnly
        case previews([RenderedPreview])
        case failed([CodeListing.Annotation])
    }

    /// Previews wider than this go under the code rather than beside it.
    static let sideBySideLimit = 440.0

    let id: String
    let listing: CodeListing
    let display: Display

    var html: String {
        var classes = ["example"]
        switch display {
        case .codeOnly: classes.append("example-code-only")
        case .previews(let previews) where previews.count > 1 || previews.contains(where: { $0.width > Self.sideBySideLimit }):
            classes.append("example-stacked")
        default: break
        }
        var html = "<figure class=\"\(classes.joined(separator: " "))\" id=\"\(id)\">\n"
        html += "<div class=\"example-code\">\(listing.html)</div>\n"
        switch display {
        case .codeOnly: break
        case .previews(let previews): html += previewsHTML(previews)
        case .failed(let errors): html += failureHTML(errors)
        }
        return html + "</figure>"
    }

    private func previewsHTML(_ previews: [RenderedPreview]) -> String {
        var html = "<div class=\"example-previews\">\n"
        for preview in previews {
            html += "<figure class=\"preview\">\n<div class=\"preview-canvas\">"
            html += "<div class=\"scheme-light\">\(preview.lightSVG)</div><div class=\"scheme-dark\">\(preview.darkSVG)</div></div>\n"
            html += "<figcaption>"
            if let name = preview.name { html += "<span class=\"preview-name\">\(HTMLEscaping.escape(name))</span> " }
            html += "<span class=\"preview-size\">\(HTMLEscaping.escape(preview.sizes))</span></figcaption>\n</figure>\n"
        }
        return html + "</div>\n"
    }

    private func failureHTML(_ errors: [CodeListing.Annotation]) -> String {
        let count = errors.count == 1 ? "an error" : "\(errors.count) errors"
        var html = "<div class=\"example-failed\">\n<p class=\"example-failed-title\">No preview: the code has \(count)</p>\n<ul>\n"
        for error in errors {
            let diagnostic = error.diagnostic
            let location = "\(diagnostic.position.line):\(diagnostic.position.column)"
            html += "<li><a href=\"#\(error.anchor)\">\(location)</a> \(HTMLEscaping.escape(diagnostic.message))</li>\n"
        }
        return html + "</ul>\n</div>\n"
    }
}
