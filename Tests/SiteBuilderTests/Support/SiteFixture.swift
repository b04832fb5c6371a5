import Foundation
import TestSupport
@testable import SiteBuilder

/// Builds the sites under `Fixtures/Sites/<case>/content` into fresh temporary folders.
enum SiteFixture {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func content(_ name: String) -> String {
        repository.appendingPathComponent("Fixtures/Sites/\(name)/content").path
    }

    /// Where the tests' folders go (`TestFolders.scratch`).
    static let scratch = TestFolders.scratch("fieldguide-site-tests")

    /// A new empty folder under `scratch`.
    static func temporaryFolder() throws -> String {
        try TestFolders.newFolder(in: scratch)
    }

    /// The `basic` fixture built once with default options and shared by the tests that only read it.
    static func basic() throws -> BuiltSite { try basicBuild.get() }

    private static let basicBuild = Result { try build(content: content("basic")) }

    /// Builds `content` into `<temporary>/site` with the built-in templates; without `chromium`,
    /// pages get no `og:image` card (`SocialImageTests` draws them).
    static func build(
        content: String, baseURL: String? = nil, strict: Bool = false, templates: String? = nil, output: String? = nil, chromium: String? = nil
    ) throws -> BuiltSite {
        let destination = try output ?? (temporaryFolder() + "/site")
        let options = BuildOptions(
            contentFolder: content, templatesFolder: templates, outputFolder: destination,
            baseURL: baseURL.flatMap(BaseURL.init), strict: strict, chromium: chromium)
        return BuiltSite(folder: destination, report: try SiteBuilder(options: options).run())
    }

    /// Runs only the checking steps.
    static func check(content: String, strict: Bool = false) throws -> BuildReport {
        try SiteBuilder(options: BuildOptions(contentFolder: content, strict: strict)).run()
    }

    /// Every file below `folder` by relative path, with its bytes.
    static func files(in folder: String) throws -> [String: Data] {
        try TestFolders.files(in: folder)
    }

    /// The 1-based line and UTF-8 column where `needle` first occurs in a fixture file.
    static func position(of needle: String, in file: String) throws -> (line: Int, column: Int) {
        try TestFolders.position(of: needle, inFile: file)
    }
}

/// A finished build: its folder and report.
struct BuiltSite: Sendable {
    let folder: String
    let report: BuildReport

    func text(_ path: String) throws -> String {
        try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder + "/" + path)
    }

    /// The HTML of the figure with this id (`example-2`).
    func figure(_ id: String, in page: String) throws -> String {
        let html = try text(page)
        guard let start = html.range(of: "<figure class=\"example"),
              let figureStart = html.range(of: "id=\"\(id)\">", range: start.lowerBound..<html.endIndex) else { return "" }
        let opening = html[..<figureStart.lowerBound].range(of: "<figure", options: .backwards)!.lowerBound
        var depth = 0
        var index = opening
        while index < html.endIndex {
            if html[index...].hasPrefix("<figure") { depth += 1 }
            if html[index...].hasPrefix("</figure>") {
                depth -= 1
                if depth == 0 { return String(html[opening..<html.index(index, offsetBy: 9)]) }
            }
            index = html.index(after: index)
        }
        return ""
    }
}

extension String {
    /// How often `needle` occurs.
    func occurrences(of needle: String) -> Int {
        components(separatedBy: needle).count - 1
    }
}
