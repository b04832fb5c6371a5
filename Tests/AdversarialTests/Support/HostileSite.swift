import Foundation
import TestSupport

/// A content folder in a fresh scratch folder (pruned after an hour, like the other tests' sites): one sound article and one file for each hostile
/// case, plus a file outside the content folder that links point at.
struct HostileSite {
    /// The temporary folder; `content/` and `outside/` are inside it.
    let folder: String
    var content: String { folder + "/content" }

    /// The repository's `templates/`, the ones the tool builds in.
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("templates").path

    /// One diagnostic the build must report, at the place in its file where `needle` starts
    /// (1:1 for files reported as a whole).
    struct Expected {
        let id: String
        let file: String
        let line: Int
        let column: Int
    }

    static let articles: [String: String] = [
        "01-sound.md": "# Sound\n\nThis page has nothing wrong with it.\n\n```swift\nText(\"Still here\")\n```\n",
        "02-front-matter.md": """
            ---
            title: "</title><script>alert(1)</script>"
            summary: &text "<svg onload=alert(1)>"
            section: *text
            preview:
              width: -5
            unknown-key: 1
            ---

            # Hostile front matter

            ```swift
            Text("after the front matter")
            ```

            """,
        "03-hostile-text.md": """
            # Heading <script>alert(0)</script>

            <script>alert(2)</script>

            Inline <img src=x onerror=alert(3)> and [click](javascript:alert(4)).

            ```swift
            Text("</text><script>alert(5)</script>")
            ```

            """,
        "04-escapes.md": """
            # Escapes

            ![passwd](../../etc/passwd) and ![root](/etc/passwd) and ![file](file:///etc/passwd).

            [up](../outside/secret.md)

            ```swift
            Image("../../etc/passwd")
            ```

            """,
    ]

    /// Writes the folder: the articles above, a dangling link and a link out of the folder as
    /// articles, and the same two as images.
    static func make() throws -> HostileSite {
        let manager = FileManager.default
        let site = HostileSite(folder: try TestFolders.newFolder(in: TestFolders.scratch("fieldguide-hostile")))
        try manager.createDirectory(atPath: site.content + "/images", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: site.folder + "/outside", withIntermediateDirectories: true)
        let secret = site.folder + "/outside/secret.md"
        try "# \(HostileSiteTests.secret)\n".write(toFile: secret, atomically: true, encoding: .utf8)
        for (name, text) in articles {
            try text.write(toFile: site.content + "/" + name, atomically: true, encoding: .utf8)
        }
        try manager.createSymbolicLink(atPath: site.content + "/05-dangling.md", withDestinationPath: site.folder + "/nowhere.md")
        try manager.createSymbolicLink(atPath: site.content + "/06-outside.md", withDestinationPath: secret)
        try manager.createSymbolicLink(atPath: site.content + "/images/outside.png", withDestinationPath: secret)
        try manager.createSymbolicLink(atPath: site.content + "/images/dangling.png", withDestinationPath: site.folder + "/nowhere.png")
        return site
    }

    /// What the build must report, with positions found in the files rather than written down.
    func expectedDiagnostics() throws -> [Expected] {
        func at(_ id: String, _ file: String, _ needle: String) throws -> Expected {
            let (line, column) = try TestFolders.position(of: needle, in: Self.articles[file]!)
            return Expected(id: id, file: file, line: line, column: column)
        }
        return [
            try at("front-matter.invalid-value", "02-front-matter.md", "-5"),
            try at("front-matter.unknown-key", "02-front-matter.md", "unknown-key"),
            try at("link.outside-content", "04-escapes.md", "![passwd]"),
            try at("link.outside-content", "04-escapes.md", "[up]"),
            try at("link.broken", "04-escapes.md", "![root]"),
            try at("asset.missing-image", "04-escapes.md", "Image("),
            Expected(id: "content.unreadable", file: "05-dangling.md", line: 1, column: 1),
            Expected(id: "content.outside-content", file: "06-outside.md", line: 1, column: 1),
            Expected(id: "asset.outside-content", file: "images/outside.png", line: 1, column: 1),
            Expected(id: "content.unreadable", file: "images/dangling.png", line: 1, column: 1),
        ]
    }

    /// A copy of the built-in templates to break.
    static func copyOfTheTemplates(in folder: String) throws -> String {
        let copy = folder + "/templates"
        try FileManager.default.copyItem(atPath: templates, toPath: copy)
        return copy
    }

    /// Every file below `folder` by relative path, with its bytes.
    static func files(in folder: String) throws -> [String: Data] {
        try TestFolders.files(in: folder)
    }
}
