import Foundation
import LayoutEngine
import Testing
@testable import OpenTypeFonts

/// Finding, caching and failing to find the Debian font files (Text.md §2.2).
@Suite struct FontLibraryTests {
    /// A fresh empty directory under the system temporary directory.
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func missingFontNamesTheDebianPackage() throws {
        let empty = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let library = FontLibrary(directories: [empty.path])
        let inter = FontFace(family: .inter, weight: 400, italic: false)
        let error = try #require(throws: FontLibraryError.self) { try library.font(for: inter) }
        #expect(error.description.hasPrefix("font 'Inter' not found"))
        #expect(error.description.hasSuffix("install it with `apt-get install fonts-inter`"))
        #expect(error.description.contains("'Inter-Regular.otf'"))
        let fira = FontFace(family: .firaCode, weight: 700, italic: false)
        let firaError = try #require(throws: FontLibraryError.self) { try library.font(for: fira) }
        #expect(firaError.description.hasPrefix("font 'Fira Code' not found"))
        #expect(firaError.description.hasSuffix("install it with `apt-get install fonts-firacode`"))
    }

    @Test func measurerFailsUpFrontWithoutFonts() throws {
        let empty = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let error = try #require(throws: FontLibraryError.self) { try FontTextMeasurer(library: FontLibrary(directories: [empty.path])) }
        #expect(error.description.contains("apt-get install fonts-"))
    }

    @Test func findsEveryFaceInTheDebianDirectories() throws {
        for face in FontFace.all {
            let path = try FontLibrary.debian.path(of: face)
            #expect(path == "\(face.family.debianDirectory)/\(face.fileName)")
        }
        #expect(FontFace.all.count == 13)
    }

    /// A face is read once: after the file is gone, the cached font is still returned.
    @Test func fontsAreReadOnceAndCached() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let face = FontFace(family: .firaCode, weight: 400, italic: false)
        let copy = directory.appendingPathComponent(face.fileName)
        try FileManager.default.copyItem(atPath: try FontLibrary.debian.path(of: face), toPath: copy.path)
        let library = FontLibrary(directories: [directory.path])
        let first = try library.font(for: face)
        try FileManager.default.removeItem(at: copy)
        let second = try library.font(for: face)
        #expect(first.unitsPerEm == second.unitsPerEm)
        #expect(throws: FontLibraryError.self) { try library.path(of: face) }
    }

    /// Concurrent first use from many tasks yields one consistent font.
    @Test func concurrentLoadingIsSafe() async throws {
        let library = FontLibrary(directories: FontLibrary.debian.directories)
        let face = FontFace(family: .inter, weight: 600, italic: true)
        let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { try library.font(for: face).glyphCount } }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(Set(sizes).count == 1)
        #expect(sizes.count == 8)
    }

    @Test func unreadableFileIsReportedWithItsName() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let face = FontFace(family: .inter, weight: 700, italic: false)
        try Data("not a font".utf8).write(to: directory.appendingPathComponent(face.fileName))
        let error = try #require(throws: FontLibraryError.self) { try FontLibrary(directories: [directory.path]).font(for: face) }
        #expect(error.description.hasPrefix("font file 'Inter-Bold.otf' cannot be read: "))
        #expect(error.description.hasSuffix("; reinstall it with `apt-get install --reinstall fonts-inter`"))
    }

    /// A face is parsed when first measured with; one whose file cannot be parsed is measured as
    /// Inter Regular and named by `unreadableFaces()`, which stays empty until it is asked for.
    @Test func facesAreParsedOnFirstUseAndAnUnreadableOneIsNamed() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for face in FontFace.all {
            try FileManager.default.copyItem(atPath: try FontLibrary.debian.path(of: face), toPath: directory.appendingPathComponent(face.fileName).path)
        }
        let bold = FontFace(family: .inter, weight: 700, italic: false)
        try Data("not a font".utf8).write(to: directory.appendingPathComponent(bold.fileName))
        let measurer = try FontTextMeasurer(library: FontLibrary(directories: [directory.path]))
        #expect(measurer.unreadableFaces().isEmpty)
        let regularWidth = measurer.width(of: "Hello, World!", font: ResolvedFont(size: 17))
        #expect(measurer.width(of: "Hello, World!", font: ResolvedFont(size: 17, weight: .semibold)) != regularWidth)
        #expect(measurer.unreadableFaces().isEmpty)
        #expect(measurer.width(of: "Hello, World!", font: ResolvedFont(size: 17, weight: .bold)) == regularWidth)
        let unreadable = measurer.unreadableFaces()
        #expect(unreadable.count == 1)
        #expect(unreadable.first?.description.hasPrefix("font file 'Inter-Bold.otf' cannot be read: ") == true)
    }
}
