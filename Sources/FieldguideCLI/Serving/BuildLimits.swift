import Foundation

/// What one build in `serve` may use before its worker process is stopped: resident memory and CPU
/// time, and wall-clock time three times the CPU time, for a build that waits without working.
/// `FIELDGUIDE_BUILD_MEMORY_MB` and `FIELDGUIDE_BUILD_CPU_SECONDS` change them.
struct BuildLimits: Sendable {
    static let memoryVariable = "FIELDGUIDE_BUILD_MEMORY_MB"
    static let cpuVariable = "FIELDGUIDE_BUILD_CPU_SECONDS"

    var memoryBytes: Int
    var cpuTime: Duration

    var wallTime: Duration { cpuTime * 3 }

    /// 2 GB and 120 s unless the environment says otherwise.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> BuildLimits {
        let megabytes = environment[memoryVariable].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 2048
        let seconds = environment[cpuVariable].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil } ?? 120
        return BuildLimits(memoryBytes: megabytes << 20, cpuTime: .seconds(seconds))
    }
}
