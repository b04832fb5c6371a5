import MarkdownTree
import Testing
@testable import SiteBuilder

/// The flat scan that measures templates before swift-mustache's recursive parser sees them reads
/// tags as the library does: changed delimiters (forgotten when the section that changed them
/// ends), comments, triple mustaches, partials with and without a star, positions in UTF-8 columns.
@Suite struct TemplateOutlineTests {
    private func outline(_ text: String) -> TemplateOutline {
        TemplateOutline(text, depthLimit: TemplateNesting.depthLimit)
    }

    @Test func sectionsBlocksAndParentsNest() {
        let scanned = outline("{{#a}}{{^b}}\n  {{$c}}{{<d}}{{/d}}{{/c}}{{/b}}{{/a}}")
        #expect(scanned.deepest.depth == 4)
        #expect(scanned.deepest.position == SourcePosition(line: 2, column: 9))
        #expect(scanned.references.map(\.name) == ["d"])
        #expect(scanned.references.first?.enclosingDepth == 3)
    }

    @Test func commentsAndTripleMustachesHoldNoTags() {
        let scanned = outline("{{! {{#hidden}} }}{{{html}}}{{&raw}}{{#shown}}{{/shown}}")
        #expect(scanned.deepest.depth == 1)
        #expect(scanned.deepest.position.column == 37)
    }

    @Test func changedDelimitersAreFollowedAndForgottenWhenTheirSectionEnds() {
        let scanned = outline("{{#a}}{{=<% %>=}}<%#b%><%/b%><%/a%>{{#c}}{{>p}}{{/c}}")
        #expect(scanned.deepest.depth == 2)
        #expect(scanned.references.map(\.name) == ["p"])
        #expect(scanned.references.first?.enclosingDepth == 1)
    }

    @Test func partialsWithAStarAreNamedByTheData() {
        let scanned = outline("{{> *page.kind }}{{<*layout}}{{/*layout}}{{>plain}}")
        #expect(scanned.references.map(\.name) == ["page.kind", "layout", "plain"])
        #expect(scanned.references.map(\.isDynamic) == [true, true, false])
    }

    @Test func partialsInsideAParentsBlocksKnowTheParent() {
        let scanned = outline("{{<layout}}{{$main}}{{>partials/body}}{{/main}}{{/layout}}")
        #expect(scanned.references.last?.enclosingParents == ["layout"])
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

    /// By hand: the partials nest `contents` 3, `sidebar` 2, `pager` 1, `header` 0 deep; `layout`
    /// is 1 deep itself and includes the sidebar at the top (1 + 2 = 3); `page` includes
    /// `contents` inside `{{<layout}}{{$main}}` (2 + 1 + 3, plus the layout's 3 that renders the block).
    @Test func theBuiltInTemplatesAreCountedThroughTheirPartialsAndLayout() throws {
        var outlines: [String: TemplateOutline] = [:]
        for file in BuiltInTemplates.files where file.path.hasSuffix(".mustache") {
            outlines[String(file.path.dropLast(".mustache".count))] = outline(file.text)
        }
        let depths = try TemplateNesting.checkTogether(outlines) { $0 }
        #expect(depths["partials/contents"] == 3)
        #expect(depths["layout"] == 3)
        #expect(depths["page"] == 9)
        #expect(depths["404"] == 4)
    }
}
