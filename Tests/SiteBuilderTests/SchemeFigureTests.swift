import Foundation
import Testing
@testable import SiteBuilder

/// One layout and one drawing per preview for both themes; only code that reads
/// `@Environment(\.colorScheme)` is laid out in each scheme.
@Suite struct SchemeFigureTests {
    private func figure(_ markdown: String) throws -> String {
        let folder = try SiteFixture.temporaryFolder()
        try markdown.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let site = try SiteFixture.build(content: folder)
        #expect(site.report.diagnostics.isEmpty)
        return try site.figure("example-1", in: "a.html")
    }

    @Test func anOrdinaryPreviewIsDrawnOnceWithPaletteColours() throws {
        let html = try figure("```swift height=fit\nText(\"Hi\").background(Color.red)\n```\n")
        #expect(html.occurrences(of: "<svg ") == 1)
        #expect(html.contains("style=\"fill:var(--fg-red)\""))
        #expect(html.contains("style=\"fill:var(--fg-primary)\""))
        #expect(!html.contains("scheme-"))
    }

    /// A view declared in an earlier block that reads the scheme is found where a later block uses it.
    @Test func codeReadingTheColorSchemeIsDrawnInEachScheme() throws {
        let markdown = """
            ```swift no-preview
            struct Badge: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View { Text("Badge").foregroundStyle(Color.primary) }
            }
            ```

            ```swift height=fit
            Badge()
            ```

            """
        let folder = try SiteFixture.temporaryFolder()
        try markdown.write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let site = try SiteFixture.build(content: folder)
        let html = try site.figure("example-2", in: "a.html")
        #expect(html.occurrences(of: "<svg ") == 2)
        #expect(html.contains("<div class=\"scheme-light\"><svg "))
        #expect(html.contains("<div class=\"scheme-dark\"><svg "))
        // Each drawing is written in its own scheme: black text in light, white in dark.
        #expect(html.contains("fill=\"#000000\"") && html.contains("fill=\"#ffffff\""))
        #expect(!html.contains("var(--fg-"))
    }

    /// Each scheme's drawing shows what the code builds in that scheme (Apple doc `EnvironmentValues`).
    @Test func theDarkDrawingShowsWhatTheCodeBuildsInDarkMode() throws {
        let html = try figure("""
            ```swift height=fit
            struct Badge: View {
                @Environment(\\.colorScheme) var scheme
                var body: some View { Text(scheme == .dark ? "Night" : "Day") }
            }
            Badge()
            ```

            """)
        let light = try #require(html.range(of: "<div class=\"scheme-light\">")), dark = try #require(html.range(of: "<div class=\"scheme-dark\">"))
        #expect(html[light.upperBound..<dark.lowerBound].contains(">Day<"))
        #expect(html[dark.upperBound...].contains(">Night<"))
        #expect(!html[dark.upperBound...].contains(">Day<"))
    }

    /// A Dynamic Type variant of code that reads `@Environment(\\.dynamicTypeSize)` is built at
    /// its size: the adaptive row of Apple's `DynamicTypeSize` article stacks at accessibility sizes.
    @Test func aDynamicTypeVariantIsBuiltAtItsSize() throws {
        let html = try figure("""
            ```swift height=fit widths=off dynamic-type=large,accessibility3
            struct AdaptiveRow: View {
                @Environment(\\.dynamicTypeSize) private var size
                var body: some View {
                    if size >= .accessibility1 {
                        VStack { Text("Icon"); Text("Title") }
                    } else {
                        HStack { Text("Icon"); Text("Title") }
                    }
                }
            }
            AdaptiveRow()
            ```

            """)
        let baselines = html.matches(of: /<text [^>]* y="([0-9.]+)">(Icon|Title)</).map { (String($0.output.2), Double($0.output.1) ?? 0) }
        #expect(baselines.map(\.0) == ["Icon", "Title", "Icon", "Title"])
        guard baselines.count == 4 else { return }
        #expect(baselines[0].1 == baselines[1].1, "large: one row")
        #expect(baselines[3].1 > baselines[2].1, "accessibility3: Title below Icon")
    }
}
