#if canImport(Glibc)
import Foundation
import Glibc

/// The inotify descriptor and what each of its watches stands for.
///
/// inotify watches one folder at a time and names entries relative to it, so every non-hidden
/// folder of a watched tree gets a watch of its own, remembered with its path; a single file is
/// watched through its parent folder. One folder can stand for several paths when watched paths
/// overlap, and each gets the event, as each gets a stamp in a `FileSnapshot`.
struct InotifyWatches: Sendable {
    /// What each folder watch reports: creation, removal, writes, renames in and out, and the folder itself going away.
    private static let mask = UInt32(
        IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
            | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB | IN_ONLYDIR)

    let descriptor: Int32
    /// Paths of each watched folder as part of a watched tree.
    private var folders: [Int32: Set<String>] = [:]
    /// Single watched files in each watched folder: entry name → the path reported.
    private var files: [Int32: [String: String]] = [:]
    /// Watches of the watched folders themselves and of single files' parents: events cannot cover these once they go.
    private var roots: Set<Int32> = []

    /// Opens a descriptor watching `trees` recursively and `singleFiles` through their folders;
    /// nil when inotify is unavailable, a watch cannot be added (the per-user limit) or a tree
    /// holds a symlinked file.
    init?(trees: [String], singleFiles: [String]) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { return nil }
        guard addRoots(trees: trees, singleFiles: singleFiles) else {
            Glibc.close(descriptor)
            return nil
        }
    }

    private mutating func addRoots(trees: [String], singleFiles: [String]) -> Bool {
        for tree in trees {
            guard let root = addWatch(tree), watchTree(tree) else { return false }
            roots.insert(root)
        }
        for file in singleFiles {
            let parent = (file as NSString).deletingLastPathComponent
            guard let root = addWatch(parent.isEmpty ? "." : parent) else { return false }
            files[root, default: [:]][(file as NSString).lastPathComponent] = file
            roots.insert(root)
        }
        return true
    }

    /// Watches `folder` and every non-hidden folder below it (symlinked folders are not followed,
    /// as in `FileSnapshot`); false when a watch cannot be added or a symlinked file is found,
    /// since inotify would not see its target change. A folder already gone is no failure: the
    /// event of its parent covers it.
    mutating func watchTree(_ folder: String) -> Bool {
        guard let watch = addWatch(folder) else { return errno == ENOENT || errno == ENOTDIR }
        folders[watch, default: []].insert(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                guard watchTree(path) else { return false }
            case S_IFLNK:
                guard !Self.isSymlinkedFile(path) else { return false }
            default:
                continue
            }
        }
        return true
    }

    /// Stops watching `folder` and the folders below it (it was removed or moved away).
    mutating func forgetTree(_ folder: String) {
        let below = folder + "/"
        for (watch, paths) in folders {
            let kept = paths.filter { $0 != folder && !$0.hasPrefix(below) }
            guard kept.count < paths.count else { continue }
            folders[watch] = kept.isEmpty ? nil : kept
            if kept.isEmpty, files[watch] == nil, !roots.contains(watch) {
                inotify_rm_watch(descriptor, watch)
            }
        }
    }

    /// Forgets a watch the kernel has removed (its folder was deleted).
    mutating func forgetWatch(_ watch: Int32) {
        folders[watch] = nil
        files[watch] = nil
    }

    /// Whether `watch` is one whose loss events cannot make up for.
    func isRoot(_ watch: Int32) -> Bool {
        roots.contains(watch)
    }

    /// The paths an event's entry stands for: once per path of its folder in a tree, and once
    /// more when it is a single watched file.
    func paths(of event: InotifyEvent) -> [String] {
        let inTrees = (folders[event.descriptor] ?? []).map { $0 + "/" + event.name }
        let single = files[event.descriptor]?[event.name]
        return inTrees + [single].compactMap { $0 }
    }

    /// Whether `path` is a symbolic link to a regular file.
    static func isSymlinkedFile(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return false }
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    private func addWatch(_ folder: String) -> Int32? {
        let watch = inotify_add_watch(descriptor, folder, Self.mask)
        return watch >= 0 ? watch : nil
    }
}
#endif
