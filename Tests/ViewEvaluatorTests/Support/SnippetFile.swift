import TestSupport
import ViewEvaluator
import ViewTree

/// One page of blocks to evaluate in a single session, rendered in the golden format.
///
/// A snippet fixture (`Snippets/<name>.swift` next to `<name>.expected`) may hold several blocks
/// of one page, separated by `// ---- block` lines, and may declare image assets in a first-line
/// comment `// assets: name=WxH, …`. Blocks keep their real start lines, so positions are lines
/// of the fixture file.
struct SnippetFile {
    let name: String
    let source: String
    /// Blocks evaluated first whose results are not rendered (hidden helpers).
    var preludes: [String] = []

    /// The fixture's blocks with the file line each starts on.
    var blocks: [(text: String, startLine: Int)] { SnippetBlocks.split(source) }

    var assets: [String: Size] { SnippetFile.assets(in: source) }

    static func assets(in source: String) -> [String: Size] {
        guard let header = source.split(separator: "\n").first, header.hasPrefix("// assets:") else { return [:] }
        var table: [String: Size] = [:]
        for entry in header.dropFirst("// assets:".count).split(separator: ",") {
            let parts = entry.trimmingSpaces.split(separator: "=")
            let size = parts[1].split(separator: "x").compactMap { Double($0) }
            table[String(parts[0])] = Size(width: size[0], height: size[1])
        }
        return table
    }

    /// Evaluates every block and writes previews and diagnostics in the golden format.
    func render(limits: EvaluationLimits = EvaluationLimits()) -> String {
        SnippetFile.render(blocks: blocks, assets: assets, preludes: preludes, limits: limits)
    }

    static func render(blocks: [(text: String, startLine: Int)], assets: [String: Size], preludes: [String] = [], limits: EvaluationLimits = EvaluationLimits()) -> String {
        let session = EvaluationSession(assets: assets, limits: limits)
        for prelude in preludes { _ = session.evaluate(block: prelude, startLine: 1) }
        var out: [String] = []
        for (index, block) in blocks.enumerated() {
            let result = session.evaluate(block: block.text, startLine: block.startLine)
            if blocks.count > 1 { out.append("## block \(index + 1) @\(block.startLine)") }
            for preview in result.previews {
                out.append("# preview" + (preview.name.map { " \"\($0)\"" } ?? ""))
                out.append(ViewTreeDumper.dump(preview.root))
            }
            if !result.diagnostics.isEmpty {
                out.append("# diagnostics")
                out += result.diagnostics.map(\.description)
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
