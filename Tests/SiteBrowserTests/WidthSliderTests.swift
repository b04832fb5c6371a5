import Foundation
import Testing

/// Issue 14: a width slider on every figure, exact at every whole-point width of its range. Each
/// figure's slider is set to seeded random widths and its outlines and caption are compared with
/// the same block built with `width=W widths=off`, a direct layout at that width (what
/// `fieldguide layout --width W` computes, with the page's fonts and earlier blocks).
@Suite(.serialized) struct WidthSliderTests {
    /// Seeded fractions of each slider's range (a linear congruential generator, so every run
    /// tries the same widths).
    static let fractions: [Double] = {
        var state: UInt64 = 14
        return (0..<30).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
    }()

    /// The bundled site's slider tables, by page and figure id.
    static let tables = Result {
        try BundledSite.pages().reduce(into: [String: [String: SliderTable]]()) { tables, page in
            let html = try String(contentsOf: BundledSite.folder().appendingPathComponent(page), encoding: .utf8)
            let found = try SliderTable.all(in: html)
            if !found.isEmpty { tables[page] = found }
        }
    }

    static func width(_ table: SliderTable, at fraction: Double) -> Int {
        let low = table.widths.first!, high = table.widths.last!
        return low + Int((fraction * Double(high - low)).rounded())
    }

    /// The block a figure id names: `example-3-1` and `example-3-v2-1` are block 3's.
    static func block(of id: String) -> Int { Int(id.split(separator: "-")[1])! }

    /// The bundled content with every slider's block pinned to its width at `fraction`.
    static func pinnedSite(at fraction: Double) throws -> URL {
        let widths = try tables.get().mapValues { figures in
            figures.reduce(into: [Int: Int]()) { $0[block(of: $1.key)] = width($1.value, at: fraction) }
        }
        return try PinnedWidthSite.build(widths: widths)
    }

    @Test func everySliderHasItsFiguresOutlinesAtThirtyRandomWidths() throws {
        let tables = try Self.tables.get()
        #expect(tables.values.map(\.count).reduce(0, +) >= 90, "sliders on the bundled figures")
        for fraction in Self.fractions {
            let site = try Self.pinnedSite(at: fraction)
            for (page, figures) in tables {
                let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
                for (id, table) in figures {
                    let width = Self.width(table, at: fraction)
                    let direct = try StaticFigure(id: id, in: html)
                    let mixed = table.drawn(at: width)
                    #expect(mixed.sizes == direct.sizes, "\(page) \(id) at \(width)")
                    #expect(mixed.frames.count == direct.outlines.count, "\(page) \(id) at \(width)")
                    for (index, outline) in zip(mixed.frames.indices, direct.outlines) where mixed.frames[index] != outline.frame {
                        Issue.record("\(page) \(id) node \(outline.node) at \(width): expected \(outline.frame), slider \(mixed.frames[index])")
                    }
                }
            }
        }
    }

    @Test func aDraggedSliderShowsTheDirectLayoutInTheBrowser() throws {
        let tables = try Self.tables.get()
        for fraction in Self.fractions.prefix(5) {
            let site = try Self.pinnedSite(at: fraction)
            for (page, figures) in tables.sorted(by: { $0.key < $1.key }) {
                let report = try ReaderSession(page: BundledSite.folder().appendingPathComponent(page)).run("""
                    var seen = {};
                    // Every variant's previews come into the page when picked.
                    document.querySelectorAll(".variant-picker input").forEach(function (radio) { radio.click(); });
                    document.querySelectorAll("figure.preview").forEach(function (preview) {
                      var input = preview.querySelector(".preview-width input");
                      if (!input) return;
                      var width = +input.min + Math.round(\(fraction) * (+input.max - +input.min));
                      page.slide(input, width);
                      var layer = preview.querySelector(".preview-canvas .fg-frames"), outlines = [];
                      (layer ? layer.querySelectorAll("rect[data-node]") : []).forEach(function (rect) {
                        outlines.push(["x", "y", "width", "height"].map(function (k) { return rect.getAttribute(k); }).join(" "));
                      });
                      seen[preview.id] = {outlines: outlines, sizes: preview.querySelector(".preview-size").textContent, width: width};
                    });
                    values.seen = JSON.stringify(seen);
                    """)
                #expect(report.errors.isEmpty, "\(page): \(report.errors)")
                let seen = try JSONDecoder().decode([String: Seen].self, from: Data((report.values["seen"] ?? "{}").utf8))
                let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
                for id in figures.keys.sorted() {
                    guard let shown = seen[id] else {
                        Issue.record("\(page) \(id): no slider in the page")
                        continue
                    }
                    let direct = try StaticFigure(id: id, in: html)
                    #expect(shown.width == Self.width(figures[id]!, at: fraction))
                    #expect(shown.sizes == direct.sizes, "\(page) \(id) at \(shown.width)")
                    #expect(shown.outlines == direct.outlines.map(\.frame), "\(page) \(id) at \(shown.width)")
                }
            }
        }
    }

    private struct Seen: Decodable {
        let outlines: [String]
        let sizes: String
        let width: Int
    }
}

/// A figure as a built page holds it: its first drawing's outlines in order (node id and
/// "x y width height") and the caption's sizes.
struct StaticFigure {
    let outlines: [(node: String, frame: String)]
    let sizes: String

    init(id: String, in html: String) throws {
        guard let start = html.range(of: "<figure class=\"preview\" id=\"\(id)\">"),
              let end = html.range(of: "</figure>", range: start.upperBound..<html.endIndex) else {
            throw Missing(id: id)
        }
        let figure = String(html[start.upperBound..<end.lowerBound])
        let layer = figure.range(of: "class=\"fg-frames\"").map { figure[$0.upperBound...] } ?? ""
        let frames = String(layer[..<(layer.range(of: "</svg>")?.lowerBound ?? layer.endIndex)])
        var outlines: [(node: String, frame: String)] = []
        let rect = try NSRegularExpression(pattern: #"<rect ([^>]*data-node="[^"]+"[^>]*)>"#)
        for match in rect.matches(in: frames, range: NSRange(frames.startIndex..., in: frames)) {
            let attributes = String(frames[Range(match.range(at: 1), in: frames)!])
            let value = { (name: String) in
                attributes.range(of: " \(name)=\"[^\"]*\"|^\(name)=\"[^\"]*\"", options: .regularExpression)
                    .map { attributes[$0].split(separator: "\"")[1] }.map(String.init) ?? ""
            }
            outlines.append((value("data-node"), ["x", "y", "width", "height"].map(value).joined(separator: " ")))
        }
        self.outlines = outlines
        let size = figure.range(of: "<span class=\"preview-size\">")!
        sizes = String(figure[size.upperBound...].prefix { $0 != "<" })
            .replacingOccurrences(of: "&gt;", with: ">")
    }

    struct Missing: Error { let id: String }
}
