import Diagnostics
import Foundation
import SiteBuilder
import TestSupport
import Testing

/// The `sites/` entries of the adversarial corpus: each describes a content folder (file names
/// URLs reserve, named pipes, link cycles) that is built into a site. The build must finish within
/// the time bound, report the manifest's ids (the first at its position), locate every diagnostic
/// in a file of the folder, and every URL the site uses for its own files must name a file it wrote.
@Suite struct SiteCorpusTests {
    /// One `sites/*.json` file.
    struct Spec: Decodable {
        var files: [String: String]
        var fifos: [String]?
        var links: [String: String]?
        var baseURL: String?
    }

    static let timeLimit = Duration.seconds(60)

    @Test func everySiteEntryBuildsAndMeetsItsExpectations() throws {
        let entries = try CorpusEntry.all().filter { $0.kind == "sites" }
        #expect(!entries.isEmpty)
        for entry in entries {
            let spec = try JSONDecoder().decode(Spec.self, from: Data(try entry.bytes()))
            let folder = try TestFolders.newFolder(in: TestFolders.scratch("fieldguide-site-corpus"))
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let content = try Self.make(spec, in: folder + "/content")
            let baseURL = spec.baseURL.flatMap(BaseURL.init)
            let options = BuildOptions(contentFolder: content, outputFolder: folder + "/site", baseURL: baseURL, usesCache: false)
            let started = ContinuousClock.now
            let report: BuildReport
            do {
                report = try SiteBuilder(options: options).run()
            } catch {
                Issue.record("\(entry): the build stopped: \(error)")
                continue
            }
            var problems = Self.problems(report.diagnostics, entry: entry, names: Set(spec.files.keys).union(spec.fifos ?? []).union((spec.links ?? [:]).keys))
            if ContinuousClock.now - started > Self.timeLimit { problems.append("took \(ContinuousClock.now - started)") }
            let broken = try SiteLinks.broken(in: folder + "/site", root: baseURL?.path ?? "", origin: baseURL?.origin)
            problems += broken.prefix(5).map { "link to no file: \($0)" }
            #expect(problems.isEmpty, "\(entry): \(problems.joined(separator: "; "))")
        }
    }

    /// Writes the content folder the spec describes.
    static func make(_ spec: Spec, in content: String) throws -> String {
        let manager = FileManager.default
        try manager.createDirectory(atPath: content, withIntermediateDirectories: true)
        for (name, text) in spec.files {
            let path = content + "/" + name
            try manager.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard manager.createFile(atPath: path, contents: Data(text.utf8)) else { throw CannotMake(path: path) }
        }
        for name in spec.fifos ?? [] where mkfifo(content + "/" + name, 0o644) != 0 {
            throw CannotMake(path: name)
        }
        for (name, target) in spec.links ?? [:] {
            try manager.createSymbolicLink(atPath: content + "/" + name, withDestinationPath: target)
        }
        return content
    }

    /// The manifest's ids, the first at its position, and every diagnostic in a file of the folder.
    static func problems(_ diagnostics: [Diagnostic], entry: CorpusEntry, names: Set<String>) -> [String] {
        var problems = diagnostics.filter { !names.contains($0.file ?? "") || ($0.position?.line ?? 0) < 1 || ($0.position?.column ?? 0) < 1 }.map { "misplaced: \($0)" }
        switch entry.expectation {
        case .any:
            break
        case .clean:
            problems += diagnostics.filter { $0.severity == .error }.map { "expected a clean build, got \($0)" }
        case .reports(let requirements):
            let ids = Set(diagnostics.map(\.id.rawValue))
            problems += requirements.filter { $0.allSatisfy { !ids.contains($0) } }.map { "expected \($0.joined(separator: " or ")), got \(diagnostics)" }
            if let position = entry.position, let first = requirements.first,
               !diagnostics.contains(where: { first.contains($0.id.rawValue) && $0.position?.line == position.line && $0.position?.column == position.column }) {
                problems.append("expected \(first.joined(separator: " or ")) at \(position.line):\(position.column), got \(diagnostics)")
            }
        }
        return problems
    }

    struct CannotMake: Error {
        let path: String
    }
}
