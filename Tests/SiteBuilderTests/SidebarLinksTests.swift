import Foundation
import Testing
@testable import SiteBuilder

/// The sidebar's links are rendered once per build through `partials/sidebar-link` and joined per
/// page (`SidebarLinks`); a template folder whose sidebar walks `articles` itself gets the same
/// pages, so both ways of writing the sidebar agree to the byte; a folder that uses `{{{links}}}`
/// without its own `partials/sidebar-link` gets the built-in one.
@Suite struct SidebarLinksTests {
    static let walkingSidebar = """
        <nav id="sidebar" class="sidebar" aria-label="Articles" data-sidebar-url="{{site.sidebarURL}}">
          <a class="sidebar-home" href="{{site.homeURL}}"{{#page.isHome}} aria-current="page"{{/page.isHome}}>Overview</a>
          {{#sections}}
          <div class="nav-section">
            {{#heading}}<h2 class="nav-heading">{{heading}}</h2>{{/heading}}
            {{#isExpanded}}
            <ul>
              {{#articles}}
              <li><a href="{{url}}"{{#isCurrent}} aria-current="page"{{/isCurrent}}>{{title}}</a></li>
              {{/articles}}
              {{#more}}
              <li class="nav-more"><a href="{{url}}">{{title}}</a></li>
              {{/more}}
            </ul>
            {{/isExpanded}}
          </div>
          {{/sections}}
        </nav>

        """

    @Test func preRenderedLinksGiveThePagesATemplateWalkGives() throws {
        let folder = try SiteFixture.temporaryFolder()
        let templates = folder + "/templates"
        try FileManager.default.copyItem(atPath: SiteFixture.repository.appendingPathComponent("templates").path, toPath: templates)
        try FileManager.default.removeItem(atPath: templates + "/partials/sidebar-link.mustache")
        try Self.walkingSidebar.write(toFile: templates + "/partials/sidebar.mustache", atomically: true, encoding: .utf8)

        let walked = try SiteFixture.build(content: SiteFixture.content("basic"), templates: templates)
        let joined = try SiteFixture.build(content: SiteFixture.content("basic"))
        let pages = ["index.html", "404.html", "01-stacks.html", "02-padding.html", SidebarFile.path]
        for page in pages {
            #expect(try walked.text(page) == joined.text(page), "\(page)")
        }
        #expect(try joined.text("02-padding.html").contains(#"      <li><a href="02-padding.html" aria-current="page">Padding</a></li>"#))
        #expect(try joined.text(SidebarFile.path).contains(#"      <li><a href="01-stacks.html">Stacks</a></li>"#))
    }

    @Test func aFolderWithoutTheLinkPartialUsesTheBuiltInOne() throws {
        let templates = try SiteFixture.temporaryFolder() + "/templates"
        try FileManager.default.copyItem(atPath: SiteFixture.repository.appendingPathComponent("templates").path, toPath: templates)
        try FileManager.default.removeItem(atPath: templates + "/partials/sidebar-link.mustache")
        let folder = try SiteFixture.build(content: SiteFixture.content("basic"), templates: templates)
        let builtIn = try SiteFixture.build(content: SiteFixture.content("basic"))
        #expect(try folder.text("02-padding.html") == builtIn.text("02-padding.html"))
    }
}
