import Testing
import ViewTree
@testable import SVGRenderer

/// The `<svg>` element, its accessible title, and byte-for-byte determinism.
@Suite struct DocumentTests {
    @Test func rootElementDescribesTheCanvas() {
        let root = document(color(.red))
        #expect(root.name == "svg")
        #expect(root.attributes == ["xmlns": "http://www.w3.org/2000/svg", "role": "img", "viewBox": "0 0 200 200", "width": "200", "height": "200"])
        #expect(root.children.map(\.name) == ["title", "g", "g"])
    }

    @Test func marginSurroundsTheCanvas() {
        let root = document(color(.red), options: RenderOptions(margin: 4))
        #expect(root["viewBox"] == "-4 -4 208 208")
        #expect(root["width"] == "208")
    }

    @Test func viewportReplacesCanvasAndMargin() {
        let root = document(color(.red), options: RenderOptions(margin: 4, viewport: Rect(x: 20.5, y: -12, width: 100, height: 40)))
        #expect(root["viewBox"] == "20.5 -12 100 40")
        #expect(root["width"] == "100")
        #expect(root["height"] == "40")
    }

    @Test func scaleEnlargesTheDrawingButNotTheViewBox() {
        let root = document(color(.red), options: RenderOptions(viewport: Rect(x: 0, y: 0, width: 34, height: 20), scale: 3))
        #expect(root["viewBox"] == "0 0 34 20")
        #expect(root["width"] == "102")
        #expect(root["height"] == "60")
    }

    /// An `.accessibilityLabel` on the main view, or on a modifier around it, names the drawing;
    /// one deeper inside does not name the whole preview.
    @Test func accessibilityLabelBecomesTheAriaLabel() {
        let labelled = text("★").modified(.environment(.accessibilityLabel("Favourite"))).modified(.padding(edges: .all, length: nil))
        #expect(document(labelled)["aria-label"] == "Favourite")
        let inner = hStack([text("★").modified(.environment(.accessibilityLabel("Favourite"))), text("Hi")])
        #expect(document(inner)["aria-label"] == nil)
        #expect(document(color(.red))["aria-label"] == nil)
    }

    @Test func titleNamesTheMainViewAndItsChildren() {
        let tree = hStack([color(.red), text("Hej!"), color(.blue)]).frame(width: 200, height: 50).modified(.padding(edges: .all, length: nil))
        #expect(document(tree).children.first?.text == "HStack of Color, Text \"Hej!\" and Color")
        #expect(document(text("Hi").font(size: 10)).children.first?.text == "Text \"Hi\"")
    }

    /// The new containers are named with their children; their modifiers are looked through.
    @Test func titleNamesGridsAndScrollViews() {
        let grid = ViewNode(.lazyVGrid(columns: [GridItem()], alignment: .center, spacing: nil, pinnedViews: []), children: [color(.red), text("A")])
            .modified(.safeAreaPadding(edges: .all, length: nil))
        #expect(document(grid).children.first?.text == "LazyVGrid of Color and Text \"A\"")
        let scroll = ViewNode(.scrollView(axes: .vertical, showsIndicators: true), children: [vStack([color(.red)])])
        #expect(document(scroll).children.first?.text == "ScrollView of VStack")
    }

    @Test func titleShortensLongListsAndTexts() {
        let colours = vStack(Array(repeating: color(.red), count: 8))
        #expect(DocumentTitle.text(for: layout(colours).root) == "VStack of Color, Color, Color, Color, Color and 3 more")
        let long = String(repeating: "a", count: 50)
        #expect(DocumentTitle.text(for: layout(text(long)).root) == "Text \"\(String(repeating: "a", count: 39))…\"")
    }

    @Test func titleIsEscaped() {
        #expect(svg(text("<b>")).contains("<title>Text \"&lt;b&gt;\"</title>"))
    }

    @Test func defsAppearOnlyWhenUsed() {
        #expect(document(color(.red)).all("defs").isEmpty)
        #expect(document(ViewNode(.gradient(.gradientOf(.system(.red))))).children.map(\.name) == ["title", "defs", "g", "g"])
    }

    @Test func renderingIsDeterministic() {
        func tree() -> ViewNode {
            hStack([
                shape(.capsule(style: .continuous), fill: .gradientOf(.system(.green))),
                text("Hej!").effect(.shadow(color: .system(.black), radius: 2, x: 0, y: 1)),
                color(.blue).effect(.clipShape(.circle)),
            ])
        }
        let first = svg(tree())
        #expect(first == svg(tree()))
        #expect(first.hasPrefix("<svg height=\"200\" role=\"img\" viewBox=\"0 0 200 200\" width=\"200\" xmlns=\"http://www.w3.org/2000/svg\">\n"))
        #expect(first.hasSuffix("</svg>\n"))
    }
}
