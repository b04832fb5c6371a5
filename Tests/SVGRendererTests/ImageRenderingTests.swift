import Testing
import ViewTree
@testable import SVGRenderer

/// Images, symbols and placeholders. A 60 × 40 image is centred in the canvas at (70, 80).
@Suite struct ImageRenderingTests {
    let photo = ViewNode(.image(ImageContent(.asset(name: "photo", size: Size(width: 60, height: 40)))))

    @Test func assetWithURLIsAnImageFillingItsFrame() {
        let image = document(photo, options: RenderOptions(imageURLs: ["photo": "img/photo.png"])).drawn("image")
        #expect(image.first?.attributes == [
            "href": "img/photo.png", "preserveAspectRatio": "none", "x": "70", "y": "80", "width": "60", "height": "40",
        ])
    }

    @Test func assetWithoutURLIsALabelledBox() {
        let drawn = document(photo)
        #expect(drawn.drawn("image").isEmpty)
        let box = drawn.drawn("rect").first
        #expect(box?["width"] == "60")
        #expect(box?.all("title").first?.text == "photo")
        let label = drawn.drawn("text").first
        #expect(label?.text == "photo")
        #expect(label?["x"] == "100")
        #expect(label?["y"] == "100")
        #expect(label?["text-anchor"] == "middle")
    }

    @Test func imageURLsAreEscaped() {
        let output = svg(photo, options: RenderOptions(imageURL: { "a.png?x=\"1\"&n=\($0)" }))
        #expect(output.contains("href=\"a.png?x=&quot;1&quot;&amp;n=photo\""))
    }

    /// A symbol is a stand-in outline in the foreground colour, centred in its box and named in a title.
    @Test func symbolIsATitledOutlineCentredInItsBox() throws {
        let tree = ViewNode(.image(ImageContent(.systemSymbol(name: "star.fill")))).environment(.foregroundStyle(.system(.orange)))
        let result = layout(tree)
        let frame = try #require(result.root.children.first?.frame)
        let glyph = try #require(SVGRenderer().document(result).drawn("path").first)
        #expect(glyph.all("title").first?.text == "star.fill")
        #expect(glyph["stroke"] == "#ff9500")
        #expect(glyph["fill"] == "none")
        let bounds = PathBounds(glyph["d"] ?? "")
        #expect(abs((bounds.minX + bounds.maxX) / 2 - (frame.x + frame.width / 2)) < 0.01)
        #expect(abs((bounds.minY + bounds.maxY) / 2 - (frame.y + frame.height / 2)) < 0.01)
        #expect(bounds.width < frame.width && bounds.height < frame.height)
    }

    /// "List" gives a 4·8 + 24 = 56 × 32 box at (72, 84); the dashed outline is inset by half its
    /// 1-point width; the label starts 12 in and is vertically centred.
    @Test func placeholderIsADashedRedBoxWithItsLabel() {
        let drawn = document(ViewNode(.placeholder(label: "List")))
        let box = drawn.drawn("rect").first
        #expect(box?["x"] == "72.5")
        #expect(box?["y"] == "84.5")
        #expect(box?["width"] == "55")
        #expect(box?["stroke"] == "#ff3b30")
        #expect(box?["stroke-dasharray"] == "4 3")
        let label = drawn.drawn("text").first
        #expect(label?.text == "List")
        #expect(label?["x"] == "84")
        #expect(label?["y"] == "100")
    }
}
