#if canImport(Glibc)
import Foundation
import Glibc

/// Learns of changes from inotify instead of scanning, so an edit is reported a short quiet time
/// after it happens and an idle site costs nothing: the thread sleeps until a record or a stop
/// request arrives (`WatchThread.stopDescriptor`; without one it wakes every `stopCheckInterval`).
///
/// Events only say what was touched. When a burst has been quiet for the quiet time, the touched
/// files and folders are read again and compared with the snapshot of the last report: an
/// editor's temporary file that came and went is not reported, a folder moved in or out reports
/// every file in it, and paths take the same form as the polling watcher's. When events can no
/// longer cover the paths (a watched folder removed or moved, a watch refused, a symlinked file
/// appearing) the snapshot goes to the polling watcher, which carries on from it.
struct InotifyWatcher: Sendable {
    /// How often an idle `poll` wakes to see whether the watcher was stopped, when no stop descriptor could be made.
    private static let stopCheckInterval: Duration = .milliseconds(200)
    /// Room for a burst of records; the kernel hands out whole records up to this size per `read`.
    private static let bufferSize = 64 * 1024

    private var watches: InotifyWatches
    private var snapshot: FileSnapshot
    private let trees: [String]
    private let singleFiles: [String]
    private var touchedFiles: Set<String> = []
    private var touchedFolders: Set<String> = []

    /// Watches `paths` (folders recursively, files through their folders) from `baseline` on; nil
    /// when inotify cannot watch them: a path missing or a symbolic link (polling then notices it
    /// appear), inotify unavailable, too many watches, or a symlinked file below a folder.
    init?(paths: [String], baseline: FileSnapshot) {
        var trees: [String] = []
        var singleFiles: [String] = []
        for path in paths {
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: trees.append(path)
            case S_IFREG: singleFiles.append(path)
            default: return nil
            }
        }
        guard let watches = InotifyWatches(trees: trees, singleFiles: singleFiles) else { return nil }
        self.watches = watches
        self.snapshot = baseline
        self.trees = trees
        self.singleFiles = singleFiles
    }

    /// Reports each burst once it has been quiet for `quietTime`, on the calling thread, until
    /// `control` is stopped (returns nil) or events can no longer cover the paths (returns the
    /// state of the last report, for polling to carry on from).
    mutating func run(quietTime: Duration, control: WatchThread, onChange: (Set<String>) -> Void) -> FileSnapshot? {
        defer { close(watches.descriptor) }
        while true {
            let burstOpen = !touchedFiles.isEmpty || !touchedFolders.isEmpty
            let ready = waitForEvents(timeout: burstOpen ? quietTime : nil, stop: control.stopDescriptor)
            if control.isStopRequested { return nil }
            switch ready {
            case true?:
                guard readEvents() else { return snapshot }
            case false? where burstOpen:
                let changes = collectChanges()
                if !changes.isEmpty { onChange(changes) }
            case false?:
                continue
            case nil:
                return snapshot
            }
        }
    }

    /// Waits up to `timeout` (nil: until a record or a stop request) for records; true when
    /// records wait, nil when `poll` fails. A stop request ends the wait with false.
    private func waitForEvents(timeout: Duration?, stop: Int32) -> Bool? {
        var requests = [pollfd(fd: watches.descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
        let limit = timeout ?? (stop < 0 ? Self.stopCheckInterval : nil)
        let milliseconds = limit.map { Int32(($0 / .milliseconds(1)).rounded(.up)) } ?? -1
        let result = poll(&requests, stop < 0 ? 1 : 2, milliseconds)
        if result < 0 { return errno == EINTR ? false : nil }
        return requests[0].revents != 0
    }

    /// Reads and handles every record waiting; false when events can no longer cover the paths.
    private mutating func readEvents() -> Bool {
        var buffer = [UInt8](repeating: 0, count: Self.bufferSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(watches.descriptor, $0.baseAddress, $0.count) }
            if count < 0 { return errno == EAGAIN || errno == EINTR }
            if count == 0 { return true }
            let events = buffer.withUnsafeBytes { InotifyEvent.parse(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            for event in events {
                guard handle(event) else { return false }
            }
        }
    }

    /// Notes what one record touched and keeps the watches in step with the folders; false when
    /// events can no longer cover the paths.
    private mutating func handle(_ event: InotifyEvent) -> Bool {
        if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
            return rescanEverything()
        }
        if event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0 {
            if watches.isRoot(event.descriptor) { return false }
            if event.mask & UInt32(IN_IGNORED) != 0 { watches.forgetWatch(event.descriptor) }
            return true
        }
        guard !event.name.isEmpty, !event.name.hasPrefix(".") else { return true }
        for path in watches.paths(of: event) {
            guard event.mask & UInt32(IN_ISDIR) == 0 else {
                touchedFolders.insert(path)
                watches.forgetTree(path)
                guard watches.watchTree(path) else { return false }
                continue
            }
            touchedFiles.insert(path)
            if event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, InotifyWatches.isSymlinkedFile(path) { return false }
        }
        return true
    }

    /// After the kernel dropped records: watches every folder again and reads everything at the burst's end.
    private mutating func rescanEverything() -> Bool {
        for tree in trees {
            watches.forgetTree(tree)
            guard watches.watchTree(tree) else { return false }
        }
        touchedFolders.formUnion(trees)
        touchedFiles.formUnion(singleFiles)
        return true
    }

    /// Reads the touched folders and files again; returns those created, modified or deleted since the last report.
    private mutating func collectChanges() -> Set<String> {
        var changes: Set<String> = []
        for folder in touchedFolders {
            changes.formUnion(snapshot.refreshFolder(folder))
        }
        for file in touchedFiles where snapshot.refreshFile(file) {
            changes.insert(file)
        }
        touchedFolders = []
        touchedFiles = []
        return changes
    }
}
#endif
