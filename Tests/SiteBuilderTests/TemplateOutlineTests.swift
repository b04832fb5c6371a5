import Diagnostics
import MarkdownTree
import Testing
@testable import SiteBuilder

/// The flat scan that measures templates before swift-mustache's recursive parser sees them reads
/// tags as the library does: changed delimiters (forgotten when the section that changed them
/// ends), comments, triple mustaches, partials with and without a star, overridden blocks apart
/// from the body, positions in UTF-8 columns.
@Suite struct TemplateOutlineTests {
    private func outline(_ text: String) -> TemplateOutline {
        TemplateOutline(text, depthLimit: TemplateNesting.depthLimit)
    }

    @Test func sectionsBlocksAndParentsNest() {
        let scanned = outline("{{#a}}{{^b}}\n  {{$c}}{{<d}}{{/d}}{{/c}}{{/b}}{{/a}}")
        #expect(scanned.deepest.depth == 4)
        #expect(scanned.deepest.position == SourcePosition(line: 2, column: 9))
        #expect(scanned.parts.count == 1)
        #expect(scanned.parts[0].edges.map(\.target) == [.block("c"), .template("d")])
        #expect(scanned.parts[0].edges.map(\.depth) == [2, 3])
    }

    @Test func commentsAndTripleMustachesHoldNoTags() {
        let scanned = outline("{{! {{#hidden}} }}{{{html}}}{{&raw}}{{#shown}}{{/shown}}")
        #expect(scanned.deepest.depth == 1)
        #expect(scanned.deepest.position.column == 37)
    }

    @Test func changedDelimitersAreFollowedAndForgottenWhenTheirSectionEnds() {
        let scanned = outline("{{#a}}{{=<% %>=}}<%#b%><%/b%><%/a%>{{#c}}{{>p}}{{/c}}")
        #expect(scanned.deepest.depth == 2)
        #expect(scanned.parts[0].edges.map(\.target) == [.template("p")])
        #expect(scanned.parts[0].edges.first?.depth == 1)
    }

    @Test func variablesAndSectionsAreReadsWithTheirPositions() {
        let scanned = outline("{{#a}}{{{b}}}\n{{&c}}{{d.e}}{{/a}}{{>p}}{{! f }}")
        #expect(scanned.reads.map(\.name) == ["a", "b", "c", "d.e"])
        #expect(scanned.reads.map(\.position) == [
            SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 7),
            SourcePosition(line: 2, column: 1), SourcePosition(line: 2, column: 7),
        ])
    }

    @Test func partialsWithAStarAreNamedByTheData() {
        let scanned = outline("{{> *page.kind }}{{<*layout}}{{/*layout}}{{>plain}}")
        #expect(scanned.parts[0].edges.map(\.target) == [.template("page.kind"), .template("layout"), .template("plain")])
        #expect(scanned.parts[0].edges.map(\.isDynamic) == [true, true, false])
    }

    @Test func blocksOverriddenInAParentArePartsOfTheirOwn() {
        let scanned = outline("{{#x}}{{<layout}}{{$main}}{{#y}}{{>partials/body}}{{/y}}{{/main}}{{/layout}}{{/x}}{{$title}}t{{/title}}")
        #expect(scanned.parts.map(\.block) == [nil, "main"])
        #expect(scanned.parts[0].edges.map(\.target) == [.template("layout"), .block("title")])
        #expect(scanned.parts[0].deepest == 2)
        #expect(scanned.parts[1].edges.map(\.target) == [.template("partials/body")])
        #expect(scanned.parts[1].edges.first?.depth == 1)
        #expect(scanned.parts[1].deepest == 1)
    }

    @Test func positionsCountUTF8Bytes() {
        let scanned = outline("é—{{#a}}{{/a}}")
        #expect(scanned.deepest.position == SourcePosition(line: 1, column: 6))
    }

    @Test func transformsAreCounted() {
        #expect(outline("{{uppercase(reversed(name))}}").mostTransforms.count == 2)
    }

    @Test func theScanStopsAtATagTheLibraryRefuses() {
        let scanned = outline("{{#a}}{{#b c}}{{#d}}{{#e}}")
        #expect(scanned.deepest.depth == 1)
    }

    /// By hand: the partials nest `contents` 3, `sidebar` 4 (a current section page's heading link),
    /// `pager` 1 and `header` 0 deep. The deepest `main` block is the page's: `contents` inside
    /// it, 1 + 3. `layout` expands `main` at its top, 1 + 4, as deep as its sidebar (1 + 4);
    /// `page` and `404` inherit it, 1 + 5.
    @Test func theBuiltInTemplatesAreCountedThroughTheirPartialsAndBlocks() throws {
        var outlines: [String: TemplateOutline] = [:]
        for file in BuiltInTemplates.files where file.path.hasSuffix(".mustache") {
            outlines[String(file.path.dropLast(".mustache".count))] = outline(file.text)
        }
        let depths = try TemplateNesting.checkTogether(outlines) { $0 }
        #expect(depths["partials/contents"] == 3)
        #expect(depths["partials/sidebar"] == 4)
        #expect(depths["layout"] == 5)
        #expect(depths["page"] == 6)
        #expect(depths["404"] == 6)
    }
}
