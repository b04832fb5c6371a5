import Foundation
import TestSupport

/// `fieldguide serve` running as a subprocess on a port the system picks, its output collected as
/// it arrives. Tests call `kill()` in a `defer`, so no server outlives its test.
final class ServeProcess: @unchecked Sendable {
    struct NotServing: Error, CustomStringConvertible {
        let output: String
        let errors: String

        var description: String { "fieldguide serve printed no URL.\nstdout:\n\(output)\nstderr:\n\(errors)" }
    }

    private let process = Process()
    private let lock = NSLock()
    private var outputData = Data()
    private var errorData = Data()
    /// Pipes that reached their end: everything the process wrote has been collected.
    private var closedPipes = 0

    /// Starts `fieldguide serve --port 0 <arguments>` (without `--port 0` unless `choosesPort`) in
    /// `folder`, with `environment` added to the test's and, when given, `ulimit -n openFileLimit`
    /// (the shell `exec`s it, so the id is serve's).
    init(
        _ arguments: [String], in folder: String, environment: [String: String] = [:], openFileLimit: Int? = nil, choosesPort: Bool = true
    ) throws {
        let command = ["serve"] + (choosesPort ? ["--port", "0"] : []) + arguments
        if let openFileLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(openFileLimit) && exec \"$0\" \"$@\"", CommandRunner.executable.path] + command
        } else {
            process.executableURL = CommandRunner.executable
            process.arguments = command
        }
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        process.standardOutput = collect { $0.outputData.append($1) }
        process.standardError = collect { $0.errorData.append($1) }
        try process.run()
    }

    deinit {
        kill()
    }

    /// Standard output so far.
    var output: String { lock.withLock { String(decoding: outputData, as: UTF8.self) } }

    /// Standard error so far.
    var errors: String { lock.withLock { String(decoding: errorData, as: UTF8.self) } }

    var isRunning: Bool { process.isRunning }

    var processIdentifier: Int32 { process.processIdentifier }

    var exitStatus: Int32 { process.terminationStatus }

    /// The port from the "Serving … at http://127.0.0.1:PORT/" line, once it is printed (at most `limit`).
    func waitForPort(within limit: Duration) async throws -> Int {
        let marker = " at http://127.0.0.1:"
        guard await eventually(within: limit, { self.output.contains(marker) || !self.isRunning }),
              let start = output.range(of: marker),
              let port = Int(output[start.upperBound...].prefix { $0.isNumber })
        else { throw NotServing(output: output, errors: errors) }
        return port
    }

    /// Waits at most `limit` for `text` to appear on standard output (the pipe may deliver it after
    /// the server has already acted on the build it reports).
    func waitForOutput(_ text: String, within limit: Duration) async -> Bool {
        await eventually(within: limit) { self.output.contains(text) }
    }

    /// Waits at most `limit` for `text` to appear on standard error.
    func waitForErrors(_ text: String, within limit: Duration) async -> Bool {
        await eventually(within: limit) { self.errors.contains(text) }
    }

    /// Sends `signal` (SIGINT is Ctrl-C) and waits at most `limit` for the process to end and its
    /// output to be collected; returns whether it ended by itself.
    func stop(with signal: Int32 = SIGINT, within limit: Duration = .seconds(30)) async -> Bool {
        guard process.isRunning else { return true }
        Foundation.kill(process.processIdentifier, signal)
        let ended = await eventually(within: limit) { !self.process.isRunning }
        if !ended { kill() }
        _ = await eventually(within: .seconds(5)) { self.lock.withLock { self.closedPipes == 2 } }
        return ended
    }

    /// Ends the process at once if it is still running.
    func kill() {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// A pipe whose bytes are appended as they arrive.
    private func collect(_ append: @escaping @Sendable (ServeProcess, Data) -> Void) -> Pipe {
        let pipe = Pipe()
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            if data.isEmpty {
                handle.readabilityHandler = nil
                self.lock.withLock { self.closedPipes += 1 }
                return
            }
            self.lock.withLock { append(self, data) }
        }
        return pipe
    }
}
