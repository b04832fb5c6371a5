import Foundation

/// Every entry below a folder with its `lstat`, read with `opendir` and `readdir`, names sorted
/// in each folder. Foundation's enumerator builds URLs and attribute dictionaries for every entry,
/// which cost more than the no-change shortcut's whole walk of a 1,000-page site (`UnchangedBuild`).
enum FolderWalk {
    struct Entry {
        /// Relative to the walked folder, `/`-separated.
        let path: String
        let info: stat

        var isFolder: Bool { info.st_mode & S_IFMT == S_IFDIR }
    }

    /// nil when a folder cannot be read, or an entry's name is not UTF-8. The folders for which
    /// `skipping` is true are listed but not walked.
    static func entries(below folder: String, skipping: (String) -> Bool = { _ in false }) -> [Entry]? {
        var entries: [Entry] = []
        return walk(folder, prefix: "", skipping: skipping, into: &entries) ? entries : nil
    }

    private static func walk(_ folder: String, prefix: String, skipping: (String) -> Bool, into entries: inout [Entry]) -> Bool {
        guard let listed = list(folder) else { return false }
        for (name, info) in listed {
            let entry = Entry(path: prefix + name, info: info)
            entries.append(entry)
            if entry.isFolder, !skipping(entry.path) {
                guard walk(folder + "/" + name, prefix: entry.path + "/", skipping: skipping, into: &entries) else { return false }
            }
        }
        return true
    }

    /// The folder's entries by name, each with its `lstat` taken relative to the open folder
    /// (`fstatat`), which spares the kernel resolving the whole path again for every file: a
    /// no-change build looks at every file of the content and the site.
    private static func list(_ folder: String) -> [(name: String, info: stat)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var listed: [(name: String, info: stat)] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self) else { return nil }
            if name == "." || name == ".." { continue }
            var info = stat()
            guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            listed.append((name, info))
        }
        return listed.sorted { $0.name < $1.name }
    }
}
