import Foundation
import Testing
@testable import SiteBuilder

/// Raw HTML in an article is shown as text unless the author of the site opts in
/// (`BuildOptions.allowsRawHTML`, `--allow-raw-html`), and switching the option rewrites pages
/// that an incremental build would otherwise keep.
@Suite struct RawHTMLTests {
    static let article = """
        ---
        title: "Raw"
        ---
        <div class="note"><script>alert(1)</script></div>

        Inline <b>bold</b> and [a link](javascript:alert(2)).
        """

    @Test func rawHTMLIsTextByDefaultAndAsWrittenWhenAllowed() throws {
        let folder = try SiteFixture.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/content", withIntermediateDirectories: true)
        try Self.article.write(toFile: folder + "/content/01-raw.md", atomically: true, encoding: .utf8)
        func page(allowing: Bool) throws -> String {
            let options = BuildOptions(contentFolder: folder + "/content", outputFolder: folder + "/site", allowsRawHTML: allowing)
            _ = try SiteBuilder(options: options).run()
            return try String(contentsOfFile: folder + "/site/01-raw.html", encoding: .utf8)
        }
        let safe = try page(allowing: false)
        #expect(safe.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(safe.contains("&lt;b&gt;bold&lt;/b&gt;"))
        #expect(!safe.contains("<script>alert"))
        #expect(!safe.contains("javascript:"))
        let trusted = try page(allowing: true)
        #expect(trusted.contains(#"<div class="note"><script>alert(1)</script></div>"#))
        #expect(trusted.contains("<b>bold</b>"))
        #expect(try page(allowing: false) == safe)
    }
}
