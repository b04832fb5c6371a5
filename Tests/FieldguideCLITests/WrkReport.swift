import Foundation
import TestSupport

/// What one run of wrk (with `--latency` and `bench/load.lua`) printed: latency percentiles,
/// throughput, and every kind of failure it saw.
struct WrkReport: Sendable {
    struct NotParsed: Error, CustomStringConvertible {
        let missing: String
        let output: String

        var description: String { "wrk printed no \(missing):\n\(output)" }
    }

    struct NotInstalled: Error, CustomStringConvertible {
        var description: String { "wrk is not on PATH; Scripts/setup.sh installs it (Debian package wrk)" }
    }

    /// Responses received.
    let requests: Int
    let p50: Duration
    let p99: Duration
    let requestsPerSecond: Double
    /// wrk's "Socket errors" line: failed connects, reads and writes, and responses slower than `--timeout`.
    let connectErrors: Int, readErrors: Int, writeErrors: Int, timeouts: Int
    /// Responses with a status of 400 or more, as wrk counts them.
    let non2xxOr3xx: Int
    /// From bench/load.lua: responses with their target's status and length, the deliberate 404s
    /// among them, all the others, and connections left waiting for a response at the end.
    let expected: Int, deliberate404: Int, unexpected: Int, stalled: Int

    /// Every failure: socket errors, timeouts, stalled connections, responses unlike their target,
    /// 4xx/5xx other than the deliberate 404, and responses the script did not see.
    var errorCount: Int {
        connectErrors + readErrors + writeErrors + timeouts + stalled + unexpected
            + abs(non2xxOr3xx - deliberate404) + abs(requests - expected - unexpected)
    }

    /// `p50 1.2 ms, p99 8.4 ms, 3456 requests/s`.
    var summary: String {
        "p50 \(Self.milliseconds(p50)), p99 \(Self.milliseconds(p99)), \(Int(requestsPerSecond.rounded())) requests/s, "
            + "\(requests) requests (\(deliberate404) deliberate 404s), \(errorCount) errors "
            + "(socket connect \(connectErrors), read \(readErrors), write \(writeErrors), timeout \(timeouts); "
            + "stalled connections \(stalled); unexpected responses \(unexpected); non-2xx/3xx \(non2xxOr3xx))"
    }

    /// Runs `wrk -t N -c N` (one connection per thread, as bench/load.lua needs) against
    /// `127.0.0.1:port` for `seconds`, rotating over `targets` (`PATH=STATUS:LENGTH`).
    static func measure(port: Int, seconds: Int, connections: Int, targets: [String]) async throws -> WrkReport {
        guard let wrk = executable() else { throw NotInstalled() }
        let script = CommandRunner.repository.appendingPathComponent("bench/load.lua").path
        let arguments = [
            "-t", String(connections), "-c", String(connections), "-d", "\(seconds)s", "--timeout", "2s", "--latency",
            "-s", script, "http://127.0.0.1:\(port)", "--",
        ] + targets
        let output = try await onDedicatedThread { try run(wrk, arguments) }
        return try WrkReport(parsing: output)
    }

    /// Reads wrk's standard output; throws when a line every run prints is missing.
    init(parsing output: String) throws {
        func value(_ pattern: String, _ what: String) throws -> [Substring] {
            guard let match = output.firstMatch(of: try Regex(pattern)) else { throw NotParsed(missing: what, output: output) }
            return (1..<match.count).compactMap { match[$0].substring }
        }
        func duration(_ percentile: String) throws -> Duration {
            let fields = try value(#"\n\s*"# + percentile + #"%\s+([0-9.]+)(us|ms|s|m)\n"#, "\(percentile)th percentile")
            let scale: Double = switch fields[1] { case "us": 1e-6; case "ms": 1e-3; case "s": 1; default: 60 }
            return .seconds((Double(fields[0]) ?? .nan) * scale)
        }
        requests = Int(try value(#"\n\s*(\d+) requests in "#, "request count")[0]) ?? -1
        p50 = try duration("50")
        p99 = try duration("99")
        requestsPerSecond = Double(try value(#"Requests/sec:\s+([0-9.]+)"#, "requests/s")[0]) ?? .nan
        let socket = (try? value(#"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)"#, "")) ?? ["0", "0", "0", "0"]
        (connectErrors, readErrors, writeErrors, timeouts) = (Int(socket[0]) ?? -1, Int(socket[1]) ?? -1, Int(socket[2]) ?? -1, Int(socket[3]) ?? -1)
        non2xxOr3xx = Int((try? value(#"Non-2xx or 3xx responses: (\d+)"#, ""))?[0] ?? "0") ?? -1
        let counts = try value(#"fieldguide-load: expected=(\d+) deliberate-404=(\d+) unexpected=(\d+) stalled=(\d+)"#, "bench/load.lua summary")
        (expected, deliberate404, unexpected, stalled) = (Int(counts[0]) ?? -1, Int(counts[1]) ?? -1, Int(counts[2]) ?? -1, Int(counts[3]) ?? -1)
    }

    private static func milliseconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return String(format: "%.2f ms", value)
    }

    private static func executable() -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return folders.map { "\($0)/wrk" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs wrk to its end and returns its standard output (its standard error goes to the test's).
    private static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
