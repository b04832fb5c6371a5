/// How a `FileWatcher` learns of changes.
public enum WatchBackend: Sendable, Equatable {
    /// Kernel change events (inotify on Linux): a change is reported a short quiet time after it
    /// happens, and an idle site costs no scans. Where events cannot cover the paths (no inotify,
    /// too many watches, a watched path missing or removed, a symlinked file whose target edits
    /// inotify cannot see) the watcher polls instead, so nothing is missed.
    case events
    /// Compares modification times and sizes of every file on an interval: slower to notice, but
    /// works on every file system (inotify misses changes made on network and container mounts).
    case polling
}
