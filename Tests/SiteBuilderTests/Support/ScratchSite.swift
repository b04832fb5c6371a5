import Foundation
import Testing
@testable import SiteBuilder

/// A content folder written by a test into a fresh scratch folder, built into `site/` beside it
/// with the cache on, as an author rebuilds while writing.
struct ScratchSite {
    let folder: String
    var content: String { folder + "/content" }
    var output: String { folder + "/site" }

    /// `files`: Markdown by file name.
    init(files: [String: String]) throws {
        folder = try SiteFixture.temporaryFolder()
        try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
        for (file, text) in files { try write(file, text) }
    }

    func write(_ file: String, _ text: String) throws {
        try text.write(toFile: content + "/" + file, atomically: true, encoding: .utf8)
    }

    /// Writes the file again with the same bytes: only its times and inode change.
    func touch(_ file: String) throws {
        try write(file, try String(contentsOfFile: content + "/" + file, encoding: .utf8))
    }

    func build() throws -> BuiltSite {
        try SiteFixture.build(content: content, output: output)
    }

    /// The site is byte for byte what a build without any cache writes.
    func expectSameAsWithoutCache(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let cold = try SiteFixture.temporaryFolder() + "/site"
        _ = try SiteBuilder(options: BuildOptions(contentFolder: content, outputFolder: cold, usesCache: false)).run()
        #expect(try SiteFixture.files(in: output) == SiteFixture.files(in: cold), sourceLocation: sourceLocation)
    }
}
