import Foundation
import OpenTypeFonts

/// The HTML page Chromium measures: an `@font-face` per face the measurer loads, pointing at
/// the very files `FontLibrary` read (Text.md §3 "Browser parity conditions": same bytes,
/// exact weights, `font-display: block`), the SVGs as the renderer wrote them — they carry their
/// own text CSS, so the page adds none — and a script that waits for every face, then writes each
/// line's advance and drawn start point into `#report` as ASCII JSON.
struct ParityPage {
    /// One `@font-face` source.
    struct Face {
        let family: String
        let weight: Int
        let italic: Bool
        let path: String

        var style: String { italic ? "italic" : "normal" }
    }

    let faces: [Face]
    let svgs: [String]

    /// The faces of `library`, each at the path it was read from.
    static func faces(in library: FontLibrary) throws -> [Face] {
        try FontFace.all.map { face in
            Face(family: face.family.name, weight: face.weight, italic: face.italic, path: try library.path(of: face))
        }
    }

    var html: String {
        let fontFaces = faces.map { face in
            "@font-face { font-family: \"\(face.family)\"; src: url(\"\(URL(fileURLWithPath: face.path).absoluteString)\"); font-weight: \(face.weight); font-style: \(face.style); font-display: block; }"
        }
        let samples = svgs.enumerated().map { i, svg in "<div class=\"sample\" id=\"sample-\(i)\">\n\(svg)</div>" }
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><style>
            \(fontFaces.joined(separator: "\n"))
            </style></head><body>
            \(samples.joined(separator: "\n"))
            <pre id="report"></pre>
            <script>
            \(script)
            </script>
            </body></html>
            """
    }

    /// Each declared face's status after loading it — "error" when its file failed, and then
    /// Chromium silently draws with an installed font of the same name while
    /// `document.fonts.check` still says true (seen here) — and `check` per face, then every
    /// `<text>` of every sample's content layer in document order.
    private var script: String {
        let checks = faces.map { "\"\($0.style) \($0.weight) 17px \\\"\($0.family)\\\"\"" }
        return """
            (async () => {
              const faces = [...document.fonts];
              await Promise.allSettled(faces.map(face => face.load()));
              await document.fonts.ready;
              const report = {
                faces: faces.map(face => ({ family: face.family.replace(/"/g, ""), weight: face.weight, style: face.style, status: face.status })),
                checks: [\(checks.joined(separator: ", "))].map(font => ({ font, loaded: document.fonts.check(font) })),
                samples: [...document.querySelectorAll(".sample")].map(sample =>
                  [...sample.querySelectorAll(".fg-content text")].map(text => {
                    const start = text.getNumberOfChars() > 0 ? text.getStartPositionOfChar(0) : null;
                    return {
                      text: text.textContent, length: text.getComputedTextLength(),
                      x: text.getAttribute("x"), y: text.getAttribute("y"),
                      startX: start ? start.x : null, startY: start ? start.y : null,
                    };
                  })),
              };
              document.getElementById("report").textContent = JSON.stringify(report)
                .replace(/[^\\x20-\\x7e]|[&<>]/g, c => "\\\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));
            })();
            """
    }
}
