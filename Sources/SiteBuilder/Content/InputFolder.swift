import Foundation

/// A folder a build reads, the content or the templates, with one rule for both: files are listed
/// in path order, hidden files and folders (`.DS_Store`, `.git`) skipped, and a file that resolves
/// outside the folder (a symbolic link to `/etc/passwd`) is never read.
struct InputFolder {
    /// Why a listed file cannot be used.
    enum Problem: Equatable {
        /// It is a symbolic link to a file outside the folder.
        case outside
        /// It cannot be read: no permission, or a link to nothing.
        case unreadable
        /// A named pipe, device, socket or folder reached by a link: reading one could block the
        /// build forever or read without end, so only regular files are read.
        case notAFile(kind: String)
        /// A symbolic link that leads back to a folder holding it (`loop -> .`) or round in a circle.
        case linkLoop

        /// Why the file is left out, after its name: "is a named pipe, not a file".
        func explanation(folder: String) -> String {
            switch self {
            case .outside: "links to a file outside the \(folder)"
            case .unreadable: "cannot be read"
            case .notAFile(let kind): "is \(kind), not a regular file"
            case .linkLoop: "is a symbolic link loop (it leads back to itself or to a folder that holds it)"
            }
        }
    }

    let root: String

    /// The file's path on disk.
    func absolute(_ path: String) -> String { (root as NSString).appendingPathComponent(path) }

    /// Checked before a file is read, so no link can publish a file from outside the folder, and
    /// no named pipe or device can stop the build.
    func problem(with path: String) -> Problem? {
        check(path).problem
    }

    /// `problem(with:)`, and the identity of a file without one: a rebuild checks every article,
    /// and the `lstat` that finds a plain file also tells whether it changed.
    func check(_ path: String) -> (problem: Problem?, identity: FileIdentity?) {
        if let info = plainFileInside(path) {
            return access(absolute(path), R_OK) == 0 ? (nil, FileIdentity(info)) : (.unreadable, nil)
        }
        let problem = linkedFileProblem(path)
        return (problem, problem == nil ? FileIdentity(of: absolute(path)) : nil)
    }

    /// `problem(with:)` for a file that is not a regular file reached through real folders.
    private func linkedFileProblem(_ path: String) -> Problem? {
        var info = stat()
        let found = stat(absolute(path), &info) == 0
        if !found, errno == ELOOP { return .linkLoop }
        let root = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let resolved = URL(fileURLWithPath: absolute(path)).resolvingSymlinksInPath().path
        if resolved == root || root.hasPrefix(resolved + "/") { return .linkLoop }
        guard resolved.hasPrefix(root + "/") else { return .outside }
        if found, let kind = Self.kind(of: info.st_mode) { return .notAFile(kind: kind) }
        return FileManager.default.isReadableFile(atPath: absolute(path)) ? nil : .unreadable
    }

    /// The `lstat` of a regular file reached through real folders only: it lies in the folder
    /// wherever the folder itself resolves to, so the links need not be resolved (a rebuild checks
    /// every file). nil for anything else.
    private func plainFileInside(_ path: String) -> stat? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return nil }
        var current = root, info = stat()
        for (index, part) in parts.enumerated() {
            current += "/" + part
            guard lstat(current, &info) == 0 else { return nil }
            let type = info.st_mode & S_IFMT
            guard type == (index == parts.count - 1 ? S_IFREG : S_IFDIR) else { return nil }
        }
        return info
    }

    /// What a file that is not a regular one is, in words; nil for a regular file.
    private static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFIFO: "a named pipe"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a link to a folder"
        default: "a special file"
        }
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
