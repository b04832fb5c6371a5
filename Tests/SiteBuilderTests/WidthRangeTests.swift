import Foundation
import Testing
@testable import SiteBuilder

/// A width slider is laid out at build time wherever its layout changes course, so its range is
/// bounded (issue 17: `widths=1...1000000000` never finished, `widths=1...100000` took seconds
/// and wrote megabytes).
@Suite struct WidthRangeTests {
    @Test func absurdRangesAreErrorsAtTheirColumnAndTheBuildFinishesQuickly() throws {
        let folder = try SiteFixture.temporaryFolder()
        let markdown = """
            # Sliders

            ```swift widths=1...1000000000
            Text("huge")
            ```

            ```swift height=fit widths=1...100000
            Text("large")
            ```

            """
        try markdown.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let clock = ContinuousClock()
        let started = clock.now
        let site = try SiteFixture.build(content: folder)
        #expect(clock.now - started < .seconds(20))
        // The values start after 'widths=': columns 17 and 28.
        #expect(site.report.diagnostics.map(\.description) == [
            "a.md:3:17: error: 'widths' must lie within 1...2000 points, not '1...1000000000'",
            "a.md:7:28: error: 'widths' must lie within 1...2000 points, not '1...100000'",
        ])
        #expect(site.report.diagnostics.allSatisfy { $0.id == .fenceInvalidValue })
    }

    @Test func frontMatterRangesHaveTheSameBound() throws {
        let folder = try SiteFixture.temporaryFolder()
        try "---\npreview:\n  widths: 0.5...393\n---\n\n```swift\nText(\"x\")\n```\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let report = try SiteFixture.check(content: folder)
        #expect(report.diagnostics.map(\.description) == ["a.md:3:11: error: 'widths' must lie within 1...2000 points, not '0.5...393'"])
    }

    @Test func aWideSliderOfAStraightLayoutNeedsTwoKeyframes() throws {
        let folder = try SiteFixture.temporaryFolder()
        try "```swift height=fit widths=100...2000\nColor.red.frame(height: 20)\n```\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let site = try SiteFixture.build(content: folder)
        #expect(site.report.diagnostics.isEmpty)
        let html = try site.figure("example-1", in: "a.html")
        // The colour is as wide as each proposal: two keyframes serve all 1,901 widths.
        #expect(html.contains("min=\"100\" max=\"2000\""))
        #expect(html.contains("\"widths\":[100,2000]"))
    }
}
