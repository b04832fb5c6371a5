import Foundation

/// Modification time and size of every file below some paths: the state the polling watcher compares,
/// and the event watcher reads again where its events point.
///
/// Polling mtime and size is what mdBook's poller does, and it works the same on every file
/// system (inotify misses changes on network and container mounts). Hidden names (`.git`,
/// editor swap files such as `.page.md.swp`) are skipped, so saving in an editor reports only
/// the file saved.
struct FileSnapshot: Equatable, Sendable {
    /// What changes when a file is written.
    struct Stamp: Equatable, Sendable {
        let modifiedSeconds: Int
        let modifiedNanoseconds: Int
        let size: Int64
    }

    /// Stamp of every file, keyed by the watched path joined with the file's relative path.
    private(set) var stamps: [String: Stamp]

    /// Reads the current state of the files below `paths` (folders are walked, files taken as they are).
    static func scan(_ paths: [String]) -> FileSnapshot {
        var stamps: [String: Stamp] = [:]
        for path in paths {
            collect(path, into: &stamps)
        }
        return FileSnapshot(stamps: stamps)
    }

    /// Files created, modified or deleted between `older` and this snapshot.
    func changedPaths(comparedWith older: FileSnapshot) -> Set<String> {
        let keys = Set(stamps.keys).union(older.stamps.keys)
        return keys.filter { stamps[$0] != older.stamps[$0] }
    }

    /// Reads one file again (the event watcher was told it was touched); returns whether it exists
    /// now or existed before, so a touched file counts as changed even when its stamp is the same
    /// (two writes of equal size within one tick of the file system's clock).
    mutating func refreshFile(_ path: String) -> Bool {
        var fresh: [String: Stamp] = [:]
        Self.collect(path, into: &fresh)
        let existed = stamps[path] != nil
        stamps[path] = fresh[path]
        return existed || fresh[path] != nil
    }

    /// Reads the files below one folder again (it was created, moved or removed); returns those
    /// created, modified or deleted since the last read.
    mutating func refreshFolder(_ path: String) -> Set<String> {
        let below = path + "/"
        let older = stamps.filter { $0.key.hasPrefix(below) }
        var fresh: [String: Stamp] = [:]
        Self.collect(path, into: &fresh)
        fresh = fresh.filter { $0.key.hasPrefix(below) }
        for key in older.keys {
            stamps[key] = nil
        }
        stamps.merge(fresh) { _, new in new }
        return FileSnapshot(stamps: fresh).changedPaths(comparedWith: FileSnapshot(stamps: older))
    }

    /// Adds a file's stamp, or walks a folder; symlinked folders are not followed, so loops cannot happen.
    private static func collect(_ path: String, into stamps: inout [String: Stamp]) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            for name in names where !name.hasPrefix(".") {
                collect(path + "/" + name, into: &stamps)
            }
            return
        }
        if (info.st_mode & S_IFMT) == S_IFLNK {
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return }
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return }
        stamps[path] = Stamp(info)
    }
}

extension FileSnapshot.Stamp {
    init(_ info: stat) {
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        self.init(modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec), size: Int64(info.st_size))
    }
}
