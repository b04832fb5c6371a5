import Foundation
import Testing
@testable import SiteBuilder

/// A width slider draws every width it offers at build time, so its range is bounded and its
/// drawings are capped (issue 17: `widths=1...1000000000` never finished, `widths=1...100000`
/// took seconds and wrote megabytes).
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

    @Test func theWidestRangeDrawsAtMostSixtyFourWidths() throws {
        let widths = WidthSteps.widths(in: 1...2000, initial: 393)
        #expect(widths.count <= WidthSteps.maximumCount)
        #expect(widths.first == 1 && widths.last == 2000 && widths.contains(393))
        // 1999 points over at most 62 steps: the smallest multiple of 8 at least 1999 / 62 ≈ 32.2 is 40.
        #expect(WidthSteps.step(for: 1...2000) == 40)
        #expect(WidthSteps.step(for: 100...596) == 8)
        #expect(WidthSteps.step(for: 100...597) == 16)
        for span in stride(from: 150.0, through: 1999, by: 7) {
            #expect(WidthSteps.widths(in: 1...(1 + span), initial: 393.5).count <= WidthSteps.maximumCount, "span \(span)")
        }
    }

    @Test func aWideSliderOnAPageStaysWithinTheCap() throws {
        let folder = try SiteFixture.temporaryFolder()
        try "```swift height=fit widths=100...2000\nColor.red.frame(height: 20)\n```\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let site = try SiteFixture.build(content: folder)
        #expect(site.report.diagnostics.isEmpty)
        let html = try site.figure("example-1", in: "a.html")
        // The slider's last index is one less than the number of drawn widths.
        let maximum = try #require(html.range(of: #"min="0" max=""#).map { html[$0.upperBound...].prefix { $0.isNumber } })
        #expect(Int(maximum).map { $0 + 1 <= WidthSteps.maximumCount } == true)
    }
}
