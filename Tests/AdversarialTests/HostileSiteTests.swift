import Diagnostics
import Foundation
import SiteBuilder
import Testing

/// Whole sites with hostile content: front matter that attacks YAML and the page, text that tries
/// to close the SVG and open a script, raw HTML, references that climb out of the content folder,
/// links to files outside it, files that cannot be read, and broken or missing templates. Each
/// problem is a diagnostic at its file, line and column; every other page is still built; nothing
/// from outside the content folder reaches the output.
@Suite struct HostileSiteTests {
    /// Text of a file outside the content folder that no output file may contain.
    static let secret = "SECRET-OUTSIDE-THE-CONTENT-FOLDER"

    @Test func everyHostileFileIsReportedAndTheSoundPageStillBuilds() throws {
        let site = try HostileSite.make()
        let output = site.folder + "/site"
        let report = try SiteBuilder(options: BuildOptions(contentFolder: site.content, outputFolder: output, usesCache: false)).run()
        let diagnostics = report.diagnostics

        let sound = try String(contentsOfFile: output + "/01-sound.html", encoding: .utf8)
        #expect(sound.contains("<svg"), "the sound article keeps its preview")
        #expect(FileManager.default.fileExists(atPath: output + "/index.html"))

        for expected in try site.expectedDiagnostics() {
            let found = diagnostics.contains {
                $0.id.rawValue == expected.id && $0.file == expected.file && $0.position == SourcePosition(line: expected.line, column: expected.column)
            }
            #expect(found, "expected \(expected.file):\(expected.line):\(expected.column) \(expected.id); got \(diagnostics.map(\.description))")
        }
        for diagnostic in diagnostics {
            #expect((diagnostic.position?.line ?? 0) >= 1 && (diagnostic.position?.column ?? 0) >= 1, "\(diagnostic)")
        }
        #expect(!FileManager.default.fileExists(atPath: output + "/05-dangling.html"))
        #expect(!FileManager.default.fileExists(atPath: output + "/06-outside.html"))
        #expect(!FileManager.default.fileExists(atPath: output + "/images/outside.png"))

        let templateScripts = MarkupCheck.scriptTags(in: sound)
        for (path, bytes) in try HostileSite.files(in: output) {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains(Self.secret), "\(path) holds text from outside the content folder")
            #expect(!text.contains("root:x:0:0"), "\(path) holds /etc/passwd")
            guard path.hasSuffix(".html") else { continue }
            // The sidebar fragment (`assets/sidebar.html`) is spliced into pages and carries no script of its own.
            let scripts = path.hasPrefix("assets/") ? 0 : templateScripts
            #expect(MarkupCheck.scriptTags(in: text) == scripts, "\(path) has a script the templates did not write")
            #expect(MarkupCheck.eventHandlerAttribute(in: text) == nil, "\(path) has an event handler from content")
            #expect(!text.contains("href=\"javascript:"), "\(path) has a script link")
            #expect(!text.contains("src=\"file:"), "\(path) has a file URL")
        }
        let hostile = try String(contentsOfFile: output + "/03-hostile-text.html", encoding: .utf8)
        #expect(hostile.contains("&lt;script&gt;alert(2)&lt;/script&gt;"), "raw HTML is shown as text by default")
        #expect(hostile.contains("&lt;/text&gt;&lt;script&gt;alert(5)"), "the string in Text is escaped")
    }

    @Test func aLockedFileIsReportedWhenPermissionsApply() throws {
        guard geteuid() != 0 else {
            print("skipped: running as root, which reads files whatever their mode; the dangling link in the hostile site covers unreadable files instead")
            return
        }
        let site = try HostileSite.make()
        let locked = site.content + "/08-locked.md"
        try "# Locked\n".write(toFile: locked, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }
        let report = try SiteBuilder(options: BuildOptions(contentFolder: site.content, outputFolder: site.folder + "/site", usesCache: false)).run()
        #expect(report.diagnostics.contains { $0.id.rawValue == "content.unreadable" && $0.file == "08-locked.md" && $0.position == .init(line: 1, column: 1) })
        #expect(FileManager.default.fileExists(atPath: site.folder + "/site/01-sound.html"))
    }

    /// A named pipe blocks whoever opens it until a writer comes, so one in the content folder used
    /// to stop the whole build with no position (issue 17 item 14); a link back to its own folder
    /// was called "outside the content folder" (item 18). Each is now an error at its file, 1:1,
    /// that says what it is, and the rest of the site is built.
    @Test func namedPipesAndLinkLoopsAreReportedPerFileAndTheRestBuilds() throws {
        let site = try HostileSite.make()
        for name in ["08-pipe.md", "images/pipe.svg", "notes.txt"] { #expect(mkfifo(site.content + "/" + name, 0o644) == 0) }
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: site.content + "/loop", withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: site.content + "/images/up", withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: site.content + "/ring-a", withDestinationPath: "ring-b")
        try manager.createSymbolicLink(atPath: site.content + "/ring-b", withDestinationPath: "ring-a")
        let report = try SiteBuilder(options: BuildOptions(contentFolder: site.content, outputFolder: site.folder + "/site", usesCache: false)).run()
        let expected = [
            "08-pipe.md": "'08-pipe.md' is a named pipe, not a regular file; it is not published",
            "images/pipe.svg": "'images/pipe.svg' is a named pipe, not a regular file; it is not copied",
            "notes.txt": "'notes.txt' is a named pipe, not a regular file; it is not copied",
            "loop": "'loop' is a symbolic link loop (it leads back to itself or to a folder that holds it); it is not copied",
            "images/up": "'images/up' is a symbolic link loop (it leads back to itself or to a folder that holds it); it is not copied",
            "ring-a": "'ring-a' is a symbolic link loop (it leads back to itself or to a folder that holds it); it is not copied",
        ]
        for (file, message) in expected {
            let found = report.diagnostics.contains { $0.file == file && $0.message == message && $0.id.rawValue == "content.unreadable" && $0.position == .init(line: 1, column: 1) }
            #expect(found, "\(file): expected '\(message)', got \(report.diagnostics.filter { $0.file == file })")
        }
        #expect(manager.fileExists(atPath: site.folder + "/site/01-sound.html"))
    }

    /// A template that does not parse stops the build with its file, line and column (the templates
    /// shape every page, so no page can be built without them) and leaves the previous site as it was.
    @Test func aBrokenTemplateIsReportedAtItsLineAndColumnAndThePreviousSiteStays() throws {
        let site = try HostileSite.make()
        let output = site.folder + "/site"
        _ = try SiteBuilder(options: BuildOptions(contentFolder: site.content, outputFolder: output, usesCache: false)).run()
        let before = try HostileSite.files(in: output)
        let templates = try HostileSite.copyOfTheTemplates(in: site.folder)
        let page = templates + "/page.mustache"
        let original = try String(contentsOfFile: page, encoding: .utf8)
        let broken = "{{#open}}x{{/shut}}\n"
        try (broken + original).write(toFile: page, atomically: true, encoding: .utf8)
        let error = try #require(throws: SiteBuildError.self) {
            try SiteBuilder(options: BuildOptions(contentFolder: site.content, templatesFolder: templates, outputFolder: output, usesCache: false)).run()
        }
        let closer = broken.utf8.count - "{{/shut}}\n".utf8.count
        let location = try #require(error.message.firstMatch(of: #/page\.mustache:(\d+):(\d+): error: /#))
        #expect(Int(location.1) == 1, "\(error)")
        #expect((1...closer + "{{/shut}}".utf8.count + 1).contains(Int(location.2) ?? 0), "\(error)")
        #expect(try HostileSite.files(in: output) == before)
    }

    /// The templates folder follows the content folder's rule (`templates/assets/passwd.txt ->
    /// /etc/passwd` was published before).
    @Test func templateFilesLinkedFromOutsideAreRefusedAsContentFilesAre() throws {
        let site = try HostileSite.make()
        try "# Sound\n".write(toFile: site.content + "/01-sound.md", atomically: true, encoding: .utf8)
        let output = site.folder + "/site"
        _ = try SiteBuilder(options: BuildOptions(contentFolder: site.content, outputFolder: output, usesCache: false)).run()
        let before = try HostileSite.files(in: output)
        let templates = try HostileSite.copyOfTheTemplates(in: site.folder)
        try FileManager.default.createSymbolicLink(atPath: templates + "/assets/alias.css", withDestinationPath: "site.css")
        _ = try SiteBuilder(options: BuildOptions(contentFolder: site.content, templatesFolder: templates, outputFolder: output, usesCache: false)).run()
        #expect(FileManager.default.fileExists(atPath: output + "/assets/alias.css"), "a link inside the folder is published")

        for target in ["/etc/passwd", site.folder + "/outside/secret.md"] {
            try? FileManager.default.removeItem(atPath: templates + "/assets/passwd.txt")
            try FileManager.default.createSymbolicLink(atPath: templates + "/assets/passwd.txt", withDestinationPath: target)
            let error = try #require(throws: SiteBuildError.self) {
                try SiteBuilder(options: BuildOptions(contentFolder: site.content, templatesFolder: templates, outputFolder: output, usesCache: false)).run()
            }
            #expect(error.description == "load templates: \(templates)/assets/passwd.txt: error: links to a file outside the templates folder; only files inside it are published")
        }
        let after = try HostileSite.files(in: output)
        #expect(after.keys.contains("assets/alias.css") && !after.keys.contains("assets/passwd.txt"))
        #expect(!after.values.contains { String(decoding: $0, as: UTF8.self).contains("root:x:0:0") })
        #expect(before.keys.sorted() == after.keys.filter { $0 != "assets/alias.css" }.sorted())
    }

    @Test func aMissingTemplateIsNamedAndThePreviousSiteStays() throws {
        let site = try HostileSite.make()
        let output = site.folder + "/site"
        _ = try SiteBuilder(options: BuildOptions(contentFolder: site.content, outputFolder: output, usesCache: false)).run()
        let before = try HostileSite.files(in: output)
        let templates = try HostileSite.copyOfTheTemplates(in: site.folder)
        try FileManager.default.removeItem(atPath: templates + "/404.mustache")
        let error = try #require(throws: SiteBuildError.self) {
            try SiteBuilder(options: BuildOptions(contentFolder: site.content, templatesFolder: templates, outputFolder: output, usesCache: false)).run()
        }
        #expect(error.message.contains("404.mustache") && error.message.contains("missing"), "\(error)")
        #expect(try HostileSite.files(in: output) == before)
    }
}
