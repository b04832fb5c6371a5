import Mustache
import Testing
@testable import SiteBuilder

/// Templates read page contexts through `MustacheParent`, which must answer every stored property
/// exactly as swift-mustache's `Mirror` lookup would, so no template can tell the difference.
@Suite struct PageContextTests {
    static let link = PageContext.Link(title: "Frames", url: "05-frames.html", summary: nil, isCurrent: true)
    static let context = PageContext(
        site: .init(
            title: "Guide", description: nil, root: "/", homeURL: "/", stylesheetURL: "/a.css", fontsStylesheetURL: "/f.css",
            scriptURL: "/s.js", searchIndexURL: "/i.json", faviconURL: "/favicon.svg", sidebarURL: "/assets/sidebar.html"),
        page: .init(title: "Frames", summary: "Sizes", section: nil, canonicalURL: "https://x.org/", isHome: false),
        sections: [
            .init(heading: "Basics", isCurrentPage: true, articles: [link], links: "<li>Frames</li>", more: link),
            .init(heading: nil, isExpanded: false, articles: [], links: nil),
        ],
        contents: [.init(id: "a", text: "A", isNested: true)],
        hasContents: false, previous: link, next: nil, content: "<p>Body</p>")

    /// Every stored property (found with `Mirror`, as swift-mustache would) against `child(named:)`.
    private func expectSameChildren(_ value: some MustacheParent) {
        expectSameChildren(value, as: value)
    }

    /// `value` answers every stored property of `reflected` as `Mirror` finds it.
    private func expectSameChildren(_ value: some MustacheParent, as reflected: Any) {
        for child in Mirror(reflecting: reflected).children {
            let label = child.label ?? ""
            let mirrored: Any? = Mirror(reflecting: child.value).displayStyle == .optional
                ? Mirror(reflecting: child.value).children.first?.value : child.value
            let answered = value.child(named: label)
            #expect((answered == nil) == (mirrored == nil), "\(type(of: value)).\(label)")
            #expect(answered.map { String(describing: $0) } == mirrored.map { String(describing: $0) }, "\(type(of: value)).\(label)")
        }
        #expect(value.child(named: "noSuchName") == nil)
    }

    @Test func everyPropertyIsAnsweredAsMirrorWould() {
        let context = Self.context
        expectSameChildren(context)
        expectSameChildren(context.site)
        expectSameChildren(context.page)
        expectSameChildren(Self.link)
        expectSameChildren(context.sections[0])
        expectSameChildren(context.sections[1])
        expectSameChildren(context.contents[0])
    }

    @Test func templatesRenderTheAnsweredValues() throws {
        var library = MustacheLibrary()
        library.register(
            try MustacheTemplate(string: "{{page.title}}|{{#sections}}{{heading}}:{{#articles}}{{title}}{{#isCurrent}}*{{/isCurrent}}{{summary}}{{/articles}};{{/sections}}|{{^site.description}}none{{/site.description}}|{{{content}}}"),
            named: "t")
        #expect(library.render(Self.context, withTemplate: "t") == "Frames|Basics:Frames*;:;|none|<p>Body</p>")
        #expect(library.render(TemplateObject(Self.context), withTemplate: "t") == "Frames|Basics:Frames*;:;|none|<p>Body</p>")
    }

    /// Boxed for swift-mustache (`TemplateObject`), a context and its lists answer the same
    /// names and print as they did unboxed.
    @Test func theBoxAnswersAndPrintsAsTheContext() throws {
        let boxed = TemplateObject(Self.context)
        expectSameChildren(boxed, as: Self.context)
        #expect(String(describing: boxed) == String(describing: Self.context))
        let sections = try #require(Self.context.sections.templateValue as? [Any])
        #expect(sections.count == 2)
        #expect(String(describing: sections) == String(describing: Self.context.sections))
    }
}
