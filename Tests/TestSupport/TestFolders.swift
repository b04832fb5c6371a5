import Foundation

/// Folders and files the test targets build sites in and compare, in one place.
public enum TestFolders {
    /// `<temporary directory>/<name>`, after removing its folders of runs more than an hour old,
    /// so built sites (a few megabytes of fonts each) don't pile up.
    public static func scratch(_ name: String) -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        let stale = Date().addingTimeInterval(-3600)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [] {
            let path = root + "/" + entry
            if let modified = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, modified < stale {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        return root
    }

    /// A new empty folder below `scratch`.
    public static func newFolder(in scratch: String) throws -> String {
        let folder = scratch + "/" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Every file below `folder` by relative path, with its bytes.
    public static func files(in folder: String) throws -> [String: Data] {
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

    /// The 1-based line and UTF-8 column where `needle` first occurs in `text`, so expected
    /// positions are read from the Markdown rather than written down.
    public static func position(of needle: String, in text: String) throws -> (line: Int, column: Int) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let range = line.range(of: needle) {
                return (index + 1, line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        throw NeedleNotFound(needle: needle)
    }

    /// The 1-based line and UTF-8 column where `needle` first occurs in a file.
    public static func position(of needle: String, inFile file: String) throws -> (line: Int, column: Int) {
        try position(of: needle, in: String(contentsOfFile: file, encoding: .utf8))
    }

    public struct NeedleNotFound: Error {
        public let needle: String
    }
}
