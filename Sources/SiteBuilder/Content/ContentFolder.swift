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

    /// Regular files (and links to them) below `root`, relative and sorted.
    private static func files(under root: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else {
            throw SiteBuildError("cannot list the content folder '\(root)'")
        }
        var result: [String] = []
        while let path = walker.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") {
                if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory { walker.skipDescendants() }
                continue
            }
            if walker.fileAttributes?[.type] as? FileAttributeType != .typeDirectory { result.append(path) }
        }
        return result.sorted()
    }
}
