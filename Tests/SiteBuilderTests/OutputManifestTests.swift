import Foundation
import Testing
import TestSupport
@testable import SiteBuilder

/// The manifest file's lines as the no-change check and the incremental build read them.
struct OutputManifestTests {
    private static let fingerprint = "fedcba98765432100123456789abcdef"

    @Test func readsEveryLineIntoAnEntryByPath() throws {
        let text = "\(Self.fingerprint) 186282 1795835757422625673 guide/stacks.html\n"
            + "000000000000000100000000000000ff 0 -5 a b.html\n\n"
        let entries = try #require(OutputManifest.entries(in: Array(text.utf8)))
        #expect(entries.count == 2)
        #expect(entries["guide/stacks.html"] == OutputManifest.Entry(
            fingerprint: Fingerprint(high: 0xFEDC_BA98_7654_3210, low: 0x0123_4567_89AB_CDEF), size: 186_282, modified: 1_795_835_757_422_625_673))
        #expect(entries["a b.html"] == OutputManifest.Entry(fingerprint: Fingerprint(high: 1, low: 255), size: 0, modified: -5))
        #expect(OutputManifest.entries(in: [])?.isEmpty == true)
    }

    /// A page the no-change check's walk found as the manifest lists it is taken without a look of
    /// its own (here its file is gone since, so only the walk can have vouched for it); a page the
    /// walk found otherwise, or did not find, is looked at.
    @Test func pagesTheOutputWalkFoundAsWrittenNeedNoLookOfTheirOwn() throws {
        let cache = try TestFolders.newFolder(in: TestFolders.scratch("fieldguide-manifest-tests"))
        let manifest = "\(Self.fingerprint) 10 20 kept.html\n\(Self.fingerprint) 10 20 changed.html\n\(Self.fingerprint) 10 20 unwalked.html\n"
        try manifest.write(toFile: cache + "/output-site", atomically: true, encoding: .utf8)
        let listed = try #require(OutputManifest.entries(in: Array(manifest.utf8)))
        let entry = try #require(listed["kept.html"])
        let found = Prefetched<[String: OutputManifest.Entry]?> {
            ["kept.html": entry, "changed.html": OutputManifest.Entry(fingerprint: entry.fingerprint, size: 11, modified: 20)]
        }
        let output = OutputManifest(cacheFolder: cache, output: cache + "/site", found: found)
        let gone = cache + "/site/missing.html"
        #expect(output.matches("kept.html", fingerprint: entry.fingerprint, file: gone))
        #expect(!output.matches("kept.html", fingerprint: Fingerprint(high: 1, low: 2), file: gone), "the fingerprint is still compared")
        #expect(!output.matches("changed.html", fingerprint: entry.fingerprint, file: gone))
        #expect(!output.matches("unwalked.html", fingerprint: entry.fingerprint, file: gone))
        #expect(!OutputManifest(cacheFolder: cache, output: cache + "/site").matches("kept.html", fingerprint: entry.fingerprint, file: gone))
    }

    /// Any line that is not `<fingerprint> <size> <mtime ns> <site path>` makes the whole file
    /// unusable, so the build starts over rather than trusting part of it.
    @Test(arguments: [
        "\(fingerprint) 1 2\n", "\(fingerprint) 1 2 \n", "\(fingerprint) x 2 a.html\n", "\(fingerprint) 1 2.5 a.html\n",
        "abc 1 2 a.html\n", "\(fingerprint) 1 99999999999999999999 a.html\n", "\(fingerprint) - 2 a.html\n",
    ])
    func rejectsAFileWithAMalformedLine(line: String) {
        #expect(OutputManifest.entries(in: Array(("\(Self.fingerprint) 1 2 ok.html\n" + line).utf8)) == nil)
    }
}
