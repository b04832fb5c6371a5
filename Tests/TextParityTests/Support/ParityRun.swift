import Foundation
import LayoutEngine
import OpenTypeFonts
import SVGRenderer
import TestSupport
import ViewTree

/// Lays out every `ParitySample` with the real fonts, renders it with `SVGRenderer`, has
/// Chromium draw all of them on one page, and keeps both sides for the tests to compare.
/// It runs once per test process; every test reads `shared`.
struct ParityRun: Sendable {
    /// A line as the engine laid it out, in canvas coordinates.
    struct EngineLine: Sendable {
        let text: String
        let x: Double
        let baseline: Double
        let width: Double
        let font: ResolvedFont
    }

    struct Sample: Sendable {
        let name: String
        let engine: [EngineLine]
        /// The lines Chromium drew for this sample, in document order.
        var browser: [BrowserReport.Line] = []
    }

    let samples: [Sample]
    let report: BrowserReport
    let declaredFaces: Int

    static let shared = Result { try ParityRun.make() }

    /// 1. lay out and render every sample; 2. write the page next to a scratch profile;
    /// 3. let Chromium run it; 4. pair each sample with the lines the browser reported.
    static func make() throws -> ParityRun {
        let chromium = try Chromium.find()
        let engine = LayoutEngine(options: LayoutOptions(textMeasurer: try FontTextMeasurer(library: .debian)))
        var samples: [Sample] = []
        var svgs: [String] = []
        for (i, sample) in ParitySample.all.enumerated() {
            let result = engine.layout(sample.tree, width: ParitySample.canvasWidth, height: .fit)
            samples.append(Sample(name: sample.name, engine: engineLines(result.root)))
            svgs.append(SVGRenderer(options: RenderOptions(idPrefix: "s\(i)-")).render(result))
        }
        let faces = try ParityPage.faces(in: .debian)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fieldguide-text-parity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let page = scratch.appendingPathComponent("parity.html")
        try ParityPage(faces: faces, svgs: svgs).html.write(to: page, atomically: true, encoding: .utf8)
        let report = try decodeReport(try chromium.dumpDOM(of: page, scratch: scratch))
        for (i, lines) in report.samples.enumerated() where i < samples.count {
            samples[i].browser = lines
        }
        return ParityRun(samples: samples, report: report, declaredFaces: faces.count)
    }

    /// The drawn lines of every Text in painting order (depth first; the samples have no
    /// backgrounds, whose secondary views would paint first); empty lines draw nothing.
    static func engineLines(_ root: PlacedNode) -> [EngineLine] {
        var lines: [EngineLine] = []
        root.forEach { node in
            guard let layout = node.text else { return }
            for line in layout.lines where !line.text.isEmpty {
                lines.append(EngineLine(
                    text: line.text, x: node.frame.x + line.x, baseline: node.frame.y + line.baseline,
                    width: line.width, font: layout.font))
            }
        }
        return lines
    }

    /// Chromium's DOM has no `#report`: the page's script did not finish.
    struct MissingReport: Error, CustomStringConvertible {
        let dom: String

        var description: String { "chromium's DOM has no #report (the page script did not finish): \(dom.prefix(500))…" }
    }

    private static func decodeReport(_ dom: String) throws -> BrowserReport {
        guard let start = dom.range(of: "<pre id=\"report\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
              start.upperBound < end.lowerBound
        else { throw MissingReport(dom: dom) }
        return try JSONDecoder().decode(BrowserReport.self, from: Data(dom[start.upperBound..<end.lowerBound].utf8))
    }
}
