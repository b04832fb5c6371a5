import Foundation
import TestSupport
import Testing

/// `serve` under the connection patterns that exhausted it: pages reconnecting to the live-reload
/// stream thousands of times (each used to leave its connection and ~19 KB behind), and more
/// connections than the open-file limit allows (accepting then failed with EMFILE in a loop at
/// full CPU). Memory and descriptors stay flat; at the limit the server waits and then answers.
@Suite(.timeLimit(.minutes(5)))
struct ServeLimitsTests {
    static let firstBuild = Duration.seconds(120)

    private static func makeSite() throws -> String {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.copyItem(atPath: CommandRunner.repository.appendingPathComponent("Fixtures/Sites/basic/content").path, toPath: folder + "/content")
        return folder
    }

    @Test func reconnectChurnKeepsMemoryAndDescriptorsFlat() async throws {
        let serve = try ServeProcess(["--content", "content", "--output", "_site"], in: try Self.makeSite())
        defer { serve.kill() }
        let port = try await serve.waitForPort(within: Self.firstBuild)
        try await Self.reconnect(500, port: port)
        let before = try #require(ServerUsage.of(serve.processIdentifier))
        try await Self.reconnect(2_000, port: port)
        #expect(await eventually(within: .seconds(5)) { (ServerUsage.of(serve.processIdentifier)?.descriptors ?? .max) <= before.descriptors + 4 })
        let after = try #require(ServerUsage.of(serve.processIdentifier))
        print("serve after 500 and 2,500 reconnects: \(before.residentBytes >> 10) KB, \(after.residentBytes >> 10) KB resident; \(before.descriptors), \(after.descriptors) descriptors")
        #expect(Double(after.residentBytes) <= Double(before.residentBytes) * 1.1)
    }

    @Test func atTheOpenFileLimitTheServerWaitsInsteadOfSpinning() async throws {
        let serve = try ServeProcess(["--content", "content", "--output", "_site"], in: try Self.makeSite(), openFileLimit: 256)
        defer { serve.kill() }
        let port = try await serve.waitForPort(within: Self.firstBuild)
        var held: [RawHTTPConnection]? = try await onDedicatedThread { try (0..<400).map { _ in try RawHTTPConnection(port: port) } }
        try await Task.sleep(for: .seconds(1))
        let cpuBefore = try #require(ServerUsage.of(serve.processIdentifier)).cpuTime
        try await Task.sleep(for: .seconds(3))
        let usage = try #require(ServerUsage.of(serve.processIdentifier))
        print("serve holding 400 connections under ulimit -n 256: \(usage.descriptors) descriptors, \(usage.cpuTime - cpuBefore) of CPU in 3 s")
        #expect(usage.cpuTime - cpuBefore < .milliseconds(150))
        #expect(usage.descriptors < 256)
        #expect(held?.count == 400)
        held = nil
        let reply = try await HTTPReply.fetch("/01-stacks.html", port: port)
        #expect(reply.status == 200)
    }

    /// Opens the live-reload stream `count` times, reading its first event each time, then closes it.
    private static func reconnect(_ count: Int, port: Int) async throws {
        try await onDedicatedThread {
            for _ in 0..<count {
                _ = try EventStreamClient(port: port, path: "/__fieldguide/events").nextEvent()
            }
        }
    }
}

/// What a process holds, from `/proc/<pid>` (proc(5)).
private struct ServerUsage {
    let residentBytes: Int
    let descriptors: Int
    let cpuTime: Duration

    static func of(_ processID: Int32) -> ServerUsage? {
        guard let status = try? String(contentsOfFile: "/proc/\(processID)/status", encoding: .utf8),
              let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
              let descriptors = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(processID)/fd"),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = Int(line.split(separator: " ")[1]),
              let nameEnd = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        let ticks = sysconf(Int32(_SC_CLK_TCK))
        return ServerUsage(residentBytes: kilobytes << 10, descriptors: descriptors.count, cpuTime: .milliseconds((user + system) * 1000 / ticks))
    }
}
