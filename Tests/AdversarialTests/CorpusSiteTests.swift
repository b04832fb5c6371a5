import Foundation
import SiteBuilder
import TestSupport
import Testing

/// Every Markdown input of the corpus becomes an article of a real site (one per kind), next to
/// one sound article: the build finishes, the sound page keeps its preview, every problem is located in its
/// file, and no page carries markup the templates did not write.
@Suite struct CorpusSiteTests {
    static let sound = "000-sound.md"

    @Test func everyMarkdownInputBuildsInOneSiteBesideASoundPage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fieldguide-corpus-site-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let entries = try CorpusEntry.all().filter { $0.isPipelineInput && $0.fileExtension != "swift" }
        let kinds = Set(entries.map(\.kind)).sorted()
        for kind in kinds {
            try checkSite(of: entries.filter { $0.kind == kind }, kind: kind, in: folder + "/" + kind)
        }
    }

    /// One site per kind keeps every page's sidebar short (it lists every article).
    private func checkSite(of entries: [CorpusEntry], kind: String, in folder: String) throws {
        let content = folder + "/content"
        try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
        try "# Sound\n\nNothing wrong here.\n\n```swift\nText(\"Still here\")\n```\n".write(toFile: content + "/" + Self.sound, atomically: true, encoding: .utf8)
        for entry in entries {
            let name = entry.path.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".bin", with: ".md")
            FileManager.default.createFile(atPath: content + "/" + name, contents: Data(try entry.bytes()))
        }

        let output = folder + "/site"
        let report = try SiteBuilder(options: BuildOptions(contentFolder: content, outputFolder: output, usesCache: false)).run()
        print("corpus site \(kind): \(entries.count) hostile articles, \(report.pageCount) pages, \(report.diagnostics.count) diagnostics in \(report.duration)")

        let sound = try String(contentsOfFile: output + "/000-sound.html", encoding: .utf8)
        #expect(sound.contains("<svg"), "the sound article keeps its preview")
        #expect(!report.diagnostics.contains { $0.file == Self.sound }, "the sound article has no problems")
        for diagnostic in report.diagnostics {
            #expect((diagnostic.position?.line ?? 0) >= 1 && (diagnostic.position?.column ?? 0) >= 1, "\(diagnostic)")
        }
        let scripts = MarkupCheck.scriptTags(in: sound)
        for page in try FileManager.default.contentsOfDirectory(atPath: output) where page.hasSuffix(".html") {
            let html = try String(contentsOfFile: output + "/" + page, encoding: .utf8)
            // The layout adds highlight.js to pages with non-Swift code blocks (`HighlightScript`).
            let highlighter = html.contains("<script src=\"assets/highlight.min.js\" defer></script>") ? 1 : 0
            #expect(MarkupCheck.scriptTags(in: html) - highlighter == scripts, "\(kind)/\(page) has a script the templates did not write")
            #expect(MarkupCheck.eventHandlerAttribute(in: html) == nil, "\(kind)/\(page) has an event handler attribute")
            #expect(html.range(of: "=\"javascript:", options: .caseInsensitive) == nil, "\(kind)/\(page) has a script URL")
            #expect(!html.unicodeScalars.contains { !MarkupCheck.isAllowedInXML($0) }, "\(kind)/\(page) has a character XML forbids")
        }
    }
}
