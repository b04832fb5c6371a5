import Diagnostics
import Foundation
import Testing
@testable import SiteBuilder

/// A templates folder that names what it does not have (issue 17 item 15): a partial or parent
/// that does not exist, or an asset URL without its file, stops the build with an error at the
/// tag, where swift-mustache rendered nothing and the build exited 0; the built-in
/// `partials/sidebar-link`, used on purpose for older folders, is a warning at the tag that needs it.
@Suite struct TemplateReferenceTests {
    /// A copy of the repository's templates, changed by `edit`.
    private func templates(_ edit: (String) throws -> Void) throws -> String {
        let templates = try SiteFixture.temporaryFolder() + "/templates"
        try FileManager.default.copyItem(atPath: SiteFixture.repository.appendingPathComponent("templates").path, toPath: templates)
        try edit(templates)
        return templates
    }

    /// The build's error, after checking it left the previous site as it was.
    private func refusal(_ templates: String) throws -> SiteBuildError {
        let site = try SiteFixture.build(content: SiteFixture.content("basic"))
        let before = try SiteFixture.files(in: site.folder)
        let error = try #require(throws: SiteBuildError.self) {
            try SiteFixture.build(content: SiteFixture.content("basic"), templates: templates, output: site.folder)
        }
        #expect(error.step == "load templates")
        #expect(try SiteFixture.files(in: site.folder) == before)
        return error
    }

    private func position(of needle: String, in file: String) throws -> String {
        let (line, column) = try SiteFixture.position(of: needle, in: file)
        return "\(file):\(line):\(column)"
    }

    @Test func aPartialThatDoesNotExistIsAnErrorAtItsTag() throws {
        let templates = try templates { folder in
            let page = folder + "/page.mustache"
            let text = try String(contentsOfFile: page, encoding: .utf8)
            try text.replacingOccurrences(of: "{{> partials/pager}}", with: "{{> partials/pager}}\n  {{> partials/footer }}")
                .write(toFile: page, atomically: true, encoding: .utf8)
        }
        let error = try refusal(templates)
        let at = try position(of: "{{> partials/footer }}", in: templates + "/page.mustache")
        #expect(error.message == """
            \(at): error: no template 'partials/footer': \(templates)/partials/footer.mustache does not exist, and a template \
            that is missing renders as nothing; add it or correct the name
            """)
    }

    @Test func aDeletedLayoutIsAnErrorInEveryTemplateThatExtendsIt() throws {
        let templates = try templates { try FileManager.default.removeItem(atPath: $0 + "/layout.mustache") }
        let error = try refusal(templates)
        let lines = error.message.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        for (line, name) in zip(lines, ["404", "index", "page"]) {
            let at = try position(of: "{{<layout}}", in: "\(templates)/\(name).mustache")
            #expect(line.hasPrefix("\(at): error: no template 'layout': \(templates)/layout.mustache does not exist"), "\(line)")
        }
    }

    @Test func aFolderWithoutAssetsIsAnErrorAtEachAssetURL() throws {
        let templates = try templates { try FileManager.default.removeItem(atPath: $0 + "/assets") }
        let error = try refusal(templates)
        let layout = templates + "/layout.mustache"
        #expect(error.message.split(separator: "\n").map(String.init) == [
            "\(try position(of: "{{site.stylesheetURL}}", in: layout)): error: 'site.stylesheetURL' is the URL of assets/site.css, which \(templates)/assets/site.css does not provide; add the file (fieldguide new writes one) or remove the tag",
            "\(try position(of: "{{site.scriptURL}}", in: layout)): error: 'site.scriptURL' is the URL of assets/site.js, which \(templates)/assets/site.js does not provide; add the file (fieldguide new writes one) or remove the tag",
        ])
    }

    @Test func templatesThatNeedNoAssetsBuildWithoutThem() throws {
        let templates = try SiteFixture.temporaryFolder()
        for name in TemplateSet.required {
            try "<!DOCTYPE html><title>{{page.title}}</title>\n".write(toFile: "\(templates)/\(name).mustache", atomically: true, encoding: .utf8)
        }
        let site = try SiteFixture.build(content: SiteFixture.content("basic"), templates: templates)
        #expect(site.report.templateDiagnostics.isEmpty)
        #expect(site.report.errorCount == 0)
        #expect(try site.text("01-stacks.html") == "<!DOCTYPE html><title>Stacks</title>\n")
    }

    @Test func theBuiltInSidebarLinkIsAWarningWhereTheLinksAreRead() throws {
        let templates = try templates { try FileManager.default.removeItem(atPath: $0 + "/partials/sidebar-link.mustache") }
        let site = try SiteFixture.build(content: SiteFixture.content("basic"), templates: templates)
        let sidebar = templates + "/partials/sidebar.mustache"
        let (line, column) = try SiteFixture.position(of: "{{{links}}}", in: sidebar)
        #expect(site.report.templateDiagnostics == [Diagnostic(
            .warning, .builtInPartial,
            "'links' is rendered with the built-in 'partials/sidebar-link' template, since \(templates)/partials/sidebar-link.mustache does not exist; add that file to change the links",
            file: sidebar, at: .init(line: line, column: column))])
        #expect(site.report.warningCount == 1)
        #expect(site.report.diagnostics.isEmpty)
    }

    /// A process keeps the set it loaded last (`serve`'s worker loads the templates for every
    /// build); loading again still gives the files as they are now, named by their own folder.
    @Test func templatesLoadedAgainAreTheFilesAsTheyAreNow() throws {
        let first = try templates { try FileManager.default.removeItem(atPath: $0 + "/partials/sidebar-link.mustache") }
        #expect(try TemplateSet(source: .folder(first)).diagnostics.map(\.file) == [first + "/partials/sidebar.mustache"])
        let second = try SiteFixture.temporaryFolder() + "/templates"
        try FileManager.default.copyItem(atPath: first, toPath: second)
        #expect(try TemplateSet(source: .folder(second)).diagnostics.map(\.file) == [second + "/partials/sidebar.mustache"])
        try "{{<layout}}{{$main}}Moved on{{/main}}{{/layout}}\n".write(toFile: second + "/404.mustache", atomically: true, encoding: .utf8)
        #expect(try TemplateSet(source: .folder(second)).render("404", PageContextTests.context).contains("Moved on"))
    }

    @Test func theBuiltInTemplatesNameOnlyWhatTheyHave() throws {
        let site = try SiteFixture.build(content: SiteFixture.content("basic"))
        #expect(site.report.templateDiagnostics.isEmpty)
        #expect(site.report.errorCount == 0)
    }
}
