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

extension BenchmarkTrees {
    /// A VStack of Text paragraphs holding `words` words of prose in all, `perParagraph` each
    /// (a single Text when that is the whole count).
    static func paragraphs(words: Int, perParagraph: Int) -> ViewNode {
        let texts = stride(from: 0, to: words, by: perParagraph).map { start in
            ViewNode(.text(TextContent(prose(words: min(perParagraph, words - start), seed: start))))
        }
        return texts.count == 1 ? texts[0] : ViewNode(.vStack(alignment: .leading, spacing: nil), children: texts)
    }

    /// Deterministic prose: words of 1–13 letters from a fixed vocabulary, a comma now and then,
    /// a full stop every dozen words or so.
    static func prose(words: Int, seed: Int) -> String {
        var state = UInt64(truncatingIfNeeded: seed) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        var result: [String] = []
        result.reserveCapacity(words)
        for i in 0..<words {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var word = vocabulary[Int(state >> 33) % vocabulary.count]
            if i % 12 == 11 || i == words - 1 { word += "." } else if state & 0xF == 0 { word += "," }
            result.append(word)
        }
        return result.joined(separator: " ")
    }

    private static let vocabulary = [
        "a", "of", "the", "view", "text", "stack", "frame", "layout", "spacing", "padding", "alignment",
        "proposal", "SwiftUI", "renders", "wraps", "line", "width", "height", "centred", "leading",
        "typography", "measures", "baseline", "paragraph", "is", "to", "and", "when", "its", "child",
        "flexible", "priority", "accessibility", "Dynamic", "Type", "kerning", "iPhone", "screen",
    ]
}
