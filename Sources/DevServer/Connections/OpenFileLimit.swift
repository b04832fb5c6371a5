#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The number of files the process may hold open, which bounds how many connections the server
/// can take. At the limit, accepting fails with EMFILE; NIO's back-off cannot stop the loop when
/// reads are demand-driven, and the server spun at 100% CPU. So the server stops accepting before
/// it gets there: connections beyond `connections(within:)` wait in the listen backlog.
enum OpenFileLimit {
    /// Raises the soft limit to the hard one (macOS starts a process at 256) and returns the limit.
    static func raised() -> Int {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 256 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }

    /// Connections to hold at once: the limit less a quarter of it (at least 32) for the files
    /// requests read, the watcher and the build worker's pipes.
    static func connections(within limit: Int) -> Int {
        max(8, limit - max(32, limit / 4))
    }

    #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resource = RLIMIT_NOFILE
    #endif
}
