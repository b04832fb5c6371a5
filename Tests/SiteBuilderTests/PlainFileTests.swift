import Foundation
import Testing
@testable import SiteBuilder

/// `PlainFile` reads and writes whole regular files; anything else reads as nil, at once.
@Suite struct PlainFileTests {
    @Test func aFileReadsBackAsWritten() throws {
        let folder = try SiteFixture.temporaryFolder()
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try PlainFile.write(Data(bytes), to: folder + "/a")
        try PlainFile.write(Data(), to: folder + "/empty")
        #expect(PlainFile.read(folder + "/a") == bytes)
        #expect(PlainFile.read(folder + "/empty") == [])
    }

    /// A file that grows while it is read is read to its end (a special file whose size says 0).
    @Test func aFileLongerThanItsSizeIsReadWhole() throws {
        let status = try #require(PlainFile.read("/proc/self/status"))
        #expect(status.count > 100)
        #expect(String(decoding: status, as: UTF8.self).hasSuffix("\n"))
    }

    @Test func aFolderAPipeOrNothingReadsAsNil() throws {
        let folder = try SiteFixture.temporaryFolder()
        #expect(mkfifo(folder + "/pipe", 0o600) == 0)
        #expect(PlainFile.read(folder) == nil)
        #expect(PlainFile.read(folder + "/pipe") == nil)
        #expect(PlainFile.read(folder + "/missing") == nil)
    }
}
