import Foundation
import Testing
@testable import OpenTypeFonts

/// The binary cursor and the table directory (OpenType spec, "Data types", "Table Directory").
@Suite struct FontFileReaderTests {
    @Test func readsBigEndianIntegersAndTags() throws {
        var reader = FontFileReader(bytes: [0x12, 0x34, 0xFF, 0xFE, 0x00, 0x01, 0x00, 0x02, 0x6B, 0x65, 0x72, 0x6E])
        #expect(try reader.readUInt16() == 0x1234)
        #expect(try reader.readInt16() == -2)
        #expect(try reader.readUInt32() == 0x0001_0002)
        #expect(try reader.readTag() == "kern")
        #expect(reader.position == 12)
    }

    @Test func readingPastTheEndThrows() throws {
        var reader = FontFileReader(bytes: [0x01, 0x02, 0x03])
        try reader.skip(2)
        #expect(throws: OpenTypeError.unexpectedEnd(offset: 2, needed: 2)) { try reader.readUInt16() }
        #expect(throws: OpenTypeError.unexpectedEnd(offset: 4, needed: 0)) { try reader.reader(at: 4) }
    }

    @Test func tagsPadShortNamesWithSpaces() {
        let tag: OpenTypeTag = "cv1"
        #expect(tag.description == "cv1 ")
        #expect(tag.rawValue == 0x6376_3120)
        #expect(OpenTypeTag("OS/2").description == "OS/2")
    }

    /// Text.md §2.2 lists Inter 3.19's tables: no legacy 'kern', CFF outlines.
    @Test func interTableDirectoryHasTheListedTables() throws {
        let path = try FontLibrary.debian.path(of: try TestFonts.face("Inter-Regular.otf"))
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let directory = try TableDirectory(FontFileReader(bytes: bytes))
        let tags = Set(directory.tables.keys.map(\.description))
        #expect(tags == ["CFF ", "GDEF", "GPOS", "GSUB", "OS/2", "cmap", "head", "hhea", "hmtx", "maxp", "name", "post"])
        #expect(directory.tables.values.allSatisfy { $0.upperBound <= bytes.count })
    }

    /// WOFF2 files (Debian ships Fira Code's) are compressed and must be refused, not misread.
    @Test func woff2IsRefusedByItsSignature() throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts-firacode/woff2/FiraCode-Regular.woff2")))
        #expect(throws: OpenTypeError.unsupportedSignature("wOF2")) { try OpenTypeFont(bytes: bytes) }
    }

    @Test func truncatedFontThrows() throws {
        let path = try FontLibrary.debian.path(of: try TestFonts.face("Inter-Regular.otf"))
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(200))
        #expect(throws: OpenTypeError.self) { try OpenTypeFont(bytes: bytes) }
    }
}
