import Foundation
import Testing
@testable import SiteBuilder

/// How ```swift blocks become figures: highlighted code beside inline SVG previews for both themes.
@Suite struct FigureTests {
    @Test func everyShownSwiftBlockIsAFigureAndHiddenBlocksAreLeftOut() throws {
        let site = try SiteFixture.basic()
        let html = try site.text("01-stacks.html")
        // Seven swift blocks; the fourth is `hidden`.
        #expect(html.occurrences(of: "<figure class=\"example") == 5)
        #expect(!html.contains("id=\"example-4\""))
        #expect(!html.contains("struct Badge"))
        #expect(site.report.previewCount == 5)
    }

    /// One drawing serves both themes: its scheme colours are CSS custom properties the page's
    /// `color-scheme` resolves, so there is one `<svg>` per preview, not a light and a dark one.
    @Test func previewIsOneInlineSVGWithFrameOutlinesForBothThemes() throws {
        let site = try SiteFixture.basic()
        let figure = try site.figure("example-1", in: "01-stacks.html")
        #expect(figure.occurrences(of: "<svg ") == 1)
        #expect(!figure.contains("scheme-light") && !figure.contains("scheme-dark"))
        #expect(figure.occurrences(of: "class=\"fg-frames\"") == 1)
        // Outlines for the stack, both frames, both colours and the alignment guide.
        #expect(figure.occurrences(of: "<rect data-column=") == 6)
        #expect(figure.contains("<title>frame 50×50</title>"))
        // Code lines and frame outlines carry the same Markdown line, which links them on the page.
        let guide = try SiteFixture.position(of: ".alignmentGuide(.top)", in: SiteFixture.content("basic") + "/01-stacks.md")
        #expect(figure.contains("<span class=\"line\" data-line=\"\(guide.line)\">"))
        #expect(figure.contains("data-column=\"\(guide.column)\" data-line=\"\(guide.line)\""))
    }

    @Test func previewIsCroppedToItsViewsWithAMargin() throws {
        let site = try SiteFixture.basic()
        // images/box.svg is 64 × 48; the crop adds 12 points on each side.
        let figure = try site.figure("example-2", in: "01-stacks.html")
        #expect(figure.contains("height=\"72\" role=\"img\""))
        #expect(figure.contains("width=\"88\" xmlns="))
        #expect(figure.contains("<title>Image 64×48</title>"))
        #expect(figure.contains("href=\"images/box.svg\""))
        #expect(figure.contains("<span class=\"preview-name\">Box</span>"))
    }

    @Test func codeIsHighlightedServerSide() throws {
        let site = try SiteFixture.basic()
        let html = try site.text("01-stacks.html")
        let line = try SiteFixture.position(of: "HStack(alignment: .top)", in: SiteFixture.content("basic") + "/01-stacks.md").line
        // The stack's code is the listing's first expression span, so its tab stop.
        #expect(html.contains("<span class=\"line\" data-line=\"\(line)\"><span class=\"expr\" data-column=\"1\" data-line=\"\(line)\" tabindex=\"0\"><span class=\"t-type\">HStack</span>(alignment: .<span class=\"t-member\">top</span>) {</span>\n</span>"))
        #expect(html.contains("<span class=\"t-number\">50</span>"))
        #expect(html.contains("<span class=\"t-string\">&quot;box&quot;</span>"))
        #expect(html.contains("<span class=\"t-keyword\">struct</span> <span class=\"t-type\">Flavor</span>"))
        #expect(!html.contains("<script src=\"http"))
    }

    @Test func declarationsAndNoPreviewBlocksShowOnlyCode() throws {
        let site = try SiteFixture.basic()
        for id in ["example-3", "example-5"] {
            let figure = try site.figure(id, in: "01-stacks.html")
            #expect(figure.hasPrefix("<figure class=\"example example-code-only\""))
            #expect(!figure.contains("<svg"))
            #expect(!figure.contains("class=\"expr\""))
        }
    }

    @Test func severalPreviewsAreStackedWithTheirNames() throws {
        let site = try SiteFixture.basic()
        let figure = try site.figure("example-6", in: "01-stacks.html")
        #expect(figure.hasPrefix("<figure class=\"example example-stacked\""))
        #expect(figure.occurrences(of: "<figure class=\"preview\" id=") == 2)
        let small = try #require(figure.range(of: "<span class=\"preview-name\">Small</span>"))
        let framed = try #require(figure.range(of: "<span class=\"preview-name\">Framed</span>"))
        #expect(small.lowerBound < framed.lowerBound)
        #expect(figure.contains("393 × 759 → 100 × 40"))
    }

    @Test func fenceOptionsOverrideFrontMatterDefaults() throws {
        let folder = try SiteFixture.temporaryFolder()
        let markdown = """
            ---
            preview:
              width: 200
              frames: off
            ---

            ```swift
            Color.red
            ```

            ```swift width=120 height=fit frames=on name="Square"
            Color.blue.frame(width: 50, height: 50)
            ```

            """
        try markdown.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let site = try SiteFixture.build(content: folder)
        let first = try site.figure("example-1", in: "a.html"), second = try site.figure("example-2", in: "a.html")
        #expect(first.contains("200 × 759 → 200 × 759"))
        // Outlines are always drawn (a hovered figure shows them); "Always show frames" starts off or on.
        #expect(first.contains("<label class=\"frames-toggle\"><input type=\"checkbox\"> Always show frames</label>"))
        #expect(second.contains("120 × fit → 50 × 50"))
        #expect(second.contains("<label class=\"frames-toggle\"><input type=\"checkbox\" checked> Always show frames</label>"))
        #expect(second.contains("<span class=\"preview-name\">Square</span>"))
    }

    @Test func highlighterClassifiesTokensAndKeepsLines() {
        let lines = SwiftHighlighter.lines(of: "// note\nlet x = \"a<b\" // c\n\nText(x).bold()\n")
        #expect(lines == [
            "<span class=\"t-comment\">// note</span>",
            "<span class=\"t-keyword\">let</span> x = <span class=\"t-string\">&quot;a&lt;b&quot;</span> <span class=\"t-comment\">// c</span>",
            "",
            "<span class=\"t-type\">Text</span>(x).<span class=\"t-member\">bold</span>()",
        ])
    }
}
