import Foundation

/// Which output folder a build may replace. A build replaces its whole output folder, so it only
/// replaces one it wrote itself: every site carries `marker`. A folder without the marker that
/// holds an earlier build's signature (from before the marker existed) counts as one, as does a
/// missing or empty folder. Anything else (a file, a folder of other files, a link to one) is
/// refused unless the caller forces it. `.git`, `CNAME` and `.nojekyll` are carried from the old
/// site into the new one, as Hugo keeps them, so a site checked out as a Pages branch stays one.
enum OutputFolder {
    /// Written into every site; its presence is what makes a folder Fieldguide's to replace.
    static let marker = ".fieldguide-site"
    static let markerText = "This folder is a site written by fieldguide; the next build replaces everything in it except .git, CNAME and .nojekyll.\n"
    /// What a build keeps from the site it replaces when the new site has no file of that name.
    static let kept = [".git", "CNAME", ".nojekyll"]

    /// Whether a path below the site's folder is a kept entry at its top. Tested on bytes: the
    /// walks of a thousand-page site ask it of every path.
    static func isKept(_ path: String) -> Bool {
        !path.utf8.contains(UInt8(ascii: "/")) && kept.contains(path)
    }

    /// The folder a build of `path` replaces: `path`, or the folder it links to. Throws when that
    /// holds one of `inputs` (always) or something Fieldguide did not write (unless `force`).
    static func target(of path: String, protecting inputs: [String], force: Bool) throws -> String {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: standardized)) != nil
        let target = URL(fileURLWithPath: standardized).resolvingSymlinksInPath().path
        for input in inputs {
            let protected = URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath().path
            if protected == target || protected.hasPrefix(target.hasSuffix("/") ? target : target + "/") {
                throw SiteBuildError("the output folder '\(path)' contains '\(input)'; choose another output folder")
            }
        }
        let named = isLink ? "'\(path)' links to '\(target)', which" : "'\(path)'"
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) else {
            guard !isLink else { throw SiteBuildError("the output folder \(named) does not exist; remove the link or point it at a folder") }
            return target
        }
        guard !force else { return target }
        guard isFolder.boolValue else {
            throw SiteBuildError("the output \(named) is a file, not a folder a build wrote; choose another --output, or pass --force to replace it")
        }
        guard isReplaceable(folder: target) else {
            throw SiteBuildError(
                "the output folder \(named) holds files fieldguide did not write (it has no \(marker) file); "
                    + "choose another --output, empty the folder, or pass --force to replace it")
        }
        return target
    }

    /// Empty but for what a build keeps, marked, or an earlier build: its fonts stylesheet says
    /// it was generated, beside its home page and search index.
    static func isReplaceable(folder: String) -> Bool {
        let fileManager = FileManager.default
        let entries = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
        if entries.allSatisfy(kept.contains) || entries.contains(marker) { return true }
        let stylesheet = fileManager.contents(atPath: folder + "/" + FontFiles.stylesheet) ?? Data()
        return stylesheet.starts(with: Data(FontFiles.generatedComment.utf8))
            && entries.contains("index.html") && entries.contains(SearchIndex.file)
    }

    /// Moves each kept entry of `old` that `new` lacks into `new`; returns the names moved.
    static func moveKept(from old: String, to new: String) -> [String] {
        kept.filter { name in
            exists(old + "/" + name) && !exists(new + "/" + name) && rename(old + "/" + name, new + "/" + name) == 0
        }
    }

    /// The first entry of the old site in `folder` that a build could not delete, and why; nil when
    /// the whole site can go. Checked before the swap, so a build never puts its site in place and
    /// then fails to clear the old one (which left `.site.building-N` behind, exit 0). Kept
    /// entries are moved, not deleted.
    static func firstUndeletable(in folder: String) -> (path: String, reason: String)? {
        guard exists(folder), let entries = FolderWalk.entries(below: folder, skipping: isKept) else { return nil }
        return firstUndeletable(in: folder, among: entries.map(\.path).filter { !isKept($0) })
    }

    /// The first of `paths` (below `folder`) that a build could not delete or replace, and why. An
    /// entry cannot be deleted when its folder is not writable, or when it is immutable
    /// (`chattr +i`, which `access` reports as EPERM even to root).
    static func firstUndeletable(in folder: String, among paths: [String]) -> (path: String, reason: String)? {
        for path in paths {
            let full = folder + "/" + path
            if access((full as NSString).deletingLastPathComponent, W_OK | X_OK) != 0 {
                return (path, "its folder is not writable (\(String(cString: strerror(errno))))")
            }
            var info = stat()
            if lstat(full, &info) == 0, info.st_mode & S_IFMT != S_IFLNK, access(full, W_OK) != 0, errno == EPERM {
                return (path, "it is immutable")
            }
        }
        return nil
    }

    /// Whether anything (a link included, even one to nothing) has this path.
    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
