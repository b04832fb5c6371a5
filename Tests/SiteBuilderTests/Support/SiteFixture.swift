import Foundation
@testable import SiteBuilder

/// Builds the sites under `Fixtures/Sites/<case>/content` into fresh temporary folders.
enum SiteFixture {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func content(_ name: String) -> String {
        repository.appendingPathComponent("Fixtures/Sites/\(name)/content").path
    }

    /// Where the tests' folders go. Folders of earlier runs more than an hour old are removed
    /// first, so built sites (a few megabytes of fonts each) don't pile up.
    static let scratch: String = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fieldguide-site-tests").path
        let stale = Date().addingTimeInterval(-3600)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] {
            let path = root + "/" + entry
            if let modified = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, modified < stale {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        return root
    }()

    /// A new empty folder under `scratch`.
    static func temporaryFolder() throws -> String {
        let folder = scratch + "/" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The `basic` fixture built once with default options and shared by the tests that only read it.
    static func basic() throws -> BuiltSite { try basicBuild.get() }

    private static let basicBuild = Result { try build(content: content("basic")) }

    /// Builds `content` into `<temporary>/site` with the built-in templates.
    static func build(
        content: String, baseURL: String? = nil, strict: Bool = false, templates: String? = nil, output: String? = nil
    ) throws -> BuiltSite {
        let destination = try output ?? (temporaryFolder() + "/site")
        let options = BuildOptions(
            contentFolder: content, templatesFolder: templates, outputFolder: destination,
            baseURL: baseURL.flatMap(BaseURL.init), strict: strict)
        return BuiltSite(folder: destination, report: try SiteBuilder(options: options).run())
    }

    /// Runs only the checking steps.
    static func check(content: String, strict: Bool = false) throws -> BuildReport {
        try SiteBuilder(options: BuildOptions(contentFolder: content, strict: strict)).run()
    }

    /// Every file below `folder` by relative path, with its bytes.
    static func files(in folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder)
        while let path = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = folder + "/" + path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return files
    }

    /// The 1-based line and UTF-8 column where `needle` first occurs in a fixture file, so expected
    /// positions are read from the Markdown rather than written down.
    static func position(of needle: String, in file: String) throws -> (line: Int, column: Int) {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                return (index + 1, line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        throw FixtureError.notFound(needle)
    }

    enum FixtureError: Error {
        case notFound(String)
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
