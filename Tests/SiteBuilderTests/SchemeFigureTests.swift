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

    @Test func theReaderFindsOnlyDeclarationsWithTheEnvironmentProperty() {
        let readers = ColorSchemeReaders(codes: [
            "struct A: View {\n    @Environment(\\.colorScheme) private var scheme\n    var body: some View { Text(\"a\") }\n}",
            "struct B: View {\n    @Environment(\\.dynamicTypeSize) var size\n    let colorScheme = 1\n    var body: some View { Text(\"b\") }\n}",
        ])
        #expect(readers.typeNames == ["A"])
    }
}
