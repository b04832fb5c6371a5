import Foundation

/// The files of a content folder, listed once in path order so every later step is deterministic:
/// articles are the `.md` files at the top level, `index.md` is the home page's text, and every
/// other file is an asset copied as it is.
struct ContentFolder {
    /// The home page's optional text (`title`, `summary` and an introduction).
    static let homePageFile = "index.md"

    let root: String
    /// Paths relative to `root`, with `/` separators.
    let articles: [String]
    let homePage: String?
    let assets: [String]
    /// `.md` files below the top level: not articles, reported and left out.
    let nestedMarkdown: [String]

    /// Lists `root`, skipping hidden files and folders (`.DS_Store`, `.git`).
    static func scan(_ root: String) throws -> ContentFolder {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw SiteBuildError("content folder '\(root)' does not exist")
        }
        var articles: [String] = [], assets: [String] = [], nested: [String] = []
        var homePage: String?
        for path in try files(under: root) {
            let isMarkdown = path.lowercased().hasSuffix(".md")
            switch (isMarkdown, path.contains("/")) {
            case (true, false) where path == homePageFile: homePage = path
            case (true, false): articles.append(path)
            case (true, true): nested.append(path)
            case (false, _): assets.append(path)
            }
        }
        return ContentFolder(root: root, articles: articles, homePage: homePage, assets: assets, nestedMarkdown: nested)
    }

    /// The bytes of a file in the folder.
    func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: absolute(path)) else {
            throw SiteBuildError("cannot read '\(path)' in the content folder")
        }
        return [UInt8](data)
    }

    /// The file's path on disk.
    func absolute(_ path: String) -> String { (root as NSString).appendingPathComponent(path) }

    /// Why a listed file cannot be used.
    enum Problem {
        /// It is a symbolic link to a file outside the folder.
        case outside
        /// It cannot be read: no permission, or a link to nothing.
        case unreadable
    }

    /// Checked before a file is read, so one bad file becomes a diagnostic instead of stopping the
    /// build (issue #7), and no link can publish a file from outside the folder.
    func problem(with path: String) -> Problem? {
        let root = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let resolved = URL(fileURLWithPath: absolute(path)).resolvingSymlinksInPath().path
        guard resolved.hasPrefix(root + "/") else { return .outside }
        return FileManager.default.isReadableFile(atPath: absolute(path)) ? nil : .unreadable
    }

    /// Files (and links) below `root`, relative and sorted. Each folder's entries are read with
    /// their types (`readdir`), so a listing costs no `stat` per file: a rebuild of a large site
    /// lists it every time.
    private static func files(under root: String) throws -> [String] {
        guard let stream = opendir(root) else { throw SiteBuildError("cannot list the content folder '\(root)'") }
        var result: [String] = []
        collect(stream, folder: root, prefix: "", into: &result)
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

    /// A real folder, not a link to one (links are listed as files, as before).
    private static func isFolder(type: UInt8, path: String) -> Bool {
        if Int32(type) == Int32(DT_DIR) { return true }
        guard Int32(type) == Int32(DT_UNKNOWN) else { return false }
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
