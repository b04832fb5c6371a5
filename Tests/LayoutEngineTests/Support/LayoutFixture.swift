import Foundation
import LayoutEngine
import Testing
import ViewTree
import Yams

/// One golden layout case: a YAML file under `Fixtures/Layout/<area>/<name>.yaml` holding the
/// view tree, the canvas, and the expected frames of tagged nodes (canvas points, pixel-snapped).
struct LayoutFixture: Sendable, CustomTestStringConvertible {
    let area: String
    let name: String
    let yaml: String

    var testDescription: String { "\(area)/\(name)" }

    /// The fixtures folder, found from this source file so no absolute path is stored anywhere.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Layout")

    static func loadAll() -> [LayoutFixture] {
        let fm = FileManager.default
        let areas = (try? fm.contentsOfDirectory(atPath: root.path)) ?? []
        return areas.sorted().flatMap { area -> [LayoutFixture] in
            let folder = root.appendingPathComponent(area)
            let files = (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
            return files.filter { $0.hasSuffix(".yaml") }.sorted().compactMap { file in
                guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { return nil }
                return LayoutFixture(area: area, name: String(file.dropLast(5)), yaml: text)
            }
        }
    }

    /// What a fixture asks for, decoded.
    struct Case {
        var view: ViewNode
        var width: Double
        var height: LayoutEngine.CanvasHeight
        var expected: [(tag: String, frame: Rect)]
        var issues: [String]
        var description: String
        /// `device: "iPhone 16"` or `{name, orientation}`: a device canvas instead of `canvas`.
        var device: DeviceCanvas?
        /// `wholeScrollContent: true` lays scroll views out at their content's full length.
        var showsWholeScrollContent: Bool
    }

    /// The layout this case asks for.
    func run(_ c: Case) -> LayoutResult {
        let engine = LayoutEngine(options: LayoutOptions(showsWholeScrollContent: c.showsWholeScrollContent))
        if let device = c.device { return engine.layout(c.view, device: device) }
        return engine.layout(c.view, width: c.width, height: c.height)
    }

    func decode() throws -> Case {
        guard let map = try Yams.load(yaml: yaml) as? [String: Any] else { throw FixtureError("fixture is not a mapping") }
        var values = FixtureValues()
        try declareGuides(map["alignments"] as? [String: Any] ?? [:], into: &values)
        let decoder = FixtureViewDecoder(values: values)
        guard let viewYAML = map["view"] else { throw FixtureError("fixture has no view") }
        let canvas = map["canvas"] as? [Any] ?? [200, 200]
        let width = try values.require(canvas.first, "canvas width")
        let height: LayoutEngine.CanvasHeight = canvas.last as? String == "fit" ? .fit : .fixed(try values.require(canvas.last, "canvas height"))
        let expect = map["expect"] as? [String: Any] ?? [:]
        let expected = try expect.keys.sorted().map { tag -> (tag: String, frame: Rect) in
            guard let f = expect[tag] as? [Any], f.count == 4 else { throw FixtureError("expected frame of \(tag) must be [x, y, w, h]") }
            let n = try f.map { try values.require($0, "frame value") }
            return (tag, Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
        }
        guard !expected.isEmpty else { throw FixtureError("fixture expects no frames") }
        return Case(
            view: try decoder.view(viewYAML), width: width, height: height, expected: expected,
            issues: (map["issues"] as? [String] ?? []).sorted(), description: map["description"] as? String ?? name,
            device: try device(map["device"]), showsWholeScrollContent: map["wholeScrollContent"] as? Bool ?? false)
    }

    private func device(_ value: Any?) throws -> DeviceCanvas? {
        guard let value else { return nil }
        let map = value as? [String: Any] ?? ["name": value]
        let name = map["name"] as? String ?? ""
        let orientation = DeviceCanvas.Orientation(rawValue: map["orientation"] as? String ?? "portrait") ?? .portrait
        guard let device = DeviceCanvas.named(name, orientation: orientation) else { throw FixtureError("unknown device \(name)") }
        return device
    }

    /// `alignments: {firstThird: {axis: vertical, default: "height / 3"}}` declares custom AlignmentIDs.
    private func declareGuides(_ guides: [String: Any], into values: inout FixtureValues) throws {
        for (name, spec) in guides.sorted(by: { $0.key < $1.key }) {
            let s = spec as? [String: Any] ?? [:]
            let expression = try GuideExpression(s["default"] as? String ?? "0")
            let reads = try FixtureViewDecoder.guideNames(in: expression.text).reduce(into: [String: AlignmentKey]()) { $0[$1] = try values.guideKey($1) }
            let value: @Sendable (ViewDimensions) -> Double = { d in
                expression.evaluate(width: d.width, height: d.height) { reads[$0].map { d[$0] } ?? 0 }
            }
            if s["axis"] as? String == "horizontal" {
                values.horizontalGuides[name] = HorizontalAlignment(custom: name, defaultValue: value)
            } else {
                values.verticalGuides[name] = VerticalAlignment(custom: name, defaultValue: value)
            }
        }
    }
}
