import Foundation

/// Finds the stand-in font files and parses each once; safe to share between threads
/// (Text.md §2.2 for the Debian locations).
public final class FontLibrary: @unchecked Sendable {
    /// The directories Debian's `fonts-inter` and `fonts-firacode` install into.
    public static let debian = FontLibrary(directories: FontFamily.allCases.map(\.debianDirectory))

    /// Searched in order for each face's file name.
    public let directories: [String]
    private let lock = NSLock()
    private var fonts: [FontFace: OpenTypeFont] = [:]
    /// Faces whose file failed to parse, so a face asked for again is not parsed again.
    private var failures: [FontFace: FontLibraryError] = [:]

    public init(directories: [String]) {
        self.directories = directories
    }

    /// The parsed font for a face, read from disk on first use; a face that failed fails again.
    public func font(for face: FontFace) throws -> OpenTypeFont {
        lock.lock()
        defer { lock.unlock() }
        if let font = fonts[face] { return font }
        if let failure = failures[face] { throw failure }
        do {
            let font = try load(face)
            fonts[face] = font
            return font
        } catch let error as FontLibraryError {
            failures[face] = error
            throw error
        }
    }

    /// Why each of these faces could not be read, for those asked for that failed, by file name.
    public func failures(among faces: some Sequence<FontFace>) -> [FontLibraryError] {
        let failed = lock.withLock { failures }
        return Set(faces).compactMap { failed[$0] }.sorted { $0.description < $1.description }
    }

    /// The file a face is read from.
    public func path(of face: FontFace) throws -> String {
        let candidates = directories.map { ($0 as NSString).appendingPathComponent(face.fileName) }
        guard let path = candidates.first(where: FileManager.default.fileExists(atPath:)) else {
            throw FontLibraryError.fontNotFound(
                family: face.family.name, fileName: face.fileName, package: face.family.debianPackage, searched: directories)
        }
        return path
    }

    private func load(_ face: FontFace) throws -> OpenTypeFont {
        let path = try path(of: face)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FontLibraryError.unreadable(fileName: face.fileName, reason: "the file cannot be opened", package: face.family.debianPackage)
        }
        do {
            return try OpenTypeFont(bytes: [UInt8](data))
        } catch let error as OpenTypeError {
            throw FontLibraryError.unreadable(fileName: face.fileName, reason: error.description, package: face.family.debianPackage)
        }
    }
}
