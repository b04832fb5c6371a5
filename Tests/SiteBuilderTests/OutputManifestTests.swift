import Testing
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
