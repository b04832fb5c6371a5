import Foundation

/// The content folder as the no-change check walked it (`BuildInputs`): a rebuild walks the folder
/// once to see whether anything changed, then lists the articles and tells which are unchanged from
/// the same walk, instead of listing the folder again and `lstat`-ing every article. Made only from
/// a walk that met no symbolic link, so every file it holds lies inside the folder.
struct ContentWalk: Sendable {
    /// Visible files (no part of the path starts with "."), sorted as `InputFolder.files()` sorts them.
    let files: [String]
    /// Each regular file's identity when walked, by path.
    let identities: [String: FileIdentity]

    /// nil when an entry is a symbolic link.
    init?(_ entries: [FolderWalk.Entry]) {
        var files: [String] = [], identities: [String: FileIdentity] = [:]
        for entry in entries where !entry.isFolder && !Self.isHidden(entry.path) {
            let type = entry.info.st_mode & S_IFMT
            if type == S_IFLNK { return nil }
            files.append(entry.path)
            if type == S_IFREG { identities[entry.path] = FileIdentity(entry.info) }
        }
        self.files = files.sorted()
        self.identities = identities
    }

    /// A path with a hidden part, which `InputFolder.files()` neither lists nor descends into.
    private static func isHidden(_ path: String) -> Bool {
        var startsPart = true
        for byte in path.utf8 {
            if startsPart, byte == UInt8(ascii: ".") { return true }
            startsPart = byte == UInt8(ascii: "/")
        }
        return false
    }
}
