import Foundation
import LayoutEngine
import SiteBuilder
import SVGRenderer
import ViewEvaluator
import ViewTree

/// What `fieldguide layout` prints: the canvas, the diagnostics and every preview's placed tree.
struct LayoutReport: Encodable {
    struct Canvas: Encodable {
        var width: Double
        var height: Double
    }

    struct Message: Encodable {
        var severity: String
        var id: String
        var line: Int
        var column: Int
        var message: String
        var notes: [String]
    }

    struct PreviewEntry: Encodable {
        var name: String?
        var root: Node
    }

    /// A view or modifier node: absolute frame in canvas points, source position, children.
    struct Node: Encodable {
        var kind: String
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var line: Int?
        var column: Int?
        var text: String?
        /// True for the engine's root stack around several top-level views, which no code wrote.
        var implicit: Bool?
        var children: [Node]
    }

    var canvas: Canvas
    var diagnostics: [Message]
    var previews: [PreviewEntry]
    /// With `--trace`: each preview's proposals and answers, one line each, indented two spaces
    /// per depth; nil (and absent from the JSON) otherwise.
    var trace: [String]?
    private let laidOut: [PreviewLayout.Result]

    private enum CodingKeys: String, CodingKey {
        case canvas, diagnostics, previews, trace
    }

    init(evaluation: BlockEvaluation, previews: [PreviewLayout.Result], width: Double, height: LayoutEngine.CanvasHeight, includesTrace: Bool = false) {
        laidOut = previews
        trace = includesTrace ? previews.flatMap { $0.layout.trace.map { String(repeating: "  ", count: $0.depth) + $0.description } } : nil
        let fittedHeight = previews.map(\.layout.canvas.height).max() ?? 0
        let canvasHeight: Double = if case .fixed(let h) = height { h } else { fittedHeight }
        canvas = Canvas(width: Self.rounded(width), height: Self.rounded(canvasHeight))
        diagnostics = (evaluation.diagnostics + previews.flatMap(\.layout.issues)).map {
            Message(
                severity: $0.severity.rawValue, id: $0.id.rawValue, line: $0.position?.line ?? 1, column: $0.position?.column ?? 1,
                message: $0.message, notes: $0.notes.map(\.message))
        }
        self.previews = previews.map { PreviewEntry(name: $0.name, root: Self.rootNode($0.layout.root)) }
    }

    /// What standard output shows; empty when an SVG or tree has no preview to show.
    func render(_ format: LayoutFormat) -> String {
        switch format {
        case .json: json
        case .svg: laidOut.map { SVGRenderer().render($0.layout) }.joined(separator: "\n")
        case .tree: tree + (trace.map { "\ntrace:\n" + TerminalText.escapedLines($0.joined(separator: "\n")) } ?? "")
        }
    }

    /// The diagnostics as standard error shows them in every format, compiler-style:
    /// `file:line:col: severity: message [id]`, then a `note:` line per note.
    func diagnosticLines(file: String) -> [String] {
        diagnostics.flatMap { d in
            let location = "\(file):\(d.line):\(d.column)"
            return (["\(location): \(d.severity): \(d.message) [\(d.id)]"] + d.notes.map { "\(location): note: \($0)" }).map(TerminalText.escaped)
        }
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == "error" } }

    private var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The dump with control characters from the snippet's strings spelled out, so a terminal
    /// shows them instead of obeying them.
    private var tree: String {
        TerminalText.escapedLines(laidOut.map { result in
            (result.name.map { "preview \"\($0)\"\n" } ?? "") + PlacedTreeDumper(includesSynthetic: false).dump(result.layout.root)
        }.joined(separator: "\n"))
    }

    /// The preview's author-written view when there is one; otherwise the engine's implicit root
    /// (`"implicit": true`) holding every top-level view, or none (`ForEach(0..<0)`), so the JSON
    /// holds the same views as the tree and the SVG (issue 13).
    private static func rootNode(_ placed: PlacedNode) -> Node {
        let views = nodes(placed)
        if views.count == 1 { return views[0] }
        return Node(
            kind: placed.kind, x: rounded(placed.frame.x), y: rounded(placed.frame.y), width: rounded(placed.frame.width),
            height: rounded(placed.frame.height), line: placed.source?.line, column: placed.source?.column, text: nil,
            implicit: placed.isSynthetic ? true : nil, children: views)
    }

    /// Author-written nodes only: parts a control adds are left out, their author-written
    /// descendants (a Toggle's label) kept in their place.
    private static func nodes(_ placed: PlacedNode) -> [Node] {
        let children = placed.children.flatMap(nodes)
        guard !placed.isSynthetic else { return children }
        var text: String?
        if case .text(let content) = placed.view { text = content.string }
        return [Node(
            kind: placed.kind, x: rounded(placed.frame.x), y: rounded(placed.frame.y),
            width: rounded(placed.frame.width), height: rounded(placed.frame.height),
            line: placed.source?.line, column: placed.source?.column, text: text, implicit: nil, children: children)]
    }

    /// Frames sit on a 1/3-pt grid; three decimals print them exactly enough and stably.
    private static func rounded(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        let r = (v * 1000).rounded() / 1000
        return r == 0 ? 0 : r
    }
}
