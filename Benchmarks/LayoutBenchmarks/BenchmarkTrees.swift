import ViewTree

/// Deterministic view trees for benchmarks.
enum BenchmarkTrees {
    /// A VStack of rows, each `HStack { Text; Spacer; Color.frame.padding.background }`, grown
    /// until the tree has about `count` nodes once laid out.
    static func rows(count: Int) -> ViewNode {
        let nodesPerRow = 9
        let rows = (0..<max(1, (count - 1) / nodesPerRow)).map(row)
        return ViewNode(.vStack(alignment: .leading, spacing: nil), children: rows)
    }

    private static func row(_ i: Int) -> ViewNode {
        let label = ViewNode(.text(TextContent("Row \(i) shows how stacks share space")))
            .modified(.environment(.lineLimit(min: nil, max: 2, reservesSpace: false)))
        let swatch = ViewNode(.color(.system(i % 2 == 0 ? .blue : .orange)))
            .modified(.frame(width: 20, height: 20, alignment: .center))
            .modified(.padding(edges: .all, length: 4))
        let badge = ViewNode(.background(alignment: .center), children: [swatch, ViewNode(.shape(.roundedRectangle(cornerRadius: 6, style: .continuous), ShapeStyling()))])
        return ViewNode(.hStack(alignment: .firstTextBaseline, spacing: nil), children: [label, ViewNode(.spacer(minLength: nil)), badge])
    }
}
