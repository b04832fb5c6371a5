import Foundation
import TestSupport
import SiteBuilder

/// The repository's own `content/` built once per test process into a temporary folder, with the
/// built-in templates and the real fonts, as `fieldguide build` makes it.
enum BundledSite {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var content: URL { repository.appendingPathComponent("content") }

    /// The built site's folder.
    static func folder() throws -> URL { try built.get() }

    private static let built = Result {
        let folder = URL(fileURLWithPath: try TestFolders.newFolder(in: TestFolders.scratch("fieldguide-browser-tests")))
        let options = BuildOptions(contentFolder: content.path, outputFolder: folder.appendingPathComponent("site").path)
        let report = try SiteBuilder(options: options).run()
        guard report.diagnostics.allSatisfy({ $0.severity != .error }) else {
            throw BuildFailure(diagnostics: report.diagnostics.map(\.description))
        }
        return folder.appendingPathComponent("site")
    }

    struct BuildFailure: Error, CustomStringConvertible {
        let diagnostics: [String]
        var description: String { "the bundled content does not build: \(diagnostics.joined(separator: "; "))" }
    }

    /// A reader session on one of the built pages; 404.html, which links its assets from the
    /// server's root (it is served for any missing path), is opened over HTTP, and so is any page
    /// when `served` (a `file:` page fetches nothing: no search index, no sidebar file).
    static func session(_ page: String, width: Int? = nil, served: Bool = false) throws -> ReaderSession {
        let folder = try folder()
        let server = served || page == "404.html" ? try SiteServer(serving: folder) : nil
        return ReaderSession(page: folder.appendingPathComponent(page), width: width, server: server)
    }

    /// The HTML pages, sorted.
    static func pages() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: try folder().path).filter { $0.hasSuffix(".html") }.sorted()
    }
}
