#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What running hostile input costs the process: time and peak memory.
enum ResourceUsage {
    /// How long `body` took: the smaller of wall-clock time and the process's CPU time. Both bound
    /// the work from above; CPU time keeps a loaded machine from inflating it, wall-clock time
    /// keeps other tests running in the process from doing so. A busy loop raises both.
    static func cost(of body: () -> Void) -> Duration {
        let clock = ContinuousClock()
        let cpuBefore = processCPUTime()
        let wall = clock.measure(body)
        return min(wall, processCPUTime() - cpuBefore)
    }

    /// User and system time of every thread of the process so far.
    static func processCPUTime() -> Duration {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #endif
        let microseconds = (Int64(usage.ru_utime.tv_sec) + Int64(usage.ru_stime.tv_sec)) * 1_000_000
            + Int64(usage.ru_utime.tv_usec) + Int64(usage.ru_stime.tv_usec)
        return .microseconds(microseconds)
    }

    /// Peak resident set size in bytes (`getrusage`; Linux reports kilobytes, macOS bytes).
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
