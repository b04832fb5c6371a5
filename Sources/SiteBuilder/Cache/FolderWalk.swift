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
        guard let names = names(in: folder) else { return false }
        for name in names {
            var info = stat()
            guard lstat(folder + "/" + name, &info) == 0 else { return false }
            let entry = Entry(path: prefix + name, info: info)
            entries.append(entry)
            if entry.isFolder, !skipping(entry.path) {
                guard walk(folder + "/" + name, prefix: entry.path + "/", skipping: skipping, into: &entries) else { return false }
            }
        }
        return true
    }

    private static func names(in folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self) else { return nil }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
