import Foundation
import Testing
@testable import SiteBuilder

/// `eval=off` (issue 13): the escape hatch for code Fieldguide cannot run, such as UIKit or code
/// that needs an app target. The block is shown highlighted, never evaluated, and counted.
@Suite struct UnevaluatedBlockTests {
    static let article = """
        ---
        title: "Bridging"
        ---
        ```swift eval=off
        final class ProfileController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad() }
        }
        struct Banner: View {
            var body: some View { Text("Hi") }
        }
        ```

        ```swift
        Text("Evaluated")
        ```

        ```swift eval=off hidden
        let unused = UIView()
        ```
        """

    @Test func theCodeIsShownWithoutFindingsOrPreviewAndCounted() throws {
        let built = try build(Self.article)
        #expect(built.report.diagnostics.isEmpty, "\(built.report.diagnostics)")
        #expect(built.report.unevaluatedCount == 2)
        #expect(built.report.previewCount == 1)
        let page = try built.text("bridging.html")
        #expect(page.contains("<figure class=\"example example-code-only\" id=\"example-1\">"))
        #expect(page.contains("ProfileController"))
        #expect(!page.contains("UIView()"), "a hidden block stays hidden")
    }

    /// Nothing in the block runs, so a later block cannot use what it declares.
    @Test func laterBlocksDoNotSeeItsDeclarations() throws {
        let built = try build(Self.article.replacingOccurrences(of: "Text(\"Evaluated\")", with: "Banner()"))
        #expect(built.report.diagnostics.map(\.message).contains("unknown view 'Banner'"), "\(built.report.diagnostics.map(\.message))")
    }

    @Test func theSameBuildFromTheCacheCountsItToo() throws {
        let folder = try SiteFixture.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/content", withIntermediateDirectories: true)
        try Self.article.write(toFile: folder + "/content/bridging.md", atomically: true, encoding: .utf8)
        _ = try SiteFixture.build(content: folder + "/content", output: folder + "/site")
        let again = try SiteFixture.build(content: folder + "/content", output: folder + "/site")
        #expect(again.report.reusedArticleCount == 1)
        #expect(again.report.unevaluatedCount == 2)
    }

    private func build(_ markdown: String) throws -> BuiltSite {
        let folder = try SiteFixture.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/content", withIntermediateDirectories: true)
        try markdown.write(toFile: folder + "/content/bridging.md", atomically: true, encoding: .utf8)
        return try SiteFixture.build(content: folder + "/content", output: folder + "/site")
    }
}
