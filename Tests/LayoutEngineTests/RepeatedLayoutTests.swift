import LayoutEngine
import Testing
import ViewTree

/// `RepeatedLayout`, which a width slider's probes use: each layout must equal a fresh
/// `LayoutEngine.layout` of the same tree at that size, whatever sizes came before it.
@Suite struct RepeatedLayoutTests {
    /// Widths in the order a slider's search might visit them: down, back, between, beyond, down again.
    static func widths(from width: Double) -> [Double] {
        [width, width / 2, width, width * 0.75, width + 37.5, width / 2]
    }

    @Test(arguments: LayoutFixture.loadAll())
    func everyFixtureWidthAfterWidth(_ fixture: LayoutFixture) throws {
        let c = try fixture.decode()
        guard c.device == nil else { return }
        let engine = LayoutEngine(options: LayoutOptions(showsWholeScrollContent: c.showsWholeScrollContent))
        let repeated = engine.repeatedLayout(of: c.view)
        for width in Self.widths(from: c.width) {
            let expected = Self.tree(engine.layout(c.view, width: width, height: c.height))
            #expect(Self.tree(repeated.layout(width: width, height: c.height)) == expected, "at width \(width)")
        }
    }

    /// A layout whose cache counts its `sizeThatFits` calls and whose placement reads the count:
    /// each repeated layout starts from a new cache and asks the same questions as a fresh one.
    @Test func aCustomLayoutStartsEachLayoutWithANewCache() {
        let counting = CustomLayout(
            name: "Counting",
            sizeThatFits: { proposal, _, cache in
                cache.value = ((cache.value as? Int) ?? 0) + 1
                return Size(width: (proposal.width ?? 10) / 2, height: 20)
            },
            placeSubviews: { bounds, _, subviews, cache in
                let calls = Double((cache.value as? Int) ?? 0)
                for subview in subviews { subview.place(at: Point(x: bounds.x + calls * 10, y: bounds.y), proposal: .unspecified) }
            })
        var square = ViewNode(.color(.system(.blue))).modified(.frame(width: 10, height: 10, alignment: .center))
        square.tag = "square"
        let root = ViewNode(.vStack(alignment: .center, spacing: nil), children: [
            ViewNode(.customLayout(counting), children: [square]), ViewNode(.text(TextContent("Wraps at narrow widths"))),
        ])
        let engine = LayoutEngine(options: LayoutOptions(roundsToPixelGrid: false))
        let repeated = engine.repeatedLayout(of: root)
        for width in [200.0, 100, 200, 150] {
            #expect(Self.tree(repeated.layout(width: width, height: .fit)) == Self.tree(engine.layout(root, width: width, height: .fit)))
        }
    }

    /// Every node's id, kind, frame, text lines and scroll geometry, one line each.
    static func tree(_ result: LayoutResult) -> String {
        var lines = ["canvas \(result.canvas)"]
        result.root.forEach { node in
            var line = "\(node.id) \(node.kind) \(node.frame)"
            if let scroll = node.scroll { line += " scroll \(scroll)" }
            for text in node.text?.lines ?? [] {
                line += "\n  \(text.segments.map(\.text)) x \(text.x) baseline \(text.baseline) width \(text.width)"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
