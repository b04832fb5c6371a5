import Foundation

/// A fingerprint of everything a build reads, taken without reading any file (`UnchangedBuild`):
/// - every entry under the content folder and the templates folder: its path, type, inode, size,
///   and modification and change times (the change time moves on every write, rename or copy
///   with preserved times, and cannot be set back);
/// - the program, the fonts the site publishes with their licences, and highlight.js;
/// - the options;
/// - the git commit the content folder is at, and its path in the repository (pages' dates and
///   edit links come from that history).
/// nil when a folder holds a symbolic link (what it points at could change unseen) or cannot be read.
/// The content folder's walk comes with it, for the build to list and check its files from.
enum BuildInputs {
    /// Part of the fingerprint: bump it when what is fingerprinted changes.
    private static let version = "fieldguide-build-inputs-1"

    static func fingerprint(_ options: BuildOptions) -> (fingerprint: Fingerprint, content: ContentWalk)? {
        var hasher = FingerprintHasher()
        hasher.combine(version)
        combine(options, into: &hasher)
        guard let entries = combine(folder: options.contentFolder, into: &hasher), let content = ContentWalk(entries) else { return nil }
        if let templates = options.templatesFolder, combine(folder: templates, into: &hasher) == nil { return nil }
        guard combineProgramAndFonts(into: &hasher) else { return nil }
        hasher.combine(SourceHistory.revision(contentFolder: options.contentFolder) ?? "no repository")
        return (hasher.finalize(), content)
    }

    private static func combine(_ options: BuildOptions, into hasher: inout FingerprintHasher) {
        for path in [options.contentFolder, options.templatesFolder, options.outputFolder, options.cacheFolder] {
            hasher.combine(path.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? "")
        }
        hasher.combine(options.baseURL.map { $0.origin + $0.path } ?? "")
        for flag in [options.strict, options.usesCache, options.allowsRawHTML, options.replacesAnyOutput] { hasher.combine(flag ? 1 : 0) }
    }

    /// The folder and every entry below it, in a fixed order; the entries, or nil at a symbolic
    /// link or an unreadable folder.
    private static func combine(folder: String, into hasher: inout FingerprintHasher) -> [FolderWalk.Entry]? {
        var root = stat()
        guard lstat(folder, &root) == 0, let entries = FolderWalk.entries(below: folder) else { return nil }
        for entry in [FolderWalk.Entry(path: "", info: root)] + entries {
            let info = entry.info
            guard info.st_mode & S_IFMT != S_IFLNK else { return nil }
            hasher.combine(entry.path)
            for value in [Int(info.st_mode), Int(info.st_ino), Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec),
                          Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec)] {
                hasher.combine(value)
            }
        }
        return entries
    }

    /// The program, the published font files (subsets or whole faces), their licences and
    /// highlight.js, each by path, size and modification time.
    private static func combineProgramAndFonts(into hasher: inout FingerprintHasher) -> Bool {
        guard let faces = try? FontFiles.published() else { return false }
        let licences = FontFiles.licences()
        let files = [RunningExecutable.path, HighlightScript.systemPath] + faces.map(\.source) + licences.map(\.source)
        for file in files { hasher.combine(fileAt: file) }
        return true
    }
}
