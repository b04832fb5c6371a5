import Foundation

/// A folder a build reads, the content or the templates, with one rule for both: files are listed
/// in path order, hidden files and folders (`.DS_Store`, `.git`) skipped, and a file that resolves
/// outside the folder (a symbolic link to `/etc/passwd`) is never read.
struct InputFolder {
    /// Why a listed file cannot be used.
    enum Problem {
        /// It is a symbolic link to a file outside the folder.
        case outside
        /// It cannot be read: no permission, or a link to nothing.
        case unreadable
    }

    let root: String

    /// The file's path on disk.
    func absolute(_ path: String) -> String { (root as NSString).appendingPathComponent(path) }

    /// Checked before a file is read, so no link can publish a file from outside the folder.
    func problem(with path: String) -> Problem? {
        let root = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let resolved = URL(fileURLWithPath: absolute(path)).resolvingSymlinksInPath().path
        guard resolved.hasPrefix(root + "/") else { return .outside }
        return FileManager.default.isReadableFile(atPath: absolute(path)) ? nil : .unreadable
    }

    /// Files (and links) below `root`, relative with `/` separators and sorted; nil when the folder
    /// cannot be opened. Each folder's entries are read with their types (`readdir`), so a listing
    /// costs no `stat` per file: a rebuild of a large site lists it every time.
    func files() -> [String]? {
        guard let stream = opendir(root) else { return nil }
        var result: [String] = []
        Self.collect(stream, folder: root, prefix: "", into: &result)
        return result.sorted()
    }

    /// Adds the visible entries of an open folder (and closes it), descending into subfolders; a
    /// subfolder that cannot be opened adds nothing.
    private static func collect(_ stream: OpaquePointer, folder: String, prefix: String, into result: inout [String]) {
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            let path = prefix.isEmpty ? name : prefix + "/" + name
            let full = folder + "/" + name
            if isFolder(type: entry.pointee.d_type, path: full) {
                if let child = opendir(full) { collect(child, folder: full, prefix: path, into: &result) }
            } else {
                result.append(path)
            }
        }
    }

    /// A real folder, not a link to one (links are listed as files and checked by `problem(with:)`).
    private static func isFolder(type: UInt8, path: String) -> Bool {
        if Int32(type) == Int32(DT_DIR) { return true }
        guard Int32(type) == Int32(DT_UNKNOWN) else { return false }
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
