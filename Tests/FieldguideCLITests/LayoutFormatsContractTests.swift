import Foundation
import Testing

/// `fieldguide layout`'s three formats describe one layout: the same author-written views, in the
/// same order, with the same frames, in the JSON, the text tree and the SVG's outlines. Before
/// issue 13 the JSON kept only the first of several top-level views.
@Suite struct LayoutFormatsContractTests {
    static let snippets = [
        "Text(\"A\")\nText(\"B\")\n",
        "HStack {\n    Color.red.frame(width: 20, height: 20)\n    Text(\"Hi\").padding()\n}\n.border(Color.blue)\n",
        "Toggle(\"Wi-Fi\", isOn: .constant(true))\nDivider()\nLabel(\"Inbox\", systemImage: \"tray\")\n",
        "VStack {\n    ForEach(0..<3) { i in\n        Text(\"Row \\(i)\")\n    }\n}\n",
    ]

    /// One view as every format can say it: kind and frame to two decimals.
    struct View: Equatable, CustomStringConvertible {
        let kind: String
        let frame: [Double]
        var description: String { "\(kind) \(frame)" }
        init(_ kind: String, _ frame: [Double]) {
            self.kind = kind
            self.frame = frame.map { ($0 * 100).rounded() / 100 }
        }
    }

    @Test(arguments: snippets)
    func jsonTreeAndSVGShowTheSameViews(_ snippet: String) async throws {
        let file = try CommandRunner.temporaryFolder() + "/snippet.swift"
        try snippet.write(toFile: file, atomically: true, encoding: .utf8)
        let json = try await CommandRunner.run(["layout", file, "--format", "json"])
        let tree = try await CommandRunner.run(["layout", file, "--format", "tree"])
        let svg = try await CommandRunner.run(["layout", file, "--format", "svg"])
        #expect(json.status == 0 && tree.status == 0 && svg.status == 0, "\(json.errors)")
        let fromJSON = try Self.views(json: json.output)
        #expect(fromJSON.count >= 2, "\(fromJSON)")
        #expect(Self.views(tree: tree.output) == fromJSON)
        #expect(Self.views(svg: svg.output) == fromJSON)
    }

    /// Depth first, the engine's implicit root left out (neither other format shows it).
    static func views(json: String) throws -> [View] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let previews = try #require(report["previews"] as? [[String: Any]])
        var views: [View] = []
        func walk(_ node: [String: Any]) {
            if node["implicit"] as? Bool != true {
                let frame = ["x", "y", "width", "height"].map { (node[$0] as? NSNumber)?.doubleValue ?? .nan }
                views.append(View(node["kind"] as? String ?? "?", frame))
            }
            (node["children"] as? [[String: Any]] ?? []).forEach(walk)
        }
        for preview in previews { walk(try #require(preview["root"] as? [String: Any])) }
        return views
    }

    /// Lines `  Kind (x, y, w, h) "text"`, in order.
    static func views(tree: String) -> [View] {
        tree.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard let open = trimmed.firstIndex(of: "("), let close = trimmed.firstIndex(of: ")") else { return nil }
            let numbers = trimmed[trimmed.index(after: open)..<close].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            return View(String(trimmed[..<open]).trimmingCharacters(in: .whitespaces), numbers)
        }
    }

    /// The frame outlines: `<rect … height= … width= … x= … y=>` with a `<title>Kind w×h</title>`.
    static func views(svg: String) -> [View] {
        let outlines = svg.components(separatedBy: "<g class=\"fg-frames\"").dropFirst().joined()
        return outlines.components(separatedBy: "<rect ").dropFirst().map { rect in
            func attribute(_ name: String) -> Double {
                guard let start = rect.range(of: " \(name)=\"") else { return .nan }
                return Double(rect[start.upperBound...].prefix { $0 != "\"" }) ?? .nan
            }
            let title = rect.components(separatedBy: "<title>").dropFirst().first?.components(separatedBy: "</title>").first ?? ""
            let kind = title.split(separator: " ").dropLast().joined(separator: " ")
            return View(kind, ["x", "y", "width", "height"].map(attribute))
        }
    }
}
