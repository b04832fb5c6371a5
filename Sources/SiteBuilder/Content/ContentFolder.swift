import Foundation

/// The files of a content folder, listed once in path order so every later step is deterministic:
/// `index.md` is the home page's text, `_index.md` in a subfolder is that folder's section page
/// (its title, order and introduction), every other `.md` file is an article, in whatever folder,
/// and every other file is an asset copied as it is.
struct ContentFolder {
    /// The home page's optional text (`title`, `summary` and an introduction).
    static let homePageFile = "index.md"
    /// A section's optional text, in its folder.
    static let sectionFile = "_index.md"

    let root: String
    /// Paths relative to `root`, with `/` separators.
    let articles: [String]
    let homePage: String?
    let assets: [String]
    /// The `_index.md` files of subfolders.
    let sectionIndexes: [String]
    /// Each regular file's identity when this build walked the folder, when it did (`ContentWalk`).
    private let walked: [String: FileIdentity]

    /// Lists `root`, skipping hidden files and folders (`.DS_Store`, `.git`), or takes the listing
    /// from `walk`, this build's walk of it.
    static func scan(_ root: String, walk: ContentWalk? = nil) throws -> ContentFolder {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
            throw SiteBuildError("content folder '\(root)' does not exist")
        }
        var articles: [String] = [], assets: [String] = [], sections: [String] = []
        var homePage: String?
        guard let files = walk?.files ?? InputFolder(root: root).files() else { throw SiteBuildError("cannot list the content folder '\(root)'") }
        for path in files {
            let isMarkdown = path.lowercased().hasSuffix(".md")
            switch (isMarkdown, path.utf8.contains(UInt8(ascii: "/"))) {
            case (true, false) where path == homePageFile: homePage = path
            case (true, true) where path.hasSuffix("/" + sectionFile): sections.append(path)
            case (true, _): articles.append(path)
            case (false, _): assets.append(path)
            }
        }
        return ContentFolder(root: root, articles: articles, homePage: homePage, assets: assets, sectionIndexes: sections, walked: walk?.identities ?? [:])
    }

    /// A regular file's identity when this build walked the folder (before reading anything): a
    /// file whose previous build's record has that identity is reused without a system call.
    func walkedIdentity(of path: String) -> FileIdentity? { walked[path] }

    /// The bytes of a file in the folder.
    func read(_ path: String) throws -> [UInt8] {
        guard let bytes = PlainFile.read(absolute(path)) else {
            throw SiteBuildError("cannot read '\(path)' in the content folder")
        }
        return bytes
    }

    /// The file's path on disk.
    func absolute(_ path: String) -> String { InputFolder(root: root).absolute(path) }

    typealias Problem = InputFolder.Problem

    /// Checked before a file is read, so one bad file becomes a diagnostic instead of stopping the
    /// build (issue #7), and no link can publish a file from outside the folder.
    func problem(with path: String) -> Problem? {
        InputFolder(root: root).problem(with: path)
    }

    /// `problem(with:)`, and the identity of a file without one (`InputFolder.check`).
    func check(_ path: String) -> (problem: Problem?, identity: FileIdentity?) {
        InputFolder(root: root).check(path)
    }
}
