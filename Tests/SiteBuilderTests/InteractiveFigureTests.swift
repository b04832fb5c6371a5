import Foundation
import Testing
@testable import SiteBuilder

/// The fence options that make a preview something to play with: width sliders, variants, Dynamic
/// Type and dark side by side, zoom, the trace, and the accessible name.
@Suite struct InteractiveFigureTests {
    /// Builds one article holding `markdown` and returns its first figure and the build report.
    private func figure(_ markdown: String, id: String = "example-1") throws -> (html: String, report: BuildReport) {
        let folder = try SiteFixture.temporaryFolder()
        try markdown.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let site = try SiteFixture.build(content: folder)
        return (try site.figure(id, in: "a.html"), site.report)
    }

    private func count(_ html: String, _ needle: String) -> Int { html.occurrences(of: needle) }

    /// The figure's slider table as the page holds it.
    private func sliderTable(_ html: String) -> String? {
        guard let start = html.range(of: "class=\"preview-slider\">"), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test func sliderOffersEveryWholePointAndStartsAtThePreviewsWidth() throws {
        let (html, report) = try figure("```swift height=fit widths=100...140\nColor.red.frame(minWidth: 50).frame(height: 20)\n```\n")
        #expect(report.diagnostics.isEmpty)
        // The preview's 393 is clamped to 140, the end of the range.
        #expect(html.contains("<input type=\"range\" id=\"example-1-1-width\" min=\"100\" max=\"140\" step=\"1\" value=\"140\" aria-valuetext=\"140 points\">"))
        #expect(html.contains("<output for=\"example-1-1-width\">140</output>"))
        #expect(html.contains("<span class=\"preview-size\">140 × fit → 140 × 20</span>"))
        #expect(html.contains("<summary>Layout steps at 140 pt <span class=\"trace-count\">"))
        // The colour is as wide as each proposal: one straight stretch, drawn at its two ends.
        #expect(html.contains("\"widths\":[100,140]"))
        #expect(html.contains("\"interpolates\":\"1\""))
        #expect(count(html, "<svg ") == 1)
    }

    @Test func aClampGetsAKeyframeWhereItStartsToHold() throws {
        let (html, _) = try figure("```swift height=fit widths=100...140\nColor.red.frame(maxWidth: 120).frame(height: 20)\n```\n")
        // Layout.md §3: the flexible frame takes min(proposal, 120), so its width turns at 120.
        #expect(html.contains("\"widths\":[100,120,140]"))
        #expect(html.contains("\"interpolates\":\"11\""))
    }

    @Test func keyframesOutliningTheShownNodesBorrowTheShownOutlines() throws {
        // The text wraps at other places across the range but stays one Text in one frame: each
        // keyframe's drawing leaves its outline layer to the page, which copies the shown one's.
        let (wrapping, _) = try figure("```swift height=fit widths=60...140\nText(\"Outlines come from the page\").frame(maxWidth: .infinity)\n```\n")
        let table = try #require(sliderTable(wrapping))
        #expect(count(table, "\"borrowsOutlines\":true") == count(table, "\"pieces\":"))
        #expect(count(table, "\"pieces\":") > 1)
        // ViewThatFits picks another child below 100 pt: those keyframes outline other nodes and
        // carry their own layer.
        let (choosing, _) = try figure("```swift height=fit widths=60...140\nViewThatFits {\n    Color.red.frame(width: 100, height: 10)\n    Color.blue.frame(width: 50, height: 10)\n}\n```\n")
        let choices = try #require(sliderTable(choosing))
        let shapes = try #require(try JSONSerialization.jsonObject(with: Data(choices.utf8)) as? [String: Any])["shapes"] as? [[String: Any]]
        #expect(shapes?.map { $0["borrowsOutlines"] as? Bool } == [nil, true])
    }

    @Test func aBlockWithItsOwnWidthGetsTheDefaultRangeRatherThanThePages() throws {
        let markdown = "---\npreview:\n  widths: 200...393\n---\n\n```swift width=300 height=fit\nColor.red.frame(height: 20)\n```\n\n```swift height=fit\nColor.red.frame(height: 20)\n```\n\n```swift height=fit widths=off\nColor.red.frame(height: 20)\n```\n"
        let (html, _) = try figure(markdown)
        #expect(html.contains("min=\"150\" max=\"300\" step=\"1\" value=\"300\""))
        let (second, _) = try figure(markdown, id: "example-2")
        #expect(second.contains("min=\"200\" max=\"393\" step=\"1\" value=\"393\""))
        let (third, _) = try figure(markdown, id: "example-3")
        #expect(!third.contains("type=\"range\""))
        #expect(!third.contains("preview-slider"))
    }

    @Test func aWidthOutsideTheRangeIsAWarningAndTheSliderStartsAtTheNearestEnd() throws {
        let (html, report) = try figure("```swift width=100 widths=200...300 height=fit\nColor.red.frame(height: 20)\n```\n")
        #expect(report.diagnostics.map(\.message) == ["the preview's width 100 is outside 'widths=200...300'; the slider starts at 200"])
        #expect(report.diagnostics.first?.position?.column == 27)
        #expect(html.contains("value=\"200\" aria-valuetext=\"200 points\""))
    }

    @Test func variantsShowTheWrittenValueFirstAndTheOthersInATemplate() throws {
        let markdown = "```swift height=fit variants=\".top .bottom\"\nHStack(alignment: /*variant*/.bottom) {\n    Color.red.frame(width: 10, height: 30)\n    Text(\"Hi\")\n}\n```\n"
        let (html, report) = try figure(markdown)
        #expect(report.diagnostics.isEmpty)
        #expect(report.previewCount == 2)
        // The written `.bottom` is shown first, without the marker; `.top` waits in the template.
        let shown = try #require(html.range(of: "<template class=\"example-variants\">"))
        let visible = String(html[..<shown.lowerBound])
        #expect(visible.contains("<div class=\"example-variant\" data-variant=\"1\">"))
        #expect(visible.contains("(alignment: .<span class=\"t-member\">bottom</span>)"))
        #expect(!html.contains("variant*/"))
        #expect(html[shown.upperBound...].contains("<div class=\"example-variant\" data-variant=\"0\" hidden>"))
        #expect(html[shown.upperBound...].contains("(alignment: .<span class=\"t-member\">top</span>)"))
        #expect(html.contains("<fieldset class=\"variant-picker\"><legend>Variant</legend><label><input type=\"radio\" name=\"example-1-variant\" value=\"0\"><code>.top</code></label><label><input type=\"radio\" name=\"example-1-variant\" value=\"1\" checked><code>.bottom</code></label></fieldset>"))
        // Each variant draws with its own ids.
        #expect(html.contains("id=\"example-1-v1-1\"") && html.contains("id=\"example-1-v2-1\""))
    }

    @Test func variantProblemsPointAtTheOption() throws {
        let noMarker = try figure("```swift height=fit variants=\".top .bottom\"\nHStack(alignment: .top) { Text(\"a\") }\n```\n").report
        #expect(noMarker.diagnostics.map(\.message) == ["'variants' needs a '/*variant*/' comment in the code, right before the value to replace"])
        #expect(noMarker.diagnostics.first?.position?.column == 30)
        let broken = try figure("```swift height=fit variants=\".top .nowhere\"\nHStack(alignment: /*variant*/.top) { Text(\"a\") }\n```\n").report
        #expect(broken.diagnostics.count == 1)
        #expect(broken.diagnostics.first?.message.hasPrefix("variant '.nowhere' does not evaluate: ") == true)
    }

    @Test func findingsInTheWrittenVariantPointAtTheCodeAsWritten() throws {
        let markdown = "```swift height=fit variants=\"10 20\"\nColor.red.frame(width: /*variant*/10, height: -5)\n```\n"
        let (html, report) = try figure(markdown)
        let issue = try #require(report.diagnostics.first)
        #expect(issue.id.rawValue == "layout.invalid-frame")
        // `.frame` starts at column 10 on file line 2, before the slot, so no shift applies.
        #expect(issue.position?.line == 2 && issue.position?.column == 10)
        #expect(html.contains("line-warning"))
    }

    @Test func dynamicTypeAndDarkDrawOnePreviewPerLook() throws {
        let (html, report) = try figure("```swift height=fit dynamic-type=xSmall,accessibility3 dark\nText(\"Hi\")\n```\n")
        #expect(report.diagnostics.isEmpty)
        #expect(report.previewCount == 4)
        #expect(html.hasPrefix("<figure class=\"example example-stacked\""))
        #expect(count(html, "<div class=\"scheme-fixed\" data-scheme=\"light\">") == 2)
        #expect(count(html, "<div class=\"scheme-fixed\" data-scheme=\"dark\">") == 2)
        #expect(!html.contains("scheme-light"))
        #expect(html.contains("<span class=\"preview-name\">Dynamic Type xSmall</span> <span class=\"preview-name\">Light</span>"))
        #expect(html.contains("<span class=\"preview-name\">Dynamic Type accessibility3</span> <span class=\"preview-name\">Dark</span>"))
        let fromPage = try figure("---\npreview:\n  dark: on\n  dynamic-type: xSmall,accessibility3\n---\n\n```swift height=fit\nText(\"Hi\")\n```\n")
        #expect(fromPage.report.diagnostics.isEmpty && fromPage.report.previewCount == 4)
        #expect(count(fromPage.html, "<div class=\"scheme-fixed\" data-scheme=\"dark\">") == 2)
        #expect(fromPage.html.contains("<span class=\"preview-name\">Dynamic Type accessibility3</span> <span class=\"preview-name\">Dark</span>"))
        let unknown = try figure("```swift dynamic-type=huge\nText(\"Hi\")\n```\n").report
        #expect(unknown.diagnostics.first?.message.hasPrefix("unknown Dynamic Type size 'huge' (known sizes: xSmall, small") == true)
    }

    /// Each Dynamic Type preview is laid out with that size's real text style: `.body` is 17 pt at
    /// `large` and 40 pt at `accessibility3` (text-metrics.md §1.2, HIG table: 17/22 and 40/48).
    /// Its line is 1.193359375 × the size tall, ceiled to the @3x pixel grid as the site draws
    /// (§1.4: 20.287 → 20.33, 47.734 → 48), and its baseline 0.9521484375 × the size below the
    /// text's top, the canvas's top with `height=fit` (16.19 and 38.09; drawings keep canvas coordinates).
    @Test func dynamicTypeSizesLayOutTextAtTheirTextStylesSizes() throws {
        let (html, report) = try figure("```swift height=fit dynamic-type=large,accessibility3\nText(\"Hi\").font(.body)\n```\n")
        #expect(report.diagnostics.isEmpty)
        let names = html.matches(of: /<span class="preview-name">([^<]*)<\/span>/).map { String($0.1) }
        #expect(names == ["Dynamic Type large", "Dynamic Type accessibility3"])
        let heights = html.matches(of: /<span class="preview-size">393 × fit → [\d.]+ × ([\d.]+)<\/span>/).map { String($0.1) }
        #expect(heights == ["20.33", "48"])
        let texts = html.matches(of: /<text [^>]*font-size="([\d.]+)"[^>]* y="([\d.]+)"/).map { "\($0.1) at \($0.2)" }
        #expect(texts == ["17 at 16.19", "40 at 38.09"])
    }

    @Test func zoomScalesTheDrawingButNotItsCoordinates() throws {
        let (html, _) = try figure("```swift height=fit zoom=3\nColor.red.frame(width: 10, height: 10)\n```\n")
        // 10 points plus the crop's 12-point margin on each side is 34, drawn 102 wide; the
        // viewBox keeps canvas coordinates: the square centred on the 393-point canvas starts at
        // 191.5, snapped half-up to the 1/3-point grid (Layout.md §1.6) at 191.67.
        #expect(html.contains("height=\"102\" role=\"img\" viewBox=\"179.67 -12 34 34\" width=\"102\""))
        #expect(html.contains("<span class=\"preview-zoom\">Zoom 3×</span>"))
    }

    @Test func theTraceIsADetailsListUnderThePreview() throws {
        let (html, _) = try figure("```swift height=fit\nHStack { Color.red; Color.blue }\n```\n")
        #expect(html.contains("<details class=\"trace\"><summary>Layout steps at 393 pt <span class=\"trace-count\">("))
        #expect(html.contains("<span class=\"trace-step\" data-node=\"0\" tabindex=\"0\">The canvas proposes 393 × nil to HStack → "))
    }

    @Test func anAccessibilityLabelNamesTheDrawing() throws {
        let (html, _) = try figure("```swift height=fit\nImage(systemName: \"star.fill\")\n    .accessibilityLabel(\"Favourite\")\n```\n")
        #expect(count(html, "<svg aria-label=\"Favourite\" ") == 1)
    }

    @Test func codeSpansAndOutlinesShareTheNodesLocation() throws {
        let (html, _) = try figure("```swift height=fit\nText(\"Hi\")\n    .padding()\n```\n")
        // `.padding` was written on file line 3, column 5 (the dot), `Text` on line 2, column 1.
        #expect(html.contains("<span class=\"expr\" data-column=\"5\" data-line=\"3\" tabindex=\"-1\">.<span class=\"t-member\">padding</span>()</span>"))
        #expect(html.contains("<rect data-column=\"5\" data-line=\"3\""))
        #expect(html.contains("<span class=\"expr\" data-column=\"1\" data-line=\"2\" tabindex=\"0\"><span class=\"t-type\">Text</span>"))
        #expect(html.contains("<rect data-column=\"1\" data-line=\"2\""))
    }

    @Test func aDeviceFigureShowsTheWholeScreenAndProposesItsSafeArea() throws {
        let (html, report) = try figure("```swift device=iphone-16-pro\nColor.red\n```\n")
        #expect(report.diagnostics.isEmpty)
        // Containers.md §7.1: 402 × 874, insets 62 and 34; the colour fills the 402 × 778 safe area.
        #expect(html.contains("<span class=\"preview-size\">402 × 778 → 402 × 778</span>"))
        // The crop is the whole screen plus the 12 pt margin on each side, in canvas coordinates,
        // so the screen's outline (from 0, 0) and the content drawn on it line up: the colour
        // starts at the safe area's top, 62.
        #expect(html.contains("viewBox=\"-12 -12 426 898\""))
        #expect(html.contains("<path class=\"fg-device\" d=\"M84.04 0H317.96"))
        #expect(html.contains("height=\"778\" style=\"fill:var(--fg-red)\" width=\"402\" x=\"0\" y=\"62\""))
        #expect(html.contains("fg-device"))
        #expect(!html.contains("type=\"range\""))
    }

    @Test func frontMatterSetsTheDeviceForEveryBlock() throws {
        let (html, report) = try figure("---\npreview:\n  device: iphone-se-landscape\n---\n\n```swift\nColor.red\n```\n")
        #expect(report.diagnostics.isEmpty)
        // The SE sideways: 667 × 375 and no insets.
        #expect(html.contains("<span class=\"preview-size\">667 × 375 → 667 × 375</span>"))
    }

    @Test func scrollWholeShowsAllOfTheContent() throws {
        let code = "ScrollView {\n    VStack(spacing: 0) {\n        Color.red.frame(height: 500)\n        Color.blue.frame(height: 500)\n    }\n}\n"
        let (clipped, _) = try figure("```swift\n\(code)```\n")
        let (whole, report) = try figure("```swift scroll=whole\n\(code)```\n")
        #expect(report.diagnostics.isEmpty)
        // The viewport takes the 759 proposed; with scroll=whole it is the content's 1000.
        #expect(clipped.contains("<span class=\"preview-size\">393 × 759 → 393 × 759</span>"))
        #expect(whole.contains("<span class=\"preview-size\">393 × 759 → 393 × 1000</span>"))
    }
}
