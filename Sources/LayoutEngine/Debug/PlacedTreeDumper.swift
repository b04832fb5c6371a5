import ViewTree

/// The canonical text dump of a placed tree: one line per node, indented by depth, with kind,
/// tag, frame and text. Used by fixture failures and `--format tree`.
public struct PlacedTreeDumper {
    public var includesSynthetic: Bool

    public init(includesSynthetic: Bool = true) {
        self.includesSynthetic = includesSynthetic
    }

    public func dump(_ node: PlacedNode) -> String {
        var lines: [String] = []
        write(node, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private func write(_ node: PlacedNode, depth: Int, into lines: inout [String]) {
        var depth = depth
        if includesSynthetic || !node.isSynthetic {
            var line = String(repeating: "  ", count: depth) + node.kind
            if let tag = node.tag { line += " #\(tag)" }
            line += " " + Self.format(node.frame)
            if let text = node.text { line += " " + text.lines.map { "\"\($0.text)\"" }.joined(separator: " / ") }
            lines.append(line)
            depth += 1
        }
        for child in node.children { write(child, depth: depth, into: &lines) }
    }

    /// `(x, y, w, h)` with up to 3 decimals, trailing zeros trimmed.
    public static func format(_ r: Rect) -> String {
        "(\(format(r.x)), \(format(r.y)), \(format(r.width)), \(format(r.height)))"
    }

    /// Up to `decimals` decimals (3 by default) as `NumberFormat` writes them; unlike a drawing,
    /// a trace or a dump says what it found: "inf" for an unbounded proposal, "nan", and a value
    /// too large to scale in Swift's own spelling rather than clamped.
    public static func format(_ v: Double, decimals: Int = 3) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
        var unit = 1.0
        for _ in 0..<decimals { unit *= 10 }
        guard abs((v * unit).rounded()) < 9e15 else { return "\(v)" }
        return NumberFormat.string(v, decimals: decimals)
    }
}
