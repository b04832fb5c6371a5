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

    /// An entry's path and whether it is a folder, and nothing else (`kinds(below:skipping:)`).
    struct Kind {
        let path: String
        let isFolder: Bool
    }

    /// nil when a folder cannot be read, or an entry's name is not UTF-8. The folders for which
    /// `skipping` is true are listed but not walked.
    static func entries(below folder: String, skipping: (String) -> Bool = { _ in false }) -> [Entry]? {
        var entries: [Entry] = []
        let walked = walk(folder, prefix: "", skipping: skipping, into: &entries) { directory, name, _, path in
            var info = stat()
            guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            return Entry(path: path, info: info)
        }
        return walked ? entries : nil
    }

    /// As `entries(below:skipping:)`, with each entry's kind taken from `readdir` itself where the
    /// file system tells it (`d_type`), and `fstatat` only where it does not: what an incremental
    /// build needs to find the files it did not write, without a system call per page.
    static func kinds(below folder: String, skipping: (String) -> Bool = { _ in false }) -> [Kind]? {
        var kinds: [Kind] = []
        let walked = walk(folder, prefix: "", skipping: skipping, into: &kinds) { directory, name, type, path in
            if type != DT_UNKNOWN { return Kind(path: path, isFolder: type == DT_DIR) }
            var info = stat()
            guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            return Kind(path: path, isFolder: info.st_mode & S_IFMT == S_IFDIR)
        }
        return walked ? kinds : nil
    }

    private protocol Walked {
        var path: String { get }
        var isFolder: Bool { get }
    }

    /// Each entry of `folder` made by `make` (from the open folder's descriptor, the entry's name,
    /// its `d_type` and its path; nil fails the walk), names sorted, folders walked in turn.
    private static func walk<Item: Walked>(
        _ folder: String, prefix: String, skipping: (String) -> Bool, into items: inout [Item],
        make: (Int32, String, UInt8, String) -> Item?
    ) -> Bool {
        guard let directory = opendir(folder) else { return false }
        let descriptor = dirfd(directory)
        var listed: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                closedir(directory)
                return false
            }
            if name != "." && name != ".." { listed.append((name, entry.pointee.d_type)) }
        }
        listed.sort { $0.name < $1.name }
        let made = listed.map { make(descriptor, $0.name, $0.type, prefix + $0.name) }
        closedir(directory)
        for ((name, _), item) in zip(listed, made) {
            guard let item else { return false }
            items.append(item)
            if item.isFolder, !skipping(item.path) {
                guard walk(folder + "/" + name, prefix: item.path + "/", skipping: skipping, into: &items, make: make) else { return false }
            }
        }
        return true
    }
}

extension FolderWalk.Entry: FolderWalk.Walked {}
extension FolderWalk.Kind: FolderWalk.Walked {}
