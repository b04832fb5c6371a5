import Foundation
import OpenTypeFonts
import SVGRenderer

/// The picture a link preview shows (`og:image`): a 1200 × 630 PNG, the size Facebook, LinkedIn
/// and X crop large cards to (1.91:1), with the page's first drawing centred on a white panel in
/// the light theme. The drawing is scaled to fill the panel, up to 3×: it is an SVG, so any
/// scale is sharp. Frame outlines are hidden, as on a page nobody points at.
///
/// The browser loads `page(fonts:)` once and `script(for:)` swaps each drawing in, so one page
/// load (and one font load) serves every card of a build.
enum SocialCard {
    static let width = 1200
    static let height = 630
    /// Room around the panel and inside it.
    static let margin = 40.0
    static let padding = 32.0
    static let largestScale = 3.0

    /// Part of every card's key (`key(for:images:)`): bump it whenever the page or the script
    /// below changes what a card looks like, and every stored card is drawn again.
    static let version = "fieldguide-card-1"

    /// The card page: every face the previews are measured with, loaded from its file, the
    /// scheme colours in the light theme, and an empty panel.
    static func page(fonts: [(face: FontFace, path: String)]) -> String {
        var css = ""
        for (face, path) in fonts {
            css += "@font-face { font-family: \"\(face.family.name)\"; font-style: \(face.italic ? "italic" : "normal"); "
            css += "font-weight: \(face.weight); src: url(\"file://\(SiteURLs.encoded(path))\"); }\n"
        }
        css += SchemePalette.css + style
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><style>\n\(css)</style></head>\n"
            + "<body><div id=\"panel\"></div></body></html>\n"
    }

    private static let style = """
        :root { color-scheme: light; }
        html, body { margin: 0; width: \(width)px; height: \(height)px; overflow: hidden; background: #eceef3; }
        body { display: flex; align-items: center; justify-content: center; }
        #panel { padding: \(Int(padding))px; background: #ffffff; border-radius: 28px; box-shadow: 0 2px 14px rgba(30, 35, 60, 0.16); line-height: 0; }
        #panel svg { display: block; }
        #panel .fg-frames { display: none; }

        """

    /// The scale that fits the drawing in the panel's room, at most `largestScale`.
    static func scale(for drawing: FigureDrawing) -> Double {
        let room = (width: Double(width) - 2 * (margin + padding), height: Double(height) - 2 * (margin + padding))
        return min(room.width / drawing.width, room.height / drawing.height, largestScale)
    }

    /// JavaScript that shows `drawing` scaled (`scale(for:)`), its images from the content folder,
    /// and resolves to `true` once its fonts and images have loaded (a screenshot waits for the
    /// next frame itself).
    static func script(for drawing: FigureDrawing, images: [Image]) -> String {
        let scale = scale(for: drawing)
        var svg = drawing.svg
        for image in images {
            svg = svg.replacingOccurrences(of: "href=\"\(image.href)\"", with: "href=\"file://\(SiteURLs.encoded(image.file))\"")
        }
        let markup = svg.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\\": "\\\\"
            case "`": "\\`"
            case "$": "\\$"
            default: String(scalar)
            }
        }.joined()
        return """
            (() => {
              const panel = document.getElementById("panel");
              panel.innerHTML = `\(markup)`;
              const svg = panel.querySelector("svg");
              svg.setAttribute("width", \(drawing.width * scale));
              svg.setAttribute("height", \(drawing.height * scale));
              const images = [...svg.querySelectorAll("image")].map(image => new Promise(done => {
                const probe = new Image(); probe.onload = probe.onerror = done; probe.src = image.href.baseVal;
              }));
              return Promise.all([document.fonts.ready, ...images]).then(() => true);
            })()
            """
    }

    /// An `<image>` of a drawing: its link as the page has it, and the content file it names.
    struct Image: Equatable {
        let href: String
        let file: String
    }

    /// The drawing's `<image>` links under the site's root, with the content files they name (as
    /// absolute paths, for `file://` URLs); the card shows those files, since the links only work
    /// once the site is published.
    static func images(in drawing: FigureDrawing, urls: SiteURLs, contentFolder: String) -> [Image] {
        drawing.svg.components(separatedBy: "<image ").dropFirst().compactMap { element in
            guard let start = element.range(of: " href=\"") ?? element.range(of: "href=\"") else { return nil }
            let href = String(element[start.upperBound...].prefix { $0 != "\"" })
            guard href.hasPrefix(urls.root), let sitePath = String(href.dropFirst(urls.root.count)).removingPercentEncoding else { return nil }
            return Image(href: href, file: URL(fileURLWithPath: contentFolder).standardizedFileURL.appendingPathComponent(sitePath).path)
        }
    }

    /// A card's key: the card's version, the drawing, and the versions of the files its images
    /// show, so a changed image draws the card again.
    static func key(for drawing: FigureDrawing, images: [Image]) -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(version)
        hasher.combine(drawing.svg)
        for image in images { hasher.combine(fileAt: image.file) }
        return hasher.finalize()
    }
}
