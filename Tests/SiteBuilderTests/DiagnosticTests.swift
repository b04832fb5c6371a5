import Diagnostics
import Foundation
import Testing
@testable import SiteBuilder

/// Problems are reported at their place in the Markdown file and shown on the page; the rest of
/// the site still builds.
@Suite struct DiagnosticTests {
    private let file = SiteFixture.content("broken") + "/01-broken.md"

    @Test func evaluatorErrorsPointIntoTheMarkdownFile() throws {
        let report = try SiteFixture.check(content: SiteFixture.content("broken"))
        let typo = try #require(report.diagnostics.first { $0.id.rawValue == "evaluator.unknown-view" })
        let expected = try SiteFixture.position(of: "Txt(", in: file)
        #expect(typo.severity == .error)
        #expect(typo.file == "01-broken.md")
        #expect(typo.position?.line == expected.line && typo.position?.column == expected.column)
        #expect(typo.notes.map(\.message) == ["did you mean 'Text'?"])
        #expect(typo.formatted(under: nil).first == "01-broken.md:\(expected.line):\(expected.column): error: unknown view 'Txt'")
    }

    @Test func columnsOfIndentedFencesIncludeTheIndentation() throws {
        let report = try SiteFixture.check(content: SiteFixture.content("broken"))
        let ignored = try #require(report.diagnostics.first { $0.id.rawValue == "evaluator.unsupported-modifier" })
        let expected = try SiteFixture.position(of: ".frobnicate", in: file)
        #expect(ignored.severity == .warning)
        #expect(ignored.position?.line == expected.line && ignored.position?.column == expected.column)
    }

    @Test func aMissingImageIsAnErrorAtTheCall() throws {
        let report = try SiteFixture.check(content: SiteFixture.content("broken"))
        let missing = try #require(report.diagnostics.first { $0.id.rawValue == "asset.missing-image" })
        let expected = try SiteFixture.position(of: "Image(\"nowhere\")", in: file)
        #expect(missing.severity == .error)
        #expect(missing.position?.line == expected.line && missing.position?.column == expected.column)
    }

    @Test func blocksWithErrorsShowTheirDiagnosticsAndAnErrorPanel() throws {
        let site = try SiteFixture.build(content: SiteFixture.content("broken"))
        let expected = try SiteFixture.position(of: "Txt(", in: file)
        let figure = try site.figure("example-1", in: "01-broken.html")
        #expect(!figure.contains("<svg"))
        #expect(figure.contains("<span class=\"line line-error\" data-line=\"\(expected.line)\">    <span class=\"t-type\">Txt</span>"))
        #expect(figure.contains("<span class=\"diagnostic-caret\" aria-hidden=\"true\">    ^</span>"))
        #expect(figure.contains("<strong>error:</strong> unknown view &#39;Txt&#39; <span class=\"diagnostic-location\">01-broken.md:\(expected.line):\(expected.column)</span>"))
        #expect(figure.contains("<span class=\"diagnostic-note\"><strong>note:</strong> did you mean &#39;Text&#39;?</span>"))
        #expect(figure.contains("<div class=\"example-failed\">"))
        #expect(figure.contains("<li><a href=\"#example-1-diagnostic-1\">\(expected.line):\(expected.column)</a> unknown view &#39;Txt&#39;</li>"))
        // The block with only a warning still has its preview.
        #expect(try site.figure("example-3", in: "01-broken.html").contains("<svg"))
        #expect(site.exists("index.html") && site.exists("404.html"))
    }

    @Test func brokenLinksAreWarningsAndErrorsWhenStrict() throws {
        let content = SiteFixture.content("broken")
        let expected = try SiteFixture.position(of: "[the missing page]", in: file)
        let relaxed = try #require(try SiteFixture.check(content: content).diagnostics.first { $0.id.rawValue == "link.broken" })
        #expect(relaxed.severity == .warning)
        #expect(relaxed.position?.line == expected.line && relaxed.position?.column == expected.column)
        #expect(relaxed.message == "link '02-missing.md' is broken: no published article '02-missing.md'; link to the article's .md file, relative to this file, as in '../folder/article.md'")
        let strict = try #require(try SiteFixture.check(content: content, strict: true).diagnostics.first { $0.id.rawValue == "link.broken" })
        #expect(strict.severity == .error)
    }

    @Test func linksOutOfTheContentFolderAreErrors() throws {
        let report = try SiteFixture.check(content: SiteFixture.content("broken"))
        let outside = try #require(report.diagnostics.first { $0.id.rawValue == "link.outside-content" })
        #expect(outside.severity == .error)
        #expect(outside.message == "link '../secret.md' points outside the content folder")
    }

    @Test func valuesTheLayoutClampsAreWarningsAndThePreviewStays() throws {
        let folder = try SiteFixture.temporaryFolder()
        try "Intro\n\n```swift height=fit\nColor.red\n    .frame(width: -10, height: 20)\n```\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let site = try SiteFixture.build(content: folder)
        let issue = try #require(site.report.diagnostics.first)
        #expect(site.report.diagnostics.count == 1)
        #expect(issue.id.rawValue == "layout.invalid-frame" && issue.severity == .warning)
        #expect(issue.position?.line == 5 && issue.position?.column == 5)
        let figure = try site.figure("example-1", in: "a.html")
        #expect(figure.contains("<svg"))
        // The modifier's code is a span of its own (after `Color.red`, the listing's tab stop).
        #expect(figure.contains("<span class=\"line line-warning\" data-line=\"5\">    <span class=\"expr\" data-column=\"5\" data-line=\"5\" tabindex=\"-1\">.<span class=\"t-member\">frame</span>"))
    }

    @Test func frontMatterAndFenceProblemsAreReported() throws {
        let folder = try SiteFixture.temporaryFolder()
        try "---\ntitle: [unclosed\n---\n\n```swift widht=200\nText(\"x\")\n```\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        let report = try SiteFixture.check(content: folder)
        #expect(report.diagnostics.map(\.id.rawValue).contains("front-matter.invalid-yaml"))
        let fence = try #require(report.diagnostics.first { $0.id.rawValue == "fence.unknown-option" })
        #expect(fence.position?.line == 5 && fence.position?.column == 10)
    }

    @Test func diagnosticsAreFormattedLikeACompilersUnderTheContentFolder() {
        let diagnostic = Diagnostic(.error, DiagnosticID(rawValue: "x.y"), "bad thing", file: "a.md", at: .init(line: 3, column: 7), notes: [DiagnosticNote("try this")])
        #expect(diagnostic.formatted(under: "content") == ["content/a.md:3:7: error: bad thing", "content/a.md:3:7: note: try this"])
        #expect(diagnostic.formatted(under: "site/content/") == ["site/content/a.md:3:7: error: bad thing", "site/content/a.md:3:7: note: try this"])
    }
}
