import Foundation

/// Resident memory and CPU time of a running process, as Linux reports them in `/proc/<pid>/statm`
/// and `/proc/<pid>/stat` (proc(5)); nil elsewhere or once the process is gone.
struct ProcessUsage: Equatable {
    let residentBytes: Int
    let cpuTime: Duration

    static func of(_ processID: Int32) -> ProcessUsage? {
        guard let statm = read("/proc/\(processID)/statm"), let stat = read("/proc/\(processID)/stat") else { return nil }
        let pages = statm.split(separator: " ")
        // The command name in parentheses may hold spaces: fields are counted after its closing one.
        guard pages.count > 1, let resident = Int(pages[1]), let nameEnd = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        // utime and stime are fields 14 and 15, the 12th and 13th after the name.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        let ticksPerSecond = max(1, sysconf(Int32(_SC_CLK_TCK)))
        return ProcessUsage(residentBytes: resident * sysconf(Int32(_SC_PAGESIZE)), cpuTime: .milliseconds((user + system) * 1000 / ticksPerSecond))
    }

    private static func read(_ path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    }
}
